import { describe, expect, it } from "vitest";
import type { BlockInstance } from "../../../blocks/types";
import { canAdd, editorReducer, initialHistory, LAYOUT_FULL_MESSAGE, MAX_BLOCKS } from "./editorState";

const block = (n: number): BlockInstance => ({ id: String(n).padStart(24, "0"), type: "heading", settings: { text: `Heading ${n}`, level: 2, align: "left" } });
const texts = (blocks: BlockInstance[]) => blocks.map((b) => b.settings.text);

describe("block editor history", () => {
  it("adds, moves, updates and removes blocks, and undoes and redoes each step", () => {
    let state = initialHistory([block(1)]);
    state = editorReducer(state, { type: "add", block: block(2) });
    state = editorReducer(state, { type: "add", block: block(3), index: 0 });
    expect(texts(state.present)).toEqual(["Heading 3", "Heading 1", "Heading 2"]);
    state = editorReducer(state, { type: "move", from: 0, to: 2 });
    expect(texts(state.present)).toEqual(["Heading 1", "Heading 2", "Heading 3"]);
    state = editorReducer(state, { type: "remove", id: block(2).id });
    expect(texts(state.present)).toEqual(["Heading 1", "Heading 3"]);
    state = editorReducer(state, { type: "undo" });
    expect(texts(state.present)).toEqual(["Heading 1", "Heading 2", "Heading 3"]);
    state = editorReducer(state, { type: "undo" });
    expect(texts(state.present)).toEqual(["Heading 3", "Heading 1", "Heading 2"]);
    state = editorReducer(state, { type: "redo" });
    state = editorReducer(state, { type: "redo" });
    expect(texts(state.present)).toEqual(["Heading 1", "Heading 3"]);
    expect(editorReducer(state, { type: "redo" })).toBe(state);
  });

  it("undoes typing in one field as one step, and a new edit clears redo", () => {
    let state = initialHistory([block(1)]);
    for (const [i, text] of ["A", "Ab", "Abc"].entries()) {
      state = editorReducer(state, { type: "update", id: block(1).id, settings: { ...block(1).settings, text }, at: 1000 + i * 100 });
    }
    state = editorReducer(state, { type: "update", id: block(1).id, settings: { ...block(1).settings, text: "Later" }, at: 5000 });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: "undo" });
    expect(texts(state.present)).toEqual(["Abc"]);
    state = editorReducer(state, { type: "undo" });
    expect(texts(state.present)).toEqual(["Heading 1"]);
    state = editorReducer(state, { type: "add", block: block(2) });
    expect(state.future).toEqual([]);
  });

  it("refuses the 61st block", () => {
    let state = initialHistory(Array.from({ length: MAX_BLOCKS - 1 }, (_, i) => block(i)));
    expect(canAdd(state)).toBe(true);
    state = editorReducer(state, { type: "add", block: block(100) });
    expect(state.present).toHaveLength(60);
    expect(canAdd(state)).toBe(false);
    expect(editorReducer(state, { type: "add", block: block(101) })).toBe(state);
    expect(LAYOUT_FULL_MESSAGE).toBe("A page holds at most 60 blocks. Remove a block to add another.");
  });

  it("ignores moves out of range and loads a fresh history", () => {
    const state = initialHistory([block(1), block(2)]);
    expect(editorReducer(state, { type: "move", from: 0, to: 5 })).toBe(state);
    const loaded = editorReducer(editorReducer(state, { type: "remove", id: block(1).id }), { type: "load", blocks: [block(9)] });
    expect(loaded).toEqual(initialHistory([block(9)]));
  });
});
