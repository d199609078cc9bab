import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CommentsBlock, COMMENTS_OFF } from "./CommentsBlock";
import type { CommentsForRender } from "./commentsForRender";
import { commentsLoader } from "./commentsLoader";
import { commentsSchema } from "./schema";

const ownerId = "d".repeat(24);
const id = "c".repeat(24);
const base = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/talk", pageTitle: "Talk" };
const thread: CommentsForRender = {
  ownerId,
  timeZone: "UTC",
  comments: [
    { id: "1".repeat(24), parentId: null, authorName: "Ada", body: "First.", createdAt: "2026-11-01T10:00:00.000Z" },
    { id: "2".repeat(24), parentId: null, authorName: "Grace", body: "Second.", createdAt: "2026-11-02T10:00:00.000Z" },
    { id: "3".repeat(24), parentId: "1".repeat(24), authorName: "Alan", body: "A reply.", createdAt: "2026-11-03T10:00:00.000Z" },
  ],
};

function render(settings: unknown, loaded: CommentsForRender | null | undefined): string {
  const context = loaded === undefined ? base : { ...base, loaded: new Map([[commentsLoader, loaded]]) };
  return renderToStaticMarkup(<CommentsBlock id={id} settings={commentsSchema.schema.parse(settings)} context={context} />);
}

describe("comments block", () => {
  it("shows its page's threads oldest first with replies under them, and the form aimed at that page, in its own island", () => {
    const html = render({}, thread);
    expect(html).toMatch(/^<div id="block-c{24}" class="tsr-block tsr-block--comments" data-block-type="15" data-island="comments">/);
    expect(html).toContain('<h2 id="comments-cccccccccccccccccccccccc-heading">3 comments</h2>');
    expect(html).toMatch(/First\..*A reply\..*Second\./s);
    expect(html).toContain(`<input type="hidden" name="postId" value="${ownerId}"/>`);
    expect(html).toContain('<label class="tsr-form-field__title" for="comments-cccccccccccccccccccccccc-name">Name</label>');
    expect(html).toContain("November 1, 2026");
  });

  it("puts the newest thread first when the owner asks, replies still under their comment", () => {
    expect(render({ order: "newest" }, thread)).toMatch(/Second\..*First\..*A reply\./s);
    expect(commentsSchema.schema.safeParse({ order: "random" }).success).toBe(false);
  });

  it("says comments are off on such a site, and shows an empty thread whose form sends nothing in the catalogue", () => {
    expect(render({}, null)).toContain(`<p class="tsr-comments__off">${COMMENTS_OFF}</p>`);
    const catalogue = render({}, undefined);
    expect(catalogue).toContain("No comments yet. Be the first to write one.");
    expect(catalogue).toContain('<input type="hidden" name="postId" value=""/>');
  });
});
