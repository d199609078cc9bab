import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { listingContext, testPost } from "../shared/listingFixtures";
import { ArchiveBlock } from "./ArchiveBlock";
import { archiveSchema } from "./schema";

const id = "e".repeat(24);
const posts = [testPost("c", "2026-11-20T10:00:00Z", []), testPost("b", "2026-11-02T10:00:00Z", []), testPost("a", "2025-03-01T10:00:00Z", [])];

function render(settings: unknown = {}): string {
  return renderToStaticMarkup(<ArchiveBlock id={id} settings={archiveSchema.schema.parse(settings)} context={listingContext(posts, [])} />);
}

describe("archive block", () => {
  it("keeps the archive block code 57", () => {
    expect(archiveSchema.code).toBe(BLOCK_TYPE.archive);
    expect(BLOCK_TYPE.archive).toBe(57);
  });

  it("groups posts by month, newest first, with counts, linking to month listings", () => {
    const html = render();
    expect(html).toContain(
      '<li><a href="/blog/2026/11">November 2026</a><span class="tsr-archive__count"> (2<span class="tsr-visually-hidden"> posts</span>)</span></li>',
    );
    expect(html.indexOf("/blog/2026/11")).toBeLessThan(html.indexOf("/blog/2025/03"));
  });

  it("groups by year and can leave the counts out", () => {
    const html = render({ groupBy: "year", showCounts: false });
    expect(html).toContain('<li><a href="/blog/2026">2026</a></li>');
    expect(html).toContain('<li><a href="/blog/2025">2025</a></li>');
  });
});
