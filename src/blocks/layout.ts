import type { z } from "zod";
import { invalid } from "../domain/errors";
import { isId } from "../domain/ids";
import { LIMITS } from "../domain/limits";
import { MOTION_ISLAND, usesMotion } from "./motion/motionModel";
import { blockAnimationSchema } from "./motion/motionSchema";
import { blockSchemaFor } from "./schemaRegistry";
import { blocksOfLayout } from "./sections/readingOrder";
import { GRID_COLUMNS, gridPlaceSchema, MAX_LAYER, sectionStyleSchema, type GridPlace, type PageSection, type PlacedBlock } from "./sections/sectionModel";
import { stackedPlace, stackedSection } from "./sections/stackedSection";
import type { BlockInstance, Layout } from "./types";

/** Writes a path such as ["blocks", 3, "settings", "level"] as blocks[3].settings.level. */
export function formatPath(parts: readonly PropertyKey[]): string {
  return parts.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join("");
}

type Path = readonly PropertyKey[];
type Fail = (path: Path, message: string) => never;

/** What a layout may hold beyond the common rules. */
export interface LayoutRules {
  /** A post's or other collection item's layout: exactly one section of its own, blocks stacked full width (rows 1..n). */
  flowing?: boolean;
  /**
   * The id the one section of a single-column layout (the format before sections) takes; a new
   * one when absent. A draft and its published layout converted together share it.
   */
  legacySectionId?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

function checkFields(fail: Fail, record: Record<string, unknown>, path: Path, allowed: readonly string[], what: string): void {
  const extra = Object.keys(record).find((key) => !allowed.includes(key));
  if (extra) fail([...path, extra], `is not a ${what} field.`);
}

/** Parses a value with a Zod schema, failing with the first problem's path under `path`. */
function parseWith<T>(fail: Fail, schema: z.ZodType<T>, value: unknown, path: Path): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return fail([...path, ...(issue?.path ?? [])], issue?.message ?? "Invalid value.");
}

/** A block's id, type and complete settings, the id unique across the page. */
function parseBlockInstance(fail: Fail, block: Record<string, unknown>, path: Path, seen: Set<string>): BlockInstance {
  if (!isId(block.id)) return fail([...path, "id"], "must be 24 lowercase hex characters.");
  if (seen.has(block.id)) return fail([...path, "id"], "is used by another block.");
  seen.add(block.id);
  const definition = typeof block.type === "string" ? blockSchemaFor(block.type) : undefined;
  if (!definition) return fail([...path, "type"], `is not a known block type (${String(block.type)}).`);
  const settings = parseWith(fail, definition.schema, block.settings ?? {}, [...path, "settings"]) as Record<string, unknown>;
  return { id: block.id, type: definition.type, settings };
}

function parsePlace(fail: Fail, value: unknown, path: Path, columns: number): GridPlace {
  if (!isRecord(value)) return fail(path, "must be a grid place with column, row, width and height.");
  return parseWith(fail, gridPlaceSchema(columns), value, path);
}

function parsePlacedBlock(fail: Fail, raw: unknown, path: Path, seen: Set<string>): PlacedBlock {
  if (!isRecord(raw)) return fail(path, "must be an object.");
  checkFields(fail, raw, path, ["id", "type", "settings", "desktop", "phone", "layer", "animation"], "block");
  const block: PlacedBlock = {
    ...parseBlockInstance(fail, raw, path, seen),
    desktop: parsePlace(fail, raw.desktop, [...path, "desktop"], GRID_COLUMNS.desktop),
  };
  if (raw.phone !== undefined) block.phone = parsePlace(fail, raw.phone, [...path, "phone"], GRID_COLUMNS.phone);
  if (raw.layer !== undefined) {
    if (!Number.isInteger(raw.layer) || (raw.layer as number) < 0 || (raw.layer as number) > MAX_LAYER) {
      return fail([...path, "layer"], `must be a whole number from 0 to ${MAX_LAYER}.`);
    }
    block.layer = raw.layer as number;
  }
  if (raw.animation !== undefined) block.animation = parseWith(fail, blockAnimationSchema, raw.animation, [...path, "animation"]);
  return block;
}

/** Checks what a flowing layout's one section adds: blocks stacked full width in their order, no phone places or layers. */
function checkFlowing(fail: Fail, blocks: readonly PlacedBlock[], path: Path): void {
  blocks.forEach((block, index) => {
    const stacked = stackedPlace(index);
    const where = [...path, "blocks", index];
    if (JSON.stringify(block.desktop) !== JSON.stringify(stacked)) fail([...where, "desktop"], `must be full width on row ${stacked.row} in a flowing layout.`);
    if (block.phone) fail([...where, "phone"], "is not used in a flowing layout.");
    if (block.layer !== undefined) fail([...where, "layer"], "is not used in a flowing layout.");
  });
}

function parseSection(fail: Fail, raw: unknown, path: Path, ids: { sections: Set<string>; blocks: Set<string> }, rules: LayoutRules): PageSection {
  if (!isRecord(raw)) return fail(path, "must be an object.");
  if (!isId(raw.id)) return fail([...path, "id"], "must be 24 lowercase hex characters.");
  if (ids.sections.has(raw.id)) return fail([...path, "id"], "is used by another section.");
  ids.sections.add(raw.id);
  if ("sharedSectionId" in raw) {
    if (rules.flowing) return fail(path, "A flowing layout cannot hold a shared section.");
    checkFields(fail, raw, path, ["id", "sharedSectionId"], "shared section placement");
    if (!isId(raw.sharedSectionId)) return fail([...path, "sharedSectionId"], "must be 24 lowercase hex characters.");
    return { id: raw.id, sharedSectionId: raw.sharedSectionId };
  }
  checkFields(fail, raw, path, ["id", "style", "blocks"], "section");
  const style = parseWith(fail, sectionStyleSchema, raw.style ?? {}, [...path, "style"]);
  if (!Array.isArray(raw.blocks)) return fail([...path, "blocks"], "must be a list.");
  const blocks = raw.blocks.map((block: unknown, index) => parsePlacedBlock(fail, block, [...path, "blocks", index], ids.blocks));
  const withoutPhone = blocks.findIndex((block) => !block.phone);
  if (withoutPhone >= 0 && blocks.some((block) => block.phone)) {
    fail([...path, "blocks", withoutPhone, "phone"], "is needed: once one block of a section has a phone place, every block has one.");
  }
  if (rules.flowing) checkFlowing(fail, blocks, path);
  return { id: raw.id, style, blocks };
}

function countBlocks(sections: readonly unknown[]): number {
  return sections.reduce<number>((sum, section) => sum + (isRecord(section) && Array.isArray(section.blocks) ? section.blocks.length : 0), 0);
}

/** A single-column layout of the format before sections (`{ blocks: [...] }`), as one stacked section. */
function parseLegacyLayout(fail: Fail, value: Record<string, unknown>, sectionId: string | undefined): Layout {
  checkFields(fail, value, [], ["blocks"], "layout");
  const { blocks } = value;
  if (!Array.isArray(blocks)) return fail(["blocks"], "must be a list.");
  const max = LIMITS.content.maxBlocksPerLayout;
  if (blocks.length > max) return fail(["blocks"], `A layout holds at most ${max} blocks.`);
  const seen = new Set<string>();
  const parsed = blocks.map((raw: unknown, index): BlockInstance => {
    const path = ["blocks", index];
    if (!isRecord(raw)) return fail(path, "must be an object.");
    checkFields(fail, raw, path, ["id", "type", "settings"], "block");
    return parseBlockInstance(fail, raw, path, seen);
  });
  return { sections: [stackedSection(parsed, sectionId)] };
}

/**
 * Checks a layout from anywhere (editor, import) and returns it with complete settings and
 * section styles. Refuses unknown block types, unknown settings and fields, malformed or repeated
 * section and block ids (unique across the page), places outside the grid, phone places given for
 * some blocks of a section but not all, and more than the maximum blocks per layout, naming the
 * path of the first bad field. A single-column layout of the older `{ blocks }` format is accepted
 * and becomes one section with its blocks stacked full width, so old site files and clients work.
 */
export function parseLayout(value: unknown, prefix: Path = [], rules: LayoutRules = {}): Layout {
  const fail: Fail = (path, message) => {
    const where = formatPath([...prefix, ...path]) || "layout";
    throw invalid(`${where}: ${message}`, { [where]: message });
  };
  if (!isRecord(value)) return fail([], "must be an object with a sections list.");
  if ("blocks" in value && !("sections" in value)) return parseLegacyLayout(fail, value, rules.legacySectionId);
  checkFields(fail, value, [], ["sections"], "layout");
  const { sections } = value;
  if (!Array.isArray(sections)) return fail(["sections"], "must be a list.");
  const max = LIMITS.content.maxBlocksPerLayout;
  if (countBlocks(sections) > max) return fail(["sections"], `A layout holds at most ${max} blocks.`);
  if (rules.flowing && sections.length !== 1) return fail(["sections"], "A flowing layout holds exactly one section.");
  const ids = { sections: new Set<string>(), blocks: new Set<string>() };
  return { sections: sections.map((section: unknown, index) => parseSection(fail, section, ["sections", index], ids, rules)) };
}

/** The island names a layout needs in the browser, each once. */
export function islandsOf(layout: Layout): string[] {
  const names = new Set<string>();
  for (const block of blocksOfLayout(layout)) {
    const island = blockSchemaFor(block.type)?.island;
    if (island) names.add(island);
    if (usesMotion(block)) names.add(MOTION_ISLAND);
  }
  return [...names].sort();
}
