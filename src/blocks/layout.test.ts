import { describe, expect, it } from "vitest";
import { LIMITS } from "../domain/limits";
import { islandsOf, parseLayout } from "./layout";
import { renderableLayout } from "./renderableLayout";

const id = (n: number) => n.toString(16).padStart(24, "0");

describe("layouts", () => {
  it("fills defaults and keeps order", () => {
    const layout = parseLayout({
      blocks: [
        { id: id(1), type: "heading", settings: { text: "Hi" } },
        { id: id(2), type: "spacer" },
      ],
    });
    expect(layout.blocks).toEqual([
      { id: id(1), type: "heading", settings: { text: "Hi", level: 2, align: "left" } },
      { id: id(2), type: "spacer", settings: { height: 48 } },
    ]);
  });

  it("holds at most 60 blocks", () => {
    expect(LIMITS.content.maxBlocksPerLayout).toBe(60);
    const blocks = Array.from({ length: 61 }, (_, n) => ({ id: id(n + 1), type: "spacer", settings: {} }));
    expect(() => parseLayout({ blocks })).toThrow("blocks: A layout holds at most 60 blocks.");
    expect(parseLayout({ blocks: blocks.slice(0, 60) }).blocks).toHaveLength(60);
  });

  it("names the path of the first bad field", () => {
    expect(() => parseLayout({ blocks: [{ id: "nope", type: "spacer", settings: {} }] })).toThrow("blocks[0].id: must be 24 lowercase hex characters.");
    expect(() => parseLayout({ blocks: [{ id: id(1), type: "spacer", settings: { height: 2 } }] })).toThrow(/^blocks\[0\]\.settings\.height: /);
    expect(() => parseLayout({ blocks: [{ id: id(1), type: "spacer", settings: { colour: "red" } }] })).toThrow(/^blocks\[0\]\.settings/);
    expect(() => parseLayout({ blocks: [{ id: id(1), type: "nope", settings: {} }] })).toThrow("blocks[0].type: is not a known block type (nope).");
    expect(() =>
      parseLayout({
        blocks: [
          { id: id(1), type: "spacer" },
          { id: id(1), type: "spacer" },
        ],
      }),
    ).toThrow("blocks[1].id: is used by another block.");
    expect(() => parseLayout({ blocks: [], extra: 1 })).toThrow("extra: is not a layout field.");
    expect(() => parseLayout([], ["page"])).toThrow("page: must be an object with a blocks list.");
  });

  it("refuses links that could run script", () => {
    expect(() => parseLayout({ blocks: [{ id: id(1), type: "button", settings: { label: "Go", url: "javascript:alert(1)" } }] })).toThrow(
      /^blocks\[0\]\.settings\.url: /,
    );
  });

  it("lists each island a layout needs once", () => {
    const layout = parseLayout({
      blocks: [
        { id: id(1), type: "accordion", settings: { items: [{ title: "A" }] } },
        { id: id(2), type: "accordion", settings: { items: [{ title: "B" }] } },
        { id: id(3), type: "text", settings: {} },
      ],
    });
    expect(islandsOf(layout)).toEqual(["accordion"]);
    expect(islandsOf({ blocks: [] })).toEqual([]);
  });

  it("drops blocks that no longer fit when rendering, keeping the rest", () => {
    const { layout, dropped } = renderableLayout({
      blocks: [
        { id: id(1), type: "heading", settings: { text: "Kept" } },
        { id: id(2), type: "retired-block", settings: {} },
        { id: id(3), type: "heading", settings: { text: "" } },
      ],
    });
    expect(layout.blocks.map((b) => b.id)).toEqual([id(1)]);
    expect(dropped).toEqual([`retired-block:${id(2)}`, `heading:${id(3)}`]);
  });

  it("makes the renderable form of one stored layout object once, and of an equal new object afresh", () => {
    const stored = { blocks: [{ id: id(1), type: "heading", settings: { text: "Kept" } }] };
    const first = renderableLayout(stored);
    expect(renderableLayout(stored)).toBe(first);
    const again = renderableLayout(structuredClone(stored));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
