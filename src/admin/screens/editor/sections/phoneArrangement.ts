import { columnReadingOrder } from "../../../../blocks/sections/columnReadingOrder";
import { GRID_COLUMNS, type Arrangement, type GridPlace, type PlacedBlock, type Section } from "../../../../blocks/sections/sectionModel";

/** Whether the owner has changed the section's phone arrangement, so it is kept rather than derived. */
export function hasOwnPhoneArrangement(section: Section): boolean {
  return section.blocks.some((block) => block.phone !== undefined);
}

/**
 * The phone places a section shows while its phone arrangement is derived: every block full
 * width, one row each, the desktop's columns read one after the other (a heading with its text).
 */
function derivedPhonePlaces(blocks: readonly PlacedBlock[]): Map<string, GridPlace> {
  return new Map(columnReadingOrder(blocks).map((block, index) => [block.id, { column: 1, row: index + 1, width: GRID_COLUMNS.phone, height: 1 }]));
}

/** Where a block sits in an arrangement, the phone's derived when the section keeps none of its own. */
export function placeIn(section: Section, block: PlacedBlock, arrangement: Arrangement): GridPlace {
  if (arrangement === "desktop") return block.desktop;
  return block.phone ?? derivedPhonePlaces(section.blocks).get(block.id)!;
}

/** The section's blocks with every phone place written out, as they are once the owner changes one. */
export function withPhonePlaces(section: Section): Section {
  if (hasOwnPhoneArrangement(section)) return section;
  const derived = derivedPhonePlaces(section.blocks);
  return { ...section, blocks: section.blocks.map((block) => ({ ...block, phone: derived.get(block.id)! })) };
}

/** The first free row under every block of an arrangement. */
export function nextFreeRow(section: Section, arrangement: Arrangement): number {
  const derived = arrangement === "phone" && !hasOwnPhoneArrangement(section) ? derivedPhonePlaces(section.blocks) : null;
  return section.blocks.reduce((end, block) => {
    const place = derived?.get(block.id) ?? (arrangement === "desktop" ? block.desktop : block.phone!);
    return Math.max(end, place.row + place.height);
  }, 1);
}
