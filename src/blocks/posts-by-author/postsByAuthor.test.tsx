import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { blockSchemaFor } from "../schemaRegistry";
import { listingContext, testPost } from "../shared/listingFixtures";
import { PostsByAuthorBlock } from "./PostsByAuthorBlock";
import { postsByAuthorSchema } from "./schema";

const id = "a".repeat(24);
const ada = { id: "1".repeat(24), name: "Ada Lovelace", slug: "ada-lovelace" };
const grace = { id: "2".repeat(24), name: "Grace Hopper", slug: "grace-hopper" };
const context = listingContext(
  [
    testPost("late", "2026-11-20T10:00:00Z", [], [], grace),
    testPost("early", "2026-10-05T10:00:00Z", [], [], ada),
    testPost("older", "2026-10-01T10:00:00Z", [], [], ada),
    testPost("nobody", "2026-09-01T10:00:00Z", []),
  ],
  [],
);

describe("posts by author block", () => {
  it("keeps block code 26 and is registered", () => {
    expect(postsByAuthorSchema.code).toBe(BLOCK_TYPE.postsByAuthor);
    expect(BLOCK_TYPE.postsByAuthor).toBe(26);
    expect(blockSchemaFor("posts-by-author")).toBe(postsByAuthorSchema);
  });

  it("lists the blog's authors, most posts first, with their counts and links to their listing pages", () => {
    const html = renderToStaticMarkup(<PostsByAuthorBlock id={id} settings={postsByAuthorSchema.schema.parse({})} context={context} />);
    expect(html).toContain('<a href="/blog/author/ada-lovelace">Ada Lovelace</a><span class="tsr-post-links__count">2 posts</span>');
    expect(html).toContain('<a href="/blog/author/grace-hopper">Grace Hopper</a><span class="tsr-post-links__count">1 post</span>');
    expect(html.indexOf("Ada Lovelace")).toBeLessThan(html.indexOf("Grace Hopper"));
    expect(html).toContain('aria-label="Journal authors"');
  });

  it("hides the counts when asked and says when the blog has no authors", () => {
    const plain = renderToStaticMarkup(<PostsByAuthorBlock id={id} settings={postsByAuthorSchema.schema.parse({ showCounts: false })} context={context} />);
    expect(plain).toContain("Ada Lovelace");
    expect(plain).not.toContain("tsr-post-links__count");
    expect(plain).not.toContain("2 posts");
    const empty = renderToStaticMarkup(
      <PostsByAuthorBlock
        id={id}
        settings={postsByAuthorSchema.schema.parse({})}
        context={listingContext([testPost("nobody", "2026-09-01T10:00:00Z", [])], [])}
      />,
    );
    expect(empty).toContain("No authors yet.");
  });

  it("refuses a blog that is not an id and unknown settings", () => {
    expect(postsByAuthorSchema.schema.safeParse({ collectionId: "blog" }).error?.issues[0]?.message).toBe("Choose a page from the list.");
    expect(postsByAuthorSchema.schema.safeParse({ author: "ada" }).success).toBe(false);
  });
});
