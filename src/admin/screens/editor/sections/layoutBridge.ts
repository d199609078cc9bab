import { DEFAULT_SECTION_STYLE, GRID_COLUMNS, isSharedPlacement, type PageSection } from "../../../../blocks/sections/sectionModel";
import type { BlockInstance } from "../../../../blocks/types";
import { desktopReadingOrder } from "./phoneArrangement";

/** The one section a stored list of blocks is shown as: stacked full width in order. */
export function sectionsOfBlocks(blocks: readonly BlockInstance[], sectionId: string): PageSection[] {
  return [
    {
      id: sectionId,
      style: DEFAULT_SECTION_STYLE,
      blocks: blocks.map((block, index) => ({ ...block, desktop: { column: 1, row: index + 1, width: GRID_COLUMNS.desktop, height: 1 } })),
    },
  ];
}

/** The page's own blocks, section by section in reading order: what a block list stores of it. */
export function blocksOfSections(sections: readonly PageSection[]): BlockInstance[] {
  return sections.flatMap((section) =>
    isSharedPlacement(section) ? [] : desktopReadingOrder(section.blocks).map(({ id, type, settings }) => ({ id, type, settings })),
  );
}
