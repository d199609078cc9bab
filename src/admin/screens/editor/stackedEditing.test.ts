import { describe, expect, it } from "vitest";
import { parseLayout } from "../../../blocks/layout";
import { DEFAULT_SECTION_STYLE, type Section } from "../../../blocks/sections/sectionModel";
import type { BlockInstance, Layout } from "../../../blocks/types";
import { editableBlocks, layoutWithBlocks } from "./stackedEditing";

const id = (n: number) => n.toString(16).padStart(24, "0");
const place = (row: number, column = 1, width = 24) => ({ column, row, width, height: 1 });
const text = (n: number): BlockInstance => ({ id: id(n), type: "spacer", settings: { height: 48 } });
const placed = (n: number, desktop = place(n), extra: Record<string, unknown> = {}) => ({ ...text(n), desktop, ...extra });

/** A page of a stacked section, a shared section and a section with blocks side by side and phone places. */
const page: Layout = parseLayout({
  sections: [
    { id: id(101), style: { theme: "dark" }, blocks: [placed(1), placed(2)] },
    { id: id(102), sharedSectionId: id(900) },
    {
      id: id(103),
      blocks: [placed(3, place(1, 1, 12), { phone: place(2, 1, 8) }), placed(4, place(1, 13, 12), { phone: place(1, 1, 8), layer: 1 })],
    },
  ],
});

describe("editing a page's sections as one list", () => {
  it("lists every block of the page's own sections in reading order", () => {
    expect(editableBlocks(page).map((b) => b.id)).toEqual([id(1), id(2), id(4), id(3)]);
  });

  it("gives back the same layout when nothing changed", () => {
    expect(layoutWithBlocks(page, editableBlocks(page))).toEqual(page);
  });

  it("keeps styles, shared placements and places while settings change", () => {
    const blocks = editableBlocks(page).map((b) => (b.id === id(3) ? { ...b, settings: { height: 96 } } : b));
    const edited = layoutWithBlocks(page, blocks);
    expect(edited.sections[1]).toEqual({ id: id(102), sharedSectionId: id(900) });
    expect(edited.sections[2]).toEqual({
      ...page.sections[2],
      blocks: [{ ...placed(3, place(1, 1, 12), { phone: place(2, 1, 8) }), settings: { height: 96 } }, (page.sections[2] as Section).blocks[1]],
    });
    expect(edited.sections[0]).toEqual(page.sections[0]);
  });

  it("restacks a stacked section in the list's order and hands places over when blocks on a grid are reordered", () => {
    const [one, two, four, three] = editableBlocks(page);
    const edited = layoutWithBlocks(page, [two!, one!, three!, four!]);
    expect(edited.sections[0]).toEqual({ id: id(101), style: { ...DEFAULT_SECTION_STYLE, theme: "dark" }, blocks: [placed(2, place(1)), placed(1, place(2))] });
    expect(edited.sections[2]).toEqual({
      id: id(103),
      style: DEFAULT_SECTION_STYLE,
      blocks: [placed(3, place(1, 13, 12), { phone: place(1, 1, 8), layer: 1 }), placed(4, place(1, 1, 12), { phone: place(2, 1, 8) })],
    });
    expect(editableBlocks(edited).map((b) => b.id)).toEqual([id(2), id(1), id(3), id(4)]);
  });

  it("adds a new block to the section of the block before it: restacked, or full width on the next row", () => {
    const [one, two, four, three] = editableBlocks(page);
    const edited = layoutWithBlocks(page, [one!, text(5), two!, four!, three!, text(6)]);
    expect(edited.sections[0]).toEqual({ ...page.sections[0], blocks: [placed(1, place(1)), placed(5, place(2)), placed(2, place(3))] });
    expect((edited.sections[2] as { blocks: unknown[] }).blocks[2]).toEqual(placed(6, place(2), { phone: place(3, 1, 8) }));
    expect(() => parseLayout(edited)).not.toThrow();
  });

  it("puts a new block on the grid's last row when the section already reaches it", () => {
    const low = parseLayout({ sections: [{ id: id(101), blocks: [placed(1, { column: 1, row: 400, width: 12, height: 1 })] }] });
    const edited = layoutWithBlocks(low, [...editableBlocks(low), text(2)]);
    expect((edited.sections[0] as Section).blocks[1]!.desktop).toEqual(place(400));
    expect(() => parseLayout(edited)).not.toThrow();
  });

  it("removes blocks, keeping the places of the others on a grid", () => {
    const [one, , four] = editableBlocks(page);
    const edited = layoutWithBlocks(page, [one!, four!]);
    expect(edited.sections[0]).toEqual({ ...page.sections[0], blocks: [placed(1, place(1))] });
    expect(edited.sections[2]).toEqual({ ...page.sections[2], blocks: [(page.sections[2] as Section).blocks[1]] });
  });

  it("gives a page without a section of its own a section for its first block", () => {
    const edited = layoutWithBlocks({ sections: [{ id: id(102), sharedSectionId: id(900) }] }, [text(1)]);
    expect(edited.sections).toEqual([
      { id: id(102), sharedSectionId: id(900) },
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), style: DEFAULT_SECTION_STYLE, blocks: [placed(1, place(1))] },
    ]);
  });
});
