import { describe, expect, it } from "vitest";
import { blockDefinitionFor } from "../../../blocks/registry";
import { sectionStyleSchema, type PlacedBlock, type Section } from "../../../blocks/sections/sectionModel";
import { renderFlowingSection, renderSections } from "./renderSections";

const context = { websiteId: "f".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };

function text(letter: string, row: number, animation?: PlacedBlock["animation"], width = 24): PlacedBlock {
  return {
    id: letter.repeat(24),
    type: "text",
    settings: blockDefinitionFor("text")!.schema.parse({ html: `<p>Text ${letter}</p>` }) as Record<string, unknown>,
    desktop: { column: 1, row, width, height: 1 },
    ...(animation ? { animation } : {}),
  };
}

const section = (blocks: PlacedBlock[]): Section => ({ id: "e".repeat(24), style: sectionStyleSchema.parse({}), blocks });

describe("animated blocks on the page", () => {
  it("mark an animated block's grid cell for the motion island, and leave the others unmarked", () => {
    const html = renderSections(
      [section([text("a", 1, "fade", 12), text("b", 2, undefined, 12), text("c", 3, "none", 12), text("d", 4, "scale", 12)])],
      context,
      null,
    );
    const cells = html.match(/<div class="tsr-cell"[^>]*>/g) ?? [];
    expect(cells).toEqual([
      '<div class="tsr-cell" style="--tsr-desktop:1 / 1 / span 1 / span 12;--tsr-phone:1 / 1 / span 1 / span 8" data-motion="fade" data-island="motion">',
      '<div class="tsr-cell" style="--tsr-desktop:2 / 1 / span 1 / span 12;--tsr-phone:2 / 1 / span 1 / span 8">',
      '<div class="tsr-cell" style="--tsr-desktop:3 / 1 / span 1 / span 12;--tsr-phone:3 / 1 / span 1 / span 8">',
      '<div class="tsr-cell" style="--tsr-desktop:4 / 1 / span 1 / span 12;--tsr-phone:4 / 1 / span 1 / span 8" data-motion="scale" data-island="motion">',
    ]);
  });

  it("wrap an animated block of blocks stacked full width, or of a post's column, in an element carrying its animation", () => {
    const html = renderSections([section([text("a", 1, "fade"), text("b", 2)])], context, null);
    expect(html).toMatch(/<div class="tsr-section__content tsr-blocks"><div class="tsr-motion" data-motion="fade" data-island="motion"><div id="block-a{24}"/);
  });

  it("wrap an animated block of a flowing column in an element carrying its animation", () => {
    const html = renderFlowingSection(section([text("a", 1, "expandable"), text("b", 2)]), context, null);
    expect(html).toMatch(
      /^<div class="tsr-motion" data-motion="expandable" data-island="motion"><div id="block-a{24}"[^]*?<\/div><\/div><div id="block-b{24}"/,
    );
  });
});
