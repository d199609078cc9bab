import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_STYLE, type PageSection, type PlacedBlock, type Section } from "../../../../blocks/sections/sectionModel";
import { canAddBlocks, findBlock, initialSectionHistory, MAX_PAGE_BLOCKS, sectionReducer, type SectionHistory } from "./sectionEditorState";
import { copyBlock, copySection } from "./sectionCopies";

const id = (n: number) => n.toString(16).padStart(24, "0");
const block = (n: number, row: number, column = 1, width = 24): PlacedBlock => ({
  id: id(n),
  type: "text",
  settings: { n },
  desktop: { column, row, width, height: 1 },
});
const section = (n: number, blocks: PlacedBlock[]): Section => ({ id: id(1000 + n), style: DEFAULT_SECTION_STYLE, blocks });
const own = (state: SectionHistory, index = 0) => state.present[index] as Section;
let counter = 5000;
const makeId = () => id(counter++);

describe("section editor history", () => {
  it("adds, moves, styles and removes sections, and undoes and redoes each step", () => {
    let state = initialSectionHistory([section(1, [block(1, 1)])]);
    state = sectionReducer(state, { type: "insertSection", section: section(2, []), index: 1 });
    state = sectionReducer(state, { type: "moveSection", from: 1, to: 0 });
    expect(state.present.map((s) => s.id)).toEqual([id(1002), id(1001)]);
    state = sectionReducer(state, { type: "setSectionStyle", id: id(1002), style: { ...DEFAULT_SECTION_STYLE, theme: "dark", height: "full" }, at: 1000 });
    expect(own(state).style.theme).toBe("dark");
    state = sectionReducer(state, { type: "removeSection", id: id(1001) });
    expect(state.present).toHaveLength(1);
    state = sectionReducer(state, { type: "undo" });
    state = sectionReducer(state, { type: "undo" });
    expect(own(state).style.theme).toBe("light");
    state = sectionReducer(state, { type: "redo" });
    expect(own(state).style.theme).toBe("dark");
    expect(state.future).toHaveLength(1);
    expect(sectionReducer(state, { type: "moveSection", from: 0, to: 5 })).toBe(state);
  });

  it("adds a block under the section's others, full width, and places it on the desktop grid", () => {
    let state = initialSectionHistory([section(1, [block(1, 1), { ...block(2, 2), desktop: { column: 1, row: 2, width: 12, height: 3 } }])]);
    state = sectionReducer(state, { type: "addBlock", sectionId: id(1001), block: { id: id(3), type: "heading", settings: {} } });
    expect(findBlock(state.present, id(3))?.block.desktop).toEqual({ column: 1, row: 5, width: 24, height: 1 });
    state = sectionReducer(state, { type: "placeBlock", id: id(3), arrangement: "desktop", place: { column: 20, row: 1, width: 8, height: 2 } });
    expect(findBlock(state.present, id(3))?.block.desktop).toEqual({ column: 17, row: 1, width: 8, height: 2 });
    expect(own(state).blocks.every((b) => b.phone === undefined)).toBe(true);
    state = sectionReducer(state, { type: "undo" });
    expect(findBlock(state.present, id(3))?.block.desktop.row).toBe(5);
  });

  it("keeps the phone arrangement derived until one block changes on phone, then writes every block's phone place", () => {
    let state = initialSectionHistory([section(1, [block(1, 2), block(2, 1, 13, 12), block(3, 1, 1, 12)])]);
    state = sectionReducer(state, { type: "placeBlock", id: id(1), arrangement: "phone", place: { column: 1, row: 1, width: 4, height: 2 } });
    const phones = Object.fromEntries(own(state).blocks.map((b) => [b.settings.n, b.phone]));
    expect(phones).toEqual({
      1: { column: 1, row: 1, width: 4, height: 2 },
      3: { column: 1, row: 3, width: 8, height: 1 },
      2: { column: 1, row: 4, width: 8, height: 1 },
    });
    state = sectionReducer(state, { type: "placeBlock", id: id(2), arrangement: "desktop", place: { column: 1, row: 9, width: 24, height: 1 } });
    expect(findBlock(state.present, id(2))?.block.phone).toEqual({ column: 1, row: 4, width: 8, height: 1 });
    state = sectionReducer(state, { type: "addBlock", sectionId: id(1001), block: { id: id(4), type: "text", settings: {} } });
    expect(findBlock(state.present, id(4))?.block.phone).toEqual({ column: 1, row: 5, width: 8, height: 1 });
    state = sectionReducer(state, { type: "undo" });
    state = sectionReducer(state, { type: "undo" });
    state = sectionReducer(state, { type: "undo" });
    expect(own(state).blocks.every((b) => b.phone === undefined)).toBe(true);
  });

  it("undoes typing in a section's background description as one step", () => {
    let state = initialSectionHistory([section(1, [])]);
    const style = (alt: string) => ({
      ...DEFAULT_SECTION_STYLE,
      background: { kind: "image" as const, src: "/s/a/b.jpg", alt, focalPoint: { x: 0.5, y: 0.5 }, overlay: 0 },
    });
    for (const [i, alt] of ["B", "Be", "Bea"].entries())
      state = sectionReducer(state, { type: "setSectionStyle", id: id(1001), style: style(alt), at: 1000 + i * 100 });
    expect(state.past).toHaveLength(1);
    state = sectionReducer(state, { type: "undo" });
    expect(own(state).style).toEqual(DEFAULT_SECTION_STYLE);
  });

  it("undoes typing in one block's settings as one step", () => {
    let state = initialSectionHistory([section(1, [block(1, 1)])]);
    for (const [i, text] of ["A", "Ab", "Abc"].entries())
      state = sectionReducer(state, { type: "updateBlock", id: id(1), settings: { text }, at: 1000 + i * 100 });
    expect(state.past).toHaveLength(1);
    state = sectionReducer(state, { type: "updateBlock", id: id(1), settings: { text: "Later" }, at: 5000 });
    state = sectionReducer(state, { type: "undo" });
    expect(findBlock(state.present, id(1))?.block.settings).toEqual({ text: "Abc" });
    state = sectionReducer(state, { type: "undo" });
    expect(findBlock(state.present, id(1))?.block.settings).toEqual({ n: 1 });
  });

  it("duplicates and moves blocks between sections with fresh ids, and sets stacking layers", () => {
    let state = initialSectionHistory([section(1, [block(1, 1, 5, 8)]), section(2, [block(2, 1)])]);
    const copy = copyBlock(findBlock(state.present, id(1))!.block, makeId);
    state = sectionReducer(state, { type: "insertBlocks", sectionId: id(1001), blocks: [copy] });
    expect(own(state).blocks.map((b) => [b.id, b.desktop.row, b.desktop.column])).toEqual([
      [id(1), 1, 5],
      [copy.id, 2, 5],
    ]);
    state = sectionReducer(state, { type: "moveBlockToSection", id: id(1), sectionId: id(1002) });
    expect(own(state, 1).blocks.map((b) => [b.id, b.desktop.row])).toEqual([
      [id(2), 1],
      [id(1), 2],
    ]);
    state = sectionReducer(state, { type: "setLayer", id: id(1), layer: 3 });
    expect(findBlock(state.present, id(1))?.block.layer).toBe(3);
    state = sectionReducer(state, { type: "removeBlock", id: copy.id });
    expect(own(state).blocks).toHaveLength(0);
    expect(state.past).toHaveLength(4);
  });

  it("trades places with the neighbour in reading order, and keeps a flowing layout stacked whatever is done to it", () => {
    let state = initialSectionHistory([section(1, [block(1, 1, 1, 12), block(2, 1, 13, 12), block(3, 2)])]);
    state = sectionReducer(state, { type: "moveBlockInOrder", id: id(1), offset: 1, arrangement: "desktop" });
    expect(own(state).blocks.map((b) => [b.settings.n, b.desktop.column, b.desktop.row])).toEqual([
      [1, 13, 1],
      [2, 1, 1],
      [3, 1, 2],
    ]);
    expect(sectionReducer(state, { type: "moveBlockInOrder", id: id(3), offset: 1, arrangement: "desktop" })).toBe(state);

    let post = initialSectionHistory([section(1, [block(1, 1), block(2, 2), block(3, 3)])], { flowing: true });
    post = sectionReducer(post, { type: "removeBlock", id: id(2) });
    post = sectionReducer(post, {
      type: "insertBlocks",
      sectionId: id(1001),
      blocks: [{ ...block(4, 1, 5, 8), phone: { column: 1, row: 1, width: 4, height: 1 }, layer: 2 }],
    });
    post = sectionReducer(post, { type: "moveBlockInOrder", id: id(4), offset: -1, arrangement: "desktop" });
    expect(own(post).blocks.map((b) => [b.settings.n, b.desktop])).toEqual([
      [1, { column: 1, row: 1, width: 24, height: 1 }],
      [4, { column: 1, row: 2, width: 24, height: 1 }],
      [3, { column: 1, row: 3, width: 24, height: 1 }],
    ]);
    expect(own(post).blocks.every((b) => b.phone === undefined && b.layer === undefined)).toBe(true);
  });

  it("moves a block up and down in the phone arrangement only, from the derived order, leaving the desktop as it was", () => {
    const heading = (n: number, column: number) => ({ ...block(n, 1, column, 12), type: "heading" });
    const start = [heading(1, 1), block(2, 2, 1, 12), heading(3, 13), block(4, 2, 13, 12)];
    let state = initialSectionHistory([section(1, start)]);
    const phoneOrder = () => [...own(state).blocks].sort((a, b) => a.phone!.row - b.phone!.row).map((b) => b.settings.n);
    state = sectionReducer(state, { type: "moveBlockInOrder", id: id(3), offset: -1, arrangement: "phone" });
    expect(phoneOrder()).toEqual([1, 3, 2, 4]);
    state = sectionReducer(state, { type: "moveBlockInOrder", id: id(1), offset: 1, arrangement: "phone" });
    expect(phoneOrder()).toEqual([3, 1, 2, 4]);
    expect(own(state).blocks.map((b) => b.desktop)).toEqual(start.map((b) => b.desktop));
    expect(sectionReducer(state, { type: "moveBlockInOrder", id: id(3), offset: -1, arrangement: "phone" })).toBe(state);
    state = sectionReducer(state, { type: "undo" });
    expect(phoneOrder()).toEqual([1, 3, 2, 4]);
  });

  it("never drops a moved or resized block on another: the blocks it would cover move down under it, the rest stay", () => {
    const start = [block(1, 1, 1, 12), block(2, 1, 13, 12), block(3, 2, 1, 12), block(4, 3), { ...block(5, 1, 1, 12), layer: 1 }];
    let state = initialSectionHistory([section(1, start)]);
    state = sectionReducer(state, { type: "placeBlock", id: id(3), arrangement: "desktop", place: { column: 7, row: 1, width: 12, height: 1 } });
    const places = () => Object.fromEntries(own(state).blocks.map((b) => [b.settings.n, [b.desktop.column, b.desktop.row, b.desktop.width, b.desktop.height]]));
    expect(places()).toEqual({ 3: [7, 1, 12, 1], 1: [1, 2, 12, 1], 2: [13, 2, 12, 1], 4: [1, 3, 24, 1], 5: [1, 1, 12, 1] });
    state = sectionReducer(state, { type: "placeBlock", id: id(3), arrangement: "desktop", place: { column: 7, row: 1, width: 12, height: 2 } });
    expect(places()).toEqual({ 3: [7, 1, 12, 2], 1: [1, 3, 12, 1], 2: [13, 3, 12, 1], 4: [1, 4, 24, 1], 5: [1, 1, 12, 1] });
    state = sectionReducer(state, { type: "placeBlock", id: id(4), arrangement: "phone", place: { column: 1, row: 1, width: 8, height: 1 } });
    const phoneRows = Object.fromEntries(own(state).blocks.map((b) => [b.settings.n, b.phone!.row]));
    expect(
      new Set(
        Object.entries(phoneRows)
          .filter(([n]) => n !== "5")
          .map(([, row]) => row),
      ).size,
    ).toBe(4);
    expect(phoneRows[4]).toBe(1);
  });

  it("copies a section with new ids for it and its blocks, and a shared placement as another placement", () => {
    const original = section(1, [block(1, 1), block(2, 2)]);
    const copy = copySection(original, makeId) as Section;
    expect(copy.id).not.toBe(original.id);
    expect(copy.blocks.map((b) => b.id)).not.toContain(id(1));
    expect(copy.blocks.map((b) => b.settings)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(copySection({ id: id(9), sharedSectionId: id(77) }, makeId)).toEqual({ id: expect.not.stringMatching(id(9)), sharedSectionId: id(77) });
  });

  it("counts shared sections' blocks toward the page's limit and refuses what would pass it", () => {
    const many = Array.from({ length: MAX_PAGE_BLOCKS - 3 }, (_, i) => block(i + 1, i + 1));
    const shared: PageSection = { id: id(2000), sharedSectionId: id(3000) };
    let state = initialSectionHistory([section(1, many), shared], { sharedBlockCounts: { [id(3000)]: 2 } });
    expect(canAddBlocks(state)).toBe(true);
    state = sectionReducer(state, { type: "addBlock", sectionId: id(1001), block: { id: id(999), type: "text", settings: {} } });
    expect(canAddBlocks(state)).toBe(false);
    expect(sectionReducer(state, { type: "addBlock", sectionId: id(1001), block: { id: id(998), type: "text", settings: {} } })).toBe(state);
    expect(sectionReducer(state, { type: "insertSection", section: { id: id(2001), sharedSectionId: id(3000) }, index: 0 })).toBe(state);
    expect(sectionReducer(state, { type: "addBlock", sectionId: id(2000), block: { id: id(997), type: "text", settings: {} } })).toBe(state);
  });
});
