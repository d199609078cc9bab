import { describe, expect, it } from "vitest";
import { textSettingsOf, withText } from "./textSettings";

const section = {
  id: "a".repeat(24),
  style: {},
  blocks: [
    { id: "b".repeat(24), type: "heading", settings: { text: "Hello", level: 2, align: "left" }, desktop: { column: 1, row: 1, width: 24, height: 1 } },
    { id: "c".repeat(24), type: "spacer", settings: { height: 48 }, desktop: { column: 1, row: 2, width: 24, height: 1 } },
    {
      id: "d".repeat(24),
      type: "newsletter",
      settings: { formId: "e".repeat(24), title: "Join", description: "Monthly" },
      desktop: { column: 1, row: 3, width: 24, height: 1 },
    },
  ],
};

describe("the library's text settings", () => {
  it("lists the words of each block, never ids or numbers", () => {
    expect(textSettingsOf(section).map((s) => s.label)).toEqual(["1. Heading text", "3. Newsletter title", "3. Newsletter description"]);
  });

  it("changes one setting of one block", () => {
    const [, title] = textSettingsOf(section);
    const changed = withText(section, title!, "Stay in touch");
    expect(changed.blocks[2]!.settings).toEqual({ formId: "e".repeat(24), title: "Stay in touch", description: "Monthly" });
    expect(changed.blocks[0]).toBe(section.blocks[0]);
  });
});
