import { describe, expect, it } from "vitest";
import { changedCodeBlocks } from "./codeChanges";

const code = (id: string, html: string) => ({ id, type: "code", settings: { html, displaySource: false } });
const heading = (id: string, text: string) => ({ id, type: "heading", settings: { text, level: 2, align: "left" } });

describe("changedCodeBlocks", () => {
  it("names code blocks that are new or whose settings changed, matched by id", () => {
    const before = { blocks: [code("a", "<b>1</b>"), heading("h", "Hi")] };
    expect(changedCodeBlocks(before, { blocks: [heading("h", "Changed"), code("a", "<b>1</b>")] })).toEqual([]);
    expect(changedCodeBlocks(before, { blocks: [heading("h", "Hi")] })).toEqual([]);
    expect(changedCodeBlocks(before, { blocks: [code("a", "<script>x()</script>")] })).toEqual(["a"]);
    expect(changedCodeBlocks(before, { blocks: [code("a", "<b>1</b>"), code("b", "<b>2</b>")] })).toEqual(["b"]);
    expect(changedCodeBlocks(before, { blocks: [{ ...code("a", "<b>1</b>"), settings: { html: "<b>1</b>", displaySource: true } }] })).toEqual(["a"]);
  });

  it("treats a missing or unreadable stored draft as empty", () => {
    expect(changedCodeBlocks(null, { blocks: [code("a", "x")] })).toEqual(["a"]);
    expect(changedCodeBlocks("not json", { blocks: [code("a", "x")] })).toEqual(["a"]);
    expect(changedCodeBlocks({ blocks: [heading("a", "was a heading")] }, { blocks: [code("a", "x")] })).toEqual(["a"]);
  });
});
