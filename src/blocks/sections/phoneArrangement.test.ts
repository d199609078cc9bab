import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { phoneArrangement } from "./phoneArrangement";
import { desktopOrder } from "./readingOrder";
import type { GridPlace, PlacedBlock } from "./sectionModel";

const at = (row: number, column: number, width: number, height = 1): GridPlace => ({ row, column, width, height });

function placed(id: string, desktop: GridPlace, extra: Partial<PlacedBlock> = {}): PlacedBlock {
  return { id, type: "text", settings: {}, desktop, ...extra };
}

const ids = (blocks: { id: string }[]) => blocks.map((b) => b.id);

describe("desktop reading order", () => {
  it("reads by row, then column, then layer, keeping stored order for blocks at the same spot", () => {
    const blocks = [
      placed("right", at(1, 13, 12)),
      placed("below", at(2, 1, 24)),
      placed("front", at(1, 1, 12), { layer: 2 }),
      placed("back", at(1, 1, 12)),
      placed("twin", at(1, 1, 12)),
    ];
    expect(ids(desktopOrder(blocks))).toEqual(["back", "twin", "front", "right", "below"]);
  });
});

describe("the phone arrangement", () => {
  it("is derived while no block has a phone place: blocks stacked full width, one row each, in reading order", () => {
    const blocks = [placed("c", at(1, 17, 8)), placed("a", at(1, 1, 8)), placed("b", at(1, 9, 8)), placed("d", at(3, 1, 24, 2))];
    expect(phoneArrangement(blocks)).toEqual([
      { block: blocks[1], place: at(1, 1, 8) },
      { block: blocks[2], place: at(2, 1, 8) },
      { block: blocks[0], place: at(3, 1, 8) },
      { block: blocks[3], place: at(4, 1, 8) },
    ]);
  });

  it("follows the owner's phone places once set, read by phone row and column whatever the desktop order", () => {
    const blocks = [
      placed("a", at(1, 1, 12), { phone: at(3, 1, 8) }),
      placed("b", at(1, 13, 12), { phone: at(1, 5, 4) }),
      placed("c", at(2, 1, 24), { phone: at(1, 1, 4) }),
    ];
    expect(phoneArrangement(blocks).map(({ block, place }) => [block.id, place])).toEqual([
      ["c", at(1, 1, 4)],
      ["b", at(1, 5, 4)],
      ["a", at(3, 1, 8)],
    ]);
  });

  it("stays derived while some block has no phone place (the model gives every block one once the owner changes any)", () => {
    const blocks = [placed("a", at(1, 1, 24), { phone: at(2, 1, 8, 3) }), placed("b", at(2, 1, 24))];
    expect(phoneArrangement(blocks).map(({ block, place }) => [block.id, place])).toEqual([
      ["a", at(1, 1, 8)],
      ["b", at(2, 1, 8)],
    ]);
  });

  it("keeps desktop reading order among blocks the owner put on the same phone spot", () => {
    const blocks = [placed("b", at(1, 13, 12), { phone: at(1, 1, 8) }), placed("a", at(1, 1, 12), { phone: at(1, 1, 8) })];
    expect(ids(phoneArrangement(blocks).map(({ block }) => block))).toEqual(["a", "b"]);
  });
});

describe("the derived phone arrangement reads columns one after the other", () => {
  it("keeps each column's heading with its text, column by column, under the full-width title", () => {
    const blocks = [
      placed("title", at(1, 1, 24)),
      placed("h1", at(2, 1, 8)),
      placed("t1", at(3, 1, 8)),
      placed("h2", at(2, 9, 8)),
      placed("t2", at(3, 9, 8)),
      placed("h3", at(2, 17, 8)),
      placed("t3", at(3, 17, 8)),
      placed("map", at(4, 1, 24)),
    ];
    expect(ids(phoneArrangement(blocks).map(({ block }) => block))).toEqual(["title", "h1", "t1", "h2", "t2", "h3", "t3", "map"]);
  });

  it("reads by row where the rows below do not keep the columns' gap, and keeps a caption under its column", () => {
    const rows = [placed("a", at(1, 1, 8)), placed("b", at(1, 9, 8)), placed("c", at(1, 17, 8)), placed("wide", at(2, 1, 12)), placed("half", at(2, 13, 12))];
    expect(ids(phoneArrangement(rows).map(({ block }) => block))).toEqual(["a", "b", "c", "wide", "half"]);
    const captioned = [placed("a", at(1, 1, 8)), placed("b", at(1, 9, 8)), placed("c", at(1, 17, 8)), placed("caption", at(2, 1, 8))];
    expect(ids(phoneArrangement(captioned).map(({ block }) => block))).toEqual(["a", "caption", "b", "c"]);
  });

  it("stacks the café template's three columns as heading, its text, next heading, its text", () => {
    const site = JSON.parse(readFileSync(new URL("../../../templates/cafe/site.json", import.meta.url), "utf8")) as {
      collections: { layout?: { draft: { sections: { blocks: PlacedBlock[] }[] } } }[];
    };
    const sections = site.collections.flatMap((item) => item.layout?.draft.sections ?? []);
    const columns = sections.find((section) => section.blocks.filter((block) => block.type === "heading").length === 4)!;
    const types = phoneArrangement(columns.blocks).map(({ block }) => block.type);
    expect(types).toEqual(["heading", "heading", "text", "heading", "text", "heading", "text"]);
  });
});
