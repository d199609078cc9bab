import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/errors";
import { newId } from "../../domain/ids";
import { parseSection } from "./sectionCheck";

const block = (overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  type: "heading",
  settings: { text: "Hello" },
  desktop: { column: 1, row: 1, width: 24, height: 1 },
  ...overrides,
});

function problemOf(value: unknown): Record<string, string> | undefined {
  try {
    parseSection(value, ["section"]);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  return undefined;
}

describe("parseSection", () => {
  it("fills the style and settings defaults", () => {
    const section = parseSection({ id: newId(), style: {}, blocks: [block()] });
    expect(section.style.height).toBe("fit");
    expect(section.blocks[0]!.settings).toEqual({ text: "Hello", level: 2, align: "left", shrinkToFit: false });
  });

  it("names the path of a block that leaves the grid", () => {
    expect(problemOf({ id: newId(), style: {}, blocks: [block({ desktop: { column: 20, row: 1, width: 8, height: 1 } })] })).toEqual({
      "section.blocks[0].desktop.width": "A block must end within the grid's 24 columns.",
    });
  });

  it("refuses phone places on some blocks only", () => {
    const blocks = [block({ phone: { column: 1, row: 1, width: 8, height: 1 } }), block()];
    expect(problemOf({ id: newId(), style: {}, blocks })).toEqual({ "section.blocks": "Give every block a phone place, or none." });
  });

  it("refuses a repeated block id and an unknown type", () => {
    const repeated = block();
    expect(problemOf({ id: newId(), style: {}, blocks: [repeated, repeated] })).toEqual({ "section.blocks[1].id": "is used by another block." });
    expect(problemOf({ id: newId(), style: {}, blocks: [block({ type: "sundial" })] })).toEqual({
      "section.blocks[0].type": "is not a known block type (sundial).",
    });
  });
});
