import type { z } from "zod";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import type { layoutComparisonSchema } from "../../../domain/api/layoutHistory";

/** What changed between two layouts, as the compare route answers it (without the version's id). */
export type LayoutComparison = Omit<z.output<typeof layoutComparisonSchema>, "versionId">;

/** A block as a comparison sees it: where it is and what it holds. */
interface ListedBlock {
  id: string;
  type: string;
  /** Its settings (and its animation, when it has one), written with sorted keys so equal settings compare equal. */
  content: string;
  /** The short line of its content its block type writes. */
  detail: string;
  /** The section holding it; null in a layout that is a single list of blocks. */
  sectionId: string | null;
  /** Its grid places (desktop, phone, layer), or null when it has none. */
  place: string | null;
}

/** A section as a comparison sees it; null blocks for a shared section, whose blocks live elsewhere. */
interface ListedSection {
  id: string;
  blocks: number | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON text with object keys sorted, so two values that only differ in key order are equal. */
function canonical(value: unknown): string {
  const sorted = (v: unknown): Json => {
    if (Array.isArray(v)) return v.map(sorted);
    if (isRecord(v))
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((key) => [key, sorted(v[key])]),
      );
    return (v ?? null) as Json;
  };
  return JSON.stringify(sorted(value));
}

/** The block list's line for a block's settings, cut to 80 characters; empty when its type writes none. */
function detailOf(type: string, settings: unknown): string {
  const summary = blockSchemaFor(type)?.summary;
  if (!summary || !isRecord(settings)) return "";
  let line: string;
  try {
    line = summary(settings);
  } catch {
    return "";
  }
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

function listBlock(raw: unknown, sectionId: string | null): ListedBlock | null {
  if (!isRecord(raw) || typeof raw.id !== "string") return null;
  const placed = raw.desktop !== undefined || raw.phone !== undefined || raw.layer !== undefined;
  const type = typeof raw.type === "string" ? raw.type : "";
  return {
    id: raw.id,
    type,
    content: canonical(raw.animation === undefined ? (raw.settings ?? {}) : { settings: raw.settings ?? {}, animation: raw.animation }),
    detail: detailOf(type, raw.settings),
    sectionId,
    place: placed ? canonical({ desktop: raw.desktop, phone: raw.phone, layer: raw.layer }) : null,
  };
}

/**
 * The blocks and sections of a stored layout in reading order. Both shapes are read: a single
 * list of blocks (`{blocks}`) and sections holding blocks (`{sections: [{id, style, blocks}]}`),
 * where a shared section (`{id, sharedSectionId}`) counts as a section without blocks of its own.
 */
function listLayout(layout: unknown): { blocks: ListedBlock[]; sections: ListedSection[] } {
  const blocks: ListedBlock[] = [];
  const sections: ListedSection[] = [];
  if (!isRecord(layout)) return { blocks, sections };
  if (Array.isArray(layout.sections)) {
    for (const section of layout.sections) {
      if (!isRecord(section) || typeof section.id !== "string") continue;
      const own = Array.isArray(section.blocks) ? section.blocks : null;
      sections.push({ id: section.id, blocks: own === null ? null : own.length });
      for (const raw of own ?? []) {
        const block = listBlock(raw, section.id);
        if (block) blocks.push(block);
      }
    }
  }
  if (Array.isArray(layout.blocks)) {
    for (const raw of layout.blocks) {
      const block = listBlock(raw, null);
      if (block) blocks.push(block);
    }
  }
  return { blocks, sections };
}

/** The ids of the longest run of `a` that `b` keeps in the same order (longest common subsequence). */
function keptInOrder(a: string[], b: string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

type ComparedBlock = LayoutComparison["blocksAdded"][number];

/** How a comparison names a block: by its type's name and content line, now and in the version. */
function named(block: ListedBlock, version: ListedBlock = block): ComparedBlock {
  return { id: block.id, type: block.type, label: blockSchemaFor(block.type)?.label ?? "Unknown block", detail: block.detail, was: version.detail };
}

/**
 * What changed from one layout (`from`, a published version) to another (`to`, the draft):
 * blocks added, removed, changed (type or settings) and moved (to another section, another grid
 * place, or, where blocks have no places, out of their order among the blocks both keep), and
 * sections added and removed. Blocks and sections are matched by id; the layouts are read as
 * plain data, so any stored version can be compared.
 */
export function compareLayouts(from: unknown, to: unknown): LayoutComparison {
  const before = listLayout(from);
  const after = listLayout(to);
  const beforeById = new Map(before.blocks.map((block) => [block.id, block]));
  const afterIds = new Set(after.blocks.map((block) => block.id));
  const common = after.blocks.filter((block) => beforeById.has(block.id));
  const unplacedOrder = (blocks: ListedBlock[]) =>
    blocks.filter((block) => block.place === null && common.some((c) => c.id === block.id)).map((block) => block.id);
  const inOrder = keptInOrder(unplacedOrder(before.blocks), unplacedOrder(after.blocks));
  const moved = common.filter((block) => {
    const old = beforeById.get(block.id)!;
    if (old.sectionId !== block.sectionId || old.place !== block.place) return true;
    return block.place === null && !inOrder.has(block.id);
  });
  const beforeSections = new Set(before.sections.map((section) => section.id));
  const afterSections = new Set(after.sections.map((section) => section.id));
  const comparison: LayoutComparison = {
    blocksAdded: after.blocks.filter((block) => !beforeById.has(block.id)).map((block) => named(block)),
    blocksRemoved: before.blocks.filter((block) => !afterIds.has(block.id)).map((block) => named(block)),
    blocksChanged: common
      .filter((block) => block.type !== beforeById.get(block.id)!.type || block.content !== beforeById.get(block.id)!.content)
      .map((block) => named(block, beforeById.get(block.id))),
    blocksMoved: moved.map((block) => named(block, beforeById.get(block.id))),
    sectionsAdded: after.sections.filter((section) => !beforeSections.has(section.id)),
    sectionsRemoved: before.sections.filter((section) => !afterSections.has(section.id)),
    same: false,
  };
  comparison.same =
    comparison.blocksAdded.length +
      comparison.blocksRemoved.length +
      comparison.blocksChanged.length +
      comparison.blocksMoved.length +
      comparison.sectionsAdded.length +
      comparison.sectionsRemoved.length ===
    0;
  return comparison;
}
