import type { LayoutComparison } from "../../../api/layoutHistory";

type ComparedBlock = LayoutComparison["blocksAdded"][number];

/** A block as a line names it: its type, then its content line in quotes when it has one. */
function named(block: ComparedBlock, line = block.detail): string {
  return line ? `${block.label} “${line}”` : block.label;
}

function names(blocks: ComparedBlock[]): string {
  return blocks.map((block) => named(block)).join(", ");
}

/** A changed block: what its line was in the version and what it is in the draft, when that differs. */
function changes(blocks: ComparedBlock[]): string {
  return blocks.map((block) => (block.was && block.was !== block.detail ? `${named(block, block.was)} → “${block.detail}”` : named(block))).join(", ");
}

function sections(count: number): string {
  return count === 1 ? "1 section" : `${count} sections`;
}

/**
 * A comparison as sentences an owner reads: what the current draft added, removed, changed and
 * moved since the version, each block by its type and content line (a changed one's line before
 * and after), and the sections it added or removed.
 */
export function comparisonLines(comparison: LayoutComparison): string[] {
  if (comparison.same) return ["The draft is the same as this version."];
  const lines: string[] = [];
  if (comparison.blocksAdded.length > 0) lines.push(`Added since: ${names(comparison.blocksAdded)}`);
  if (comparison.blocksRemoved.length > 0) lines.push(`Removed since: ${names(comparison.blocksRemoved)}`);
  if (comparison.blocksChanged.length > 0) lines.push(`Changed since: ${changes(comparison.blocksChanged)}`);
  if (comparison.blocksMoved.length > 0) lines.push(`Moved since: ${names(comparison.blocksMoved)}`);
  if (comparison.sectionsAdded.length > 0) lines.push(`${sections(comparison.sectionsAdded.length)} added since`);
  if (comparison.sectionsRemoved.length > 0) lines.push(`${sections(comparison.sectionsRemoved.length)} removed since`);
  return lines;
}
