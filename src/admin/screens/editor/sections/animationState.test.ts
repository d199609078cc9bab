import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_STYLE, type PlacedBlock, type Section } from "../../../../blocks/sections/sectionModel";
import { findBlock, initialSectionHistory, sectionReducer } from "./sectionEditorState";

const id = (n: number) => n.toString(16).padStart(24, "0");
const block: PlacedBlock = { id: id(1), type: "text", settings: {}, desktop: { column: 1, row: 1, width: 24, height: 1 } };
const section: Section = { id: id(1001), style: DEFAULT_SECTION_STYLE, blocks: [block] };

describe("a block's animation in the editor", () => {
  it("is set, changed and removed as an undoable step, and choosing the same one changes nothing", () => {
    let state = initialSectionHistory([section]);
    state = sectionReducer(state, { type: "setAnimation", id: id(1), animation: "fade" });
    expect(findBlock(state.present, id(1))?.block.animation).toBe("fade");
    expect(sectionReducer(state, { type: "setAnimation", id: id(1), animation: "fade" })).toBe(state);
    state = sectionReducer(state, { type: "setAnimation", id: id(1), animation: "scale" });
    state = sectionReducer(state, { type: "setAnimation", id: id(1), animation: "none" });
    expect(findBlock(state.present, id(1))?.block).toEqual(block);
    state = sectionReducer(state, { type: "undo" });
    expect(findBlock(state.present, id(1))?.block.animation).toBe("scale");
    expect(state.past).toHaveLength(2);
  });
});
