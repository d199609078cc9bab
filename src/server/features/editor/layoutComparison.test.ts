import { describe, expect, it } from "vitest";
import { compareLayouts } from "./layoutComparison";

const text = (id: string, html: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", settings: { html }, ...extra });
const place = (row: number, column = 1) => ({ column, row, width: 24, height: 1 });
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe("comparing a version with the draft", () => {
  it("names nothing when the layouts differ only in key order", () => {
    const comparison = compareLayouts(
      { blocks: [{ id: "a", type: "text", settings: { html: "<p>A</p>", size: 1 } }] },
      {
        blocks: [{ settings: { size: 1, html: "<p>A</p>" }, type: "text", id: "a" }],
      },
    );
    expect(comparison.same).toBe(true);
  });

  it("finds blocks added, removed and changed in a single list, with their type's name", () => {
    const comparison = compareLayouts({ blocks: [text("a", "A"), text("b", "B")] }, { blocks: [text("a", "A2"), { id: "c", type: "heading", settings: {} }] });
    expect(comparison.blocksAdded).toEqual([{ id: "c", type: "heading", label: "Heading", detail: "", was: "" }]);
    expect(comparison.blocksRemoved).toEqual([{ id: "b", type: "text", label: "Text", detail: "B", was: "B" }]);
    expect(comparison.blocksChanged).toEqual([{ id: "a", type: "text", label: "Text", detail: "A2", was: "A" }]);
    expect(comparison.blocksMoved).toEqual([]);
    expect(comparison.same).toBe(false);
  });

  it("calls a block whose animation alone was set or changed changed", () => {
    const comparison = compareLayouts(
      { blocks: [text("a", "A"), text("b", "B", { animation: "fade" })] },
      { blocks: [text("a", "A", { animation: "scale" }), text("b", "B", { animation: "expandable" })] },
    );
    expect(ids(comparison.blocksChanged)).toEqual(["a", "b"]);
    expect(compareLayouts({ blocks: [text("a", "A", { animation: "fade" })] }, { blocks: [text("a", "A", { animation: "fade" })] }).same).toBe(true);
  });

  it("calls only the block taken out of order moved, not the ones an insertion shifts", () => {
    const from = { blocks: ["a", "b", "c", "d"].map((id) => text(id, id)) };
    const to = { blocks: ["x", "b", "c", "d", "a"].map((id) => text(id, id)) };
    const comparison = compareLayouts(from, to);
    expect(ids(comparison.blocksMoved)).toEqual(["a"]);
    expect(ids(comparison.blocksAdded)).toEqual(["x"]);
  });

  it("reads sections: blocks moved to another section or grid place, sections added and removed, shared sections", () => {
    const from = {
      sections: [
        { id: "s1", style: {}, blocks: [text("a", "A", { desktop: place(1) }), text("b", "B", { desktop: place(2) })] },
        { id: "s2", style: {}, blocks: [text("c", "C", { desktop: place(1) })] },
      ],
    };
    const to = {
      sections: [
        { id: "s1", style: {}, blocks: [text("a", "A", { desktop: place(1, 3) }), text("c", "C", { desktop: place(2) })] },
        { id: "s3", style: {}, blocks: [text("b", "B", { desktop: place(2) })] },
        { id: "s4", sharedSectionId: "shared" },
      ],
    };
    const comparison = compareLayouts(from, to);
    expect(ids(comparison.blocksMoved).sort()).toEqual(["a", "b", "c"]);
    expect(comparison.blocksChanged).toEqual([]);
    expect(comparison.sectionsAdded).toEqual([
      { id: "s3", blocks: 1 },
      { id: "s4", blocks: null },
    ]);
    expect(comparison.sectionsRemoved).toEqual([{ id: "s2", blocks: 1 }]);
  });

  it("compares a single list with sections by block id, whichever shape each is in", () => {
    const comparison = compareLayouts(
      { blocks: [text("a", "A"), text("b", "B")] },
      { sections: [{ id: "s1", style: {}, blocks: [text("a", "A", { desktop: place(1) })] }] },
    );
    expect(ids(comparison.blocksRemoved)).toEqual(["b"]);
    expect(ids(comparison.blocksMoved)).toEqual(["a"]);
    expect(ids(comparison.sectionsAdded)).toEqual(["s1"]);
  });

  it("takes anything that is not a layout as empty", () => {
    expect(compareLayouts(null, { blocks: [text("a", "A"), "junk"] }).blocksAdded.map((b) => b.id)).toEqual(["a"]);
  });
});
