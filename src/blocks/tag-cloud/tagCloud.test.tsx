import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { listingContext, testPost } from "../shared/listingFixtures";
import { tagCloudSchema } from "./schema";
import { TagCloudBlock } from "./TagCloudBlock";
import { tagWeights } from "./tagWeights";

const id = "f".repeat(24);
const posts = [
  testPost("a", "2026-11-20T10:00:00Z", ["Coffee", "Travel Tips"], ["News"]),
  testPost("b", "2026-11-10T10:00:00Z", ["Coffee"]),
  testPost("c", "2026-11-01T10:00:00Z", ["Coffee"]),
];

function render(settings: unknown = {}): string {
  return renderToStaticMarkup(<TagCloudBlock id={id} settings={tagCloudSchema.schema.parse(settings)} context={listingContext(posts, [])} />);
}

describe("tag cloud block", () => {
  it("keeps the tag cloud block code 14", () => {
    expect(tagCloudSchema.code).toBe(BLOCK_TYPE.tagCloud);
    expect(BLOCK_TYPE.tagCloud).toBe(14);
  });

  it("weights tags by use and links each to its tag listing, saying the count", () => {
    const html = render();
    expect(html).toContain(
      '<a class="tsr-tag-cloud__tag tsr-tag-cloud__tag--5" href="/blog/tag/coffee">Coffee<span class="tsr-visually-hidden">, 3 posts</span></a>',
    );
    expect(html).toContain(
      '<a class="tsr-tag-cloud__tag tsr-tag-cloud__tag--1" href="/blog/tag/travel-tips">Travel Tips<span class="tsr-visually-hidden">, 1 post</span></a>',
    );
  });

  it("shows categories linking to category listings", () => {
    expect(render({ source: "categories" })).toContain('href="/blog/category/news">News');
    expect(tagWeights([testPost("x", "2026-01-01T00:00:00Z", ["Solo"])], "tags")).toEqual([{ name: "Solo", count: 1, weight: 3 }]);
  });
});
