import type { LayoutComparison } from "../../../api/layoutHistory";

function names(blocks: { label: string }[]): string {
  return blocks.map((block) => block.label).join(", ");
}

function sections(count: number): string {
  return count === 1 ? "1 section" : `${count} sections`;
}

/**
 * A comparison as sentences an owner reads: what the current draft added, removed, changed and
 * moved since the version, by block type, and the sections it added or removed.
 */
export function comparisonLines(comparison: LayoutComparison): string[] {
  if (comparison.same) return ["The draft is the same as this version."];
  const lines: string[] = [];
  if (comparison.blocksAdded.length > 0) lines.push(`Added since: ${names(comparison.blocksAdded)}`);
  if (comparison.blocksRemoved.length > 0) lines.push(`Removed since: ${names(comparison.blocksRemoved)}`);
  if (comparison.blocksChanged.length > 0) lines.push(`Changed since: ${names(comparison.blocksChanged)}`);
  if (comparison.blocksMoved.length > 0) lines.push(`Moved since: ${names(comparison.blocksMoved)}`);
  if (comparison.sectionsAdded.length > 0) lines.push(`${sections(comparison.sectionsAdded.length)} added since`);
  if (comparison.sectionsRemoved.length > 0) lines.push(`${sections(comparison.sectionsRemoved.length)} removed since`);
  return lines;
}
