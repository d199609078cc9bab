import { newId } from "../../domain/ids";
import type { BlockInstance, Layout } from "../types";
import { DEFAULT_SECTION_STYLE, GRID_COLUMNS, type GridPlace, type Section } from "./sectionModel";

/** The desktop place of the block at `index` (0-based) of a stacked list: full width, one row each. */
export function stackedPlace(index: number): GridPlace {
  return { column: 1, row: index + 1, width: GRID_COLUMNS.desktop, height: 1 };
}

/**
 * One section with the default style holding `blocks` stacked full width in their order, with no
 * phone places (derived, so the same order): what a single-column page becomes, and the one
 * section of a flowing layout (posts and the other collections' items).
 */
export function stackedSection(blocks: readonly BlockInstance[], id: string = newId()): Section {
  return {
    id,
    style: DEFAULT_SECTION_STYLE,
    blocks: blocks.map((block, index) => ({ id: block.id, type: block.type, settings: block.settings, desktop: stackedPlace(index) })),
  };
}

/** A layout of one stacked section: a new page's or post's (with no blocks yet), or a post's flowing layout. */
export function stackedLayout(blocks: readonly BlockInstance[]): Layout {
  return { sections: [stackedSection(blocks)] };
}
