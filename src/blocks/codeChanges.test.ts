import { describe, expect, it } from "vitest";
import { changedCodeBlocks } from "./codeChanges";
import { stackedSection } from "./sections/stackedSection";
import type { BlockInstance, Layout } from "./types";

/** A layout of one section holding `blocks` stacked in order, as parseLayout gives it and the database keeps it. */
const stacked = (blocks: BlockInstance[]): Layout => ({ sections: [stackedSection(blocks)] });

const code = (id: string, html: string) => ({ id, type: "code", settings: { html, displaySource: false } });
const heading = (id: string, text: string) => ({ id, type: "heading", settings: { text, level: 2, align: "left" } });

describe("changedCodeBlocks", () => {
  it("names code blocks that are new or whose settings changed, matched by id", () => {
    const before = stacked([code("a", "<b>1</b>"), heading("h", "Hi")]);
    expect(changedCodeBlocks(before, stacked([heading("h", "Changed"), code("a", "<b>1</b>")]))).toEqual([]);
    expect(changedCodeBlocks(before, stacked([heading("h", "Hi")]))).toEqual([]);
    expect(changedCodeBlocks(before, stacked([code("a", "<script>x()</script>")]))).toEqual(["a"]);
    expect(changedCodeBlocks(before, stacked([code("a", "<b>1</b>"), code("b", "<b>2</b>")]))).toEqual(["b"]);
    expect(changedCodeBlocks(before, stacked([{ ...code("a", "<b>1</b>"), settings: { html: "<b>1</b>", displaySource: true } }]))).toEqual(["a"]);
  });

  it("looks at the blocks of every section, before and after", () => {
    const before: Layout = { sections: [stacked([heading("h", "Hi")]).sections[0]!, stacked([code("a", "<b>1</b>")]).sections[0]!] };
    expect(changedCodeBlocks(before, stacked([code("a", "<b>1</b>"), heading("h", "Hi")]))).toEqual([]);
    const after: Layout = { sections: [...before.sections, stacked([code("b", "<b>2</b>")]).sections[0]!] };
    expect(changedCodeBlocks(before, after)).toEqual(["b"]);
  });

  it("treats a missing or unreadable stored draft as empty", () => {
    expect(changedCodeBlocks(null, stacked([code("a", "x")]))).toEqual(["a"]);
    expect(changedCodeBlocks("not json", stacked([code("a", "x")]))).toEqual(["a"]);
    expect(changedCodeBlocks(stacked([heading("a", "was a heading")]), stacked([code("a", "x")]))).toEqual(["a"]);
  });
});
