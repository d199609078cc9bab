import { describe, expect, it } from "vitest";
import { commentThreads, type ShownComment } from "./commentThreads";

const comment = (id: string, parentId: string | null = null): ShownComment => ({
  id,
  parentId,
  authorName: id,
  body: `said ${id}`,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("commentThreads", () => {
  it("puts replies under their comment, in order, one level deep", () => {
    const threads = commentThreads([comment("a"), comment("b"), comment("a1", "a"), comment("b1", "b"), comment("a2", "a")]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ["a", ["a1", "a2"]],
      ["b", ["b1"]],
    ]);
  });

  it("shows a reply whose comment is no longer shown as a comment of its own", () => {
    expect(commentThreads([comment("r", "gone"), comment("c")]).map((t) => t.comment.id)).toEqual(["r", "c"]);
  });

  it("has no threads for a post without comments", () => {
    expect(commentThreads([])).toEqual([]);
  });
});
