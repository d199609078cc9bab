import type { GridPlace, PlacedBlock } from "./sectionModel";

function comparePlaces(a: GridPlace, b: GridPlace): number {
  return a.row - b.row || a.column - b.column;
}

/** Row, then column, then layer: the order of blocks nothing else tells apart. */
function byRowThenColumn(blocks: readonly PlacedBlock[]): PlacedBlock[] {
  return [...blocks].sort((a, b) => comparePlaces(a.desktop, b.desktop) || (a.layer ?? 0) - (b.layer ?? 0));
}

/** Whether a block spans across the line before column `line` (it starts left of it and ends right of it). */
function crossesColumnLine(block: PlacedBlock, line: number): boolean {
  return block.desktop.column < line && block.desktop.column + block.desktop.width > line;
}

/** The column lines between blocks: crossed by none, with blocks on both sides. */
function columnGaps(blocks: readonly PlacedBlock[]): number[] {
  const lines = new Set(blocks.map((block) => block.desktop.column).filter((line) => line > 1));
  return [...lines]
    .filter((line) => !blocks.some((block) => crossesColumnLine(block, line)))
    .filter((line) => blocks.some((block) => block.desktop.column + block.desktop.width <= line))
    .sort((a, b) => a - b);
}

/** Blocks in bands of rows, top to bottom: no block spans from one band into the next. */
function rowBands(blocks: readonly PlacedBlock[]): PlacedBlock[][] {
  const bands: PlacedBlock[][] = [];
  let end = 0;
  for (const block of byRowThenColumn(blocks)) {
    if (bands.length === 0 || block.desktop.row >= end) bands.push([]);
    bands[bands.length - 1]!.push(block);
    end = Math.max(end, block.desktop.row + block.desktop.height);
  }
  return bands;
}

/** Splits blocks at column lines into columns, left to right. */
function splitIntoColumns(blocks: readonly PlacedBlock[], gaps: readonly number[]): PlacedBlock[][] {
  const edges = [1, ...gaps, Number.POSITIVE_INFINITY];
  return edges.slice(1).map((edge, index) => blocks.filter((block) => block.desktop.column >= edges[index]! && block.desktop.column < edge));
}

/**
 * Reads blocks band by band; where a band stands in columns (blocks side by side with a gap
 * between them), the bands under it join it as long as they keep a gap on the same line, and the
 * columns are read one after the other, each the same way.
 */
function readBlocks(blocks: readonly PlacedBlock[]): PlacedBlock[] {
  if (blocks.length <= 1) return [...blocks];
  const bands = rowBands(blocks);
  const order: PlacedBlock[] = [];
  let index = 0;
  while (index < bands.length) {
    const group = [...bands[index]!];
    let gaps = columnGaps(group);
    index += 1;
    while (gaps.length > 0 && index < bands.length) {
      const joined = columnGaps([...group, ...bands[index]!]).filter((line) => gaps.includes(line));
      if (joined.length === 0) break;
      group.push(...bands[index]!);
      gaps = joined;
      index += 1;
    }
    if (gaps.length === 0) order.push(...byRowThenColumn(group));
    else for (const column of splitIntoColumns(group, gaps)) order.push(...readBlocks(column));
  }
  return order;
}

/**
 * A section's blocks in the order a reader goes through its columns: where blocks stand side by
 * side in columns (a heading over its text, three times across), each column is read top to
 * bottom before the next, so a heading stays with its text; everything else is read by row,
 * then column, then layer. A derived phone arrangement stacks the blocks in this order.
 */
export function columnReadingOrder(blocks: readonly PlacedBlock[]): PlacedBlock[] {
  return readBlocks(blocks);
}
