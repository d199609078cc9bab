import { describe, expect, it } from "vitest";
import { LIMITS } from "../domain/limits";
import { islandsOf, parseLayout } from "./layout";
import { renderableLayout } from "./renderableLayout";
import { blocksOfLayout } from "./sections/readingOrder";
import { DEFAULT_SECTION_STYLE } from "./sections/sectionModel";

const id = (n: number) => n.toString(16).padStart(24, "0");
const place = (row: number, column = 1, width = 24, height = 1) => ({ column, row, width, height });
const spacer = (n: number, row = n) => ({ id: id(n), type: "spacer", settings: {}, desktop: place(row) });
const section = (n: number, blocks: unknown, extra: Record<string, unknown> = {}) => ({ id: id(1000 + n), blocks, ...extra });

describe("layouts of sections", () => {
  it("fills settings and section style defaults and keeps the sections and places given", () => {
    const layout = parseLayout({
      sections: [
        section(1, [{ id: id(1), type: "heading", settings: { text: "Hi" }, desktop: place(1, 3, 10, 2), phone: place(2, 1, 8), layer: 2 }]),
        section(2, [{ id: id(2), type: "spacer", desktop: place(1) }], { style: { height: "full", theme: "dark" } }),
        { id: id(1003), sharedSectionId: id(2000) },
      ],
    });
    expect(layout.sections).toEqual([
      {
        id: id(1001),
        style: DEFAULT_SECTION_STYLE,
        blocks: [
          {
            id: id(1),
            type: "heading",
            settings: { text: "Hi", level: 2, align: "left", shrinkToFit: false },
            desktop: place(1, 3, 10, 2),
            phone: place(2, 1, 8),
            layer: 2,
          },
        ],
      },
      {
        id: id(1002),
        style: { ...DEFAULT_SECTION_STYLE, height: "full", theme: "dark" },
        blocks: [{ id: id(2), type: "spacer", settings: { height: 48 }, desktop: place(1) }],
      },
      { id: id(1003), sharedSectionId: id(2000) },
    ]);
  });

  it("holds at most 60 blocks across all of a page's sections", () => {
    expect(LIMITS.content.maxBlocksPerLayout).toBe(60);
    const blocks = Array.from({ length: 61 }, (_, n) => spacer(n + 1));
    expect(() => parseLayout({ sections: [section(1, blocks.slice(0, 30)), section(2, blocks.slice(30))] })).toThrow(
      "sections: A layout holds at most 60 blocks.",
    );
    expect(blocksOfLayout(parseLayout({ sections: [section(1, blocks.slice(0, 30)), section(2, blocks.slice(30, 60))] }))).toHaveLength(60);
  });

  it("names the path of the first bad field", () => {
    const fails = (sections: unknown[]) => () => parseLayout({ sections });
    expect(fails([section(1, []), section(2, [{ ...spacer(1), desktop: place(1, 20, 10) }])])).toThrow(
      "sections[1].blocks[0].desktop.width: A block must end within the grid's 24 columns.",
    );
    expect(fails([section(1, [{ ...spacer(1), desktop: place(0) }])])).toThrow(/^sections\[0\]\.blocks\[0\]\.desktop\.row: /);
    expect(fails([section(1, [{ ...spacer(1), phone: place(1, 1, 9) }])])).toThrow(/^sections\[0\]\.blocks\[0\]\.phone\.width: /);
    expect(fails([section(1, [{ id: id(1), type: "spacer", settings: {} }])])).toThrow(
      "sections[0].blocks[0].desktop: must be a grid place with column, row, width and height.",
    );
    expect(fails([section(1, [{ ...spacer(1), layer: 100 }])])).toThrow("sections[0].blocks[0].layer: must be a whole number from 0 to 99.");
    expect(fails([section(1, [{ ...spacer(1), settings: { height: 2 } }])])).toThrow(/^sections\[0\]\.blocks\[0\]\.settings\.height: /);
    expect(fails([section(1, [{ ...spacer(1), type: "nope" }])])).toThrow("sections[0].blocks[0].type: is not a known block type (nope).");
    expect(fails([section(1, [{ ...spacer(1), width: 3 }])])).toThrow("sections[0].blocks[0].width: is not a block field.");
    expect(fails([section(1, [], { style: { height: "huge" } })])).toThrow(/^sections\[0\]\.style\.height: /);
    expect(fails([section(1, [], { colour: "red" })])).toThrow("sections[0].colour: is not a section field.");
    expect(fails([{ id: "nope", blocks: [] }])).toThrow("sections[0].id: must be 24 lowercase hex characters.");
    expect(fails([section(1, {})])).toThrow("sections[0].blocks: must be a list.");
    expect(fails([{ id: id(1), sharedSectionId: "x" }])).toThrow("sections[0].sharedSectionId: must be 24 lowercase hex characters.");
    expect(fails([{ id: id(1), sharedSectionId: id(2), blocks: [] }])).toThrow("sections[0].blocks: is not a shared section placement field.");
    expect(() => parseLayout({ sections: [], extra: 1 })).toThrow("extra: is not a layout field.");
    expect(() => parseLayout([], ["page"])).toThrow("page: must be an object with a sections list.");
  });

  it("keeps section ids and block ids unique across the page", () => {
    expect(() => parseLayout({ sections: [section(1, [spacer(1)]), section(2, [spacer(1)])] })).toThrow("sections[1].blocks[0].id: is used by another block.");
    expect(() => parseLayout({ sections: [section(1, []), { id: id(1001), sharedSectionId: id(5) }] })).toThrow("sections[1].id: is used by another section.");
  });

  it("takes phone places for every block of a section or for none", () => {
    const phoned = (n: number, row: number) => ({ ...spacer(n), phone: place(row, 1, 8) });
    expect(() => parseLayout({ sections: [section(1, [phoned(1, 2), spacer(2)])] })).toThrow(
      "sections[0].blocks[1].phone: is needed: once one block of a section has a phone place, every block has one.",
    );
    const layout = parseLayout({ sections: [section(1, [phoned(1, 2), phoned(2, 1)]), section(2, [spacer(3)])] });
    expect(blocksOfLayout(layout).map((b) => b.id)).toEqual([id(2), id(1), id(3)]);
  });

  it("lists blocks in reading order: the phone arrangement's, derived by reading the desktop's columns in turn, then by row, column and layer", () => {
    const blocks = [
      { ...spacer(1), desktop: place(2, 1, 12) },
      { ...spacer(2), desktop: place(1, 13, 12) },
      { ...spacer(3), desktop: place(1, 1, 12), layer: 1 },
      { ...spacer(4), desktop: place(1, 1, 12) },
    ];
    expect(blocksOfLayout(parseLayout({ sections: [section(1, blocks)] })).map((b) => b.id)).toEqual([id(4), id(3), id(1), id(2)]);
  });

  it("keeps a flowing layout to one section of its own with its blocks stacked full width", () => {
    const flowing = { flowing: true };
    expect(parseLayout({ sections: [section(1, [spacer(1), spacer(2)])] }, [], flowing).sections).toHaveLength(1);
    expect(() => parseLayout({ sections: [] }, [], flowing)).toThrow("sections: A flowing layout holds exactly one section.");
    expect(() => parseLayout({ sections: [section(1, []), section(2, [])] }, [], flowing)).toThrow("sections: A flowing layout holds exactly one section.");
    expect(() => parseLayout({ sections: [{ id: id(1), sharedSectionId: id(2) }] }, [], flowing)).toThrow(
      "sections[0]: A flowing layout cannot hold a shared section.",
    );
    expect(() => parseLayout({ sections: [section(1, [spacer(1), spacer(2, 3)])] }, [], flowing)).toThrow(
      "sections[0].blocks[1].desktop: must be full width on row 2 in a flowing layout.",
    );
    expect(() => parseLayout({ sections: [section(1, [{ ...spacer(1), phone: place(1, 1, 8) }])] }, [], flowing)).toThrow(
      "sections[0].blocks[0].phone: is not used in a flowing layout.",
    );
  });

  it("refuses links that could run script", () => {
    const button = { id: id(1), type: "button", settings: { label: "Go", url: "javascript:alert(1)" }, desktop: place(1) };
    expect(() => parseLayout({ sections: [section(1, [button])] })).toThrow(/^sections\[0\]\.blocks\[0\]\.settings\.url: /);
  });

  it("lists each island a layout needs once, across sections", () => {
    const layout = parseLayout({
      sections: [
        section(1, [{ id: id(1), type: "accordion", settings: { items: [{ title: "A" }] }, desktop: place(1) }]),
        section(2, [
          { id: id(2), type: "accordion", settings: { items: [{ title: "B" }] }, desktop: place(1) },
          { id: id(3), type: "text", settings: {}, desktop: place(2) },
        ]),
      ],
    });
    expect(islandsOf(layout)).toEqual(["accordion"]);
    expect(islandsOf({ sections: [] })).toEqual([]);
  });
});

describe("single-column layouts of the format before sections", () => {
  it("become one default section with their blocks stacked full width in order", () => {
    const layout = parseLayout(
      {
        blocks: [
          { id: id(1), type: "heading", settings: { text: "Hi" } },
          { id: id(2), type: "spacer" },
        ],
      },
      [],
      { flowing: true, legacySectionId: id(99) },
    );
    expect(layout).toEqual({
      sections: [
        {
          id: id(99),
          style: DEFAULT_SECTION_STYLE,
          blocks: [
            { id: id(1), type: "heading", settings: { text: "Hi", level: 2, align: "left", shrinkToFit: false }, desktop: place(1) },
            { id: id(2), type: "spacer", settings: { height: 48 }, desktop: place(2) },
          ],
        },
      ],
    });
    expect(parseLayout({ blocks: [] }).sections).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), style: DEFAULT_SECTION_STYLE, blocks: [] }]);
  });

  it("are checked with their own paths", () => {
    const blocks = Array.from({ length: 61 }, (_, n) => ({ id: id(n + 1), type: "spacer", settings: {} }));
    expect(() => parseLayout({ blocks })).toThrow("blocks: A layout holds at most 60 blocks.");
    expect(() => parseLayout({ blocks: [{ id: "nope", type: "spacer", settings: {} }] })).toThrow("blocks[0].id: must be 24 lowercase hex characters.");
    expect(() => parseLayout({ blocks: [{ id: id(1), type: "spacer", settings: {}, desktop: place(1) }] })).toThrow("blocks[0].desktop: is not a block field.");
    expect(() => parseLayout({ blocks: [], extra: 1 })).toThrow("extra: is not a layout field.");
  });
});

describe("renderable layouts", () => {
  it("drops blocks that no longer fit their schema or grid, keeping the rest, and falls back to the default style", () => {
    const { layout, dropped } = renderableLayout({
      sections: [
        {
          id: id(1001),
          style: { height: "enormous" },
          blocks: [
            { id: id(1), type: "heading", settings: { text: "Kept" }, desktop: place(1) },
            { id: id(2), type: "retired-block", settings: {}, desktop: place(2) },
            { id: id(3), type: "heading", settings: { text: "" }, desktop: place(3) },
            { id: id(4), type: "heading", settings: { text: "Off the grid" }, desktop: place(4, 20, 10) },
          ],
        },
        { id: id(1002), sharedSectionId: id(7) },
        { id: "bad", blocks: [] },
      ],
    });
    expect(layout.sections).toEqual([
      {
        id: id(1001),
        style: DEFAULT_SECTION_STYLE,
        blocks: [{ id: id(1), type: "heading", settings: { text: "Kept", level: 2, align: "left", shrinkToFit: false }, desktop: place(1) }],
      },
      { id: id(1002), sharedSectionId: id(7) },
    ]);
    expect(dropped).toEqual([`retired-block:${id(2)}`, `heading:${id(3)}`, `heading:${id(4)}`]);
  });

  it("derives the phone arrangement again when some of a section's blocks have no phone place", () => {
    const { layout } = renderableLayout({
      sections: [
        {
          id: id(1001),
          blocks: [
            { id: id(1), type: "spacer", settings: {}, desktop: place(1), phone: place(2, 1, 8) },
            { id: id(2), type: "spacer", settings: {}, desktop: place(2) },
          ],
        },
      ],
    });
    expect(blocksOfLayout(layout).map((b) => [b.id, b.phone])).toEqual([
      [id(1), undefined],
      [id(2), undefined],
    ]);
  });

  it("renders nothing of a stored value without sections", () => {
    expect(renderableLayout({ blocks: [] }).layout).toEqual({ sections: [] });
  });
});
