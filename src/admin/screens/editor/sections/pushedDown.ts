import type { Arrangement, GridPlace, PlacedBlock } from "../../../../blocks/sections/sectionModel";

/** Whether two places share at least one cell. */
function overlap(a: GridPlace, b: GridPlace): boolean {
  return a.column < b.column + b.width && b.column < a.column + a.width && a.row < b.row + b.height && b.row < a.row + a.height;
}

/**
 * A section's blocks after one of them was put at a new place in an arrangement: a block it now
 * covers moves down to just under it, and so on for the blocks those cover in turn, so a move
 * never drops a block on another; blocks it does not touch stay where they are. Blocks on
 * another layer than the moved one are left alone: laying a block over another on purpose is
 * what layers are for. Every block must have a place in the arrangement.
 */
export function pushedDown(blocks: readonly PlacedBlock[], movedId: string, arrangement: Arrangement): PlacedBlock[] {
  const moved = blocks.find((block) => block.id === movedId);
  if (!moved) return [...blocks];
  const placeOf = (block: PlacedBlock) => block[arrangement]!;
  const settled: PlacedBlock[] = [moved];
  const others = blocks.filter((block) => block !== moved).sort((a, b) => placeOf(a).row - placeOf(b).row || placeOf(a).column - placeOf(b).column);
  const kept = new Map<string, PlacedBlock>([[moved.id, moved]]);
  for (const block of others) {
    const place = { ...placeOf(block) };
    let covering = settled.filter((other) => (other.layer ?? 0) === (block.layer ?? 0) && overlap(placeOf(other), place));
    while (covering.length > 0) {
      place.row = Math.max(...covering.map((other) => placeOf(other).row + placeOf(other).height));
      covering = settled.filter((other) => (other.layer ?? 0) === (block.layer ?? 0) && overlap(placeOf(other), place));
    }
    const placed = place.row === placeOf(block).row ? block : { ...block, [arrangement]: place };
    settled.push(placed);
    kept.set(block.id, placed);
  }
  return blocks.map((block) => kept.get(block.id)!);
}
