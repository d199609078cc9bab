import type { z } from "zod";
import { invalid } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { CONTENT_LIMITS } from "../../domain/limits/commerceLimits";
import { formatPath } from "../layout";
import { blockAnimationSchema } from "../motion/motionSchema";
import { blockSchemaFor } from "../schemaRegistry";
import { GRID_COLUMNS, gridPlaceSchema, MAX_LAYER, sectionStyleSchema, type PlacedBlock, type Section } from "./sectionModel";

const desktopPlace = gridPlaceSchema(GRID_COLUMNS.desktop);
const phonePlace = gridPlaceSchema(GRID_COLUMNS.phone);
const BLOCK_FIELDS = ["id", "type", "settings", "desktop", "phone", "layer", "animation"];

/**
 * Checks one section on its own (a library section, a starter design) and returns it with
 * complete settings and style: known block types, valid settings, unique well-formed ids, places
 * within the grid, phone places for all blocks or none, at most 60 blocks. Problems name their
 * path under `prefix`, as parseLayout does.
 */
export function parseSection(value: unknown, prefix: readonly PropertyKey[] = []): Section {
  const fail = (path: readonly PropertyKey[], message: string): never => {
    const where = formatPath([...prefix, ...path]) || "section";
    throw invalid(`${where}: ${message}`, { [where]: message });
  };
  const zodFail = (error: z.ZodError, path: readonly PropertyKey[]): never => {
    const issue = error.issues[0];
    return fail([...path, ...(issue?.path ?? [])], issue?.message ?? "Invalid value.");
  };
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail([], "must be an object with an id, a style and blocks.");
  const raw = value as Record<string, unknown>;
  const extra = Object.keys(raw).find((k) => !["id", "style", "blocks"].includes(k));
  if (extra) return fail([extra], "is not a section field.");
  if (!isId(raw.id)) return fail(["id"], "must be 24 lowercase hex characters.");
  const style = sectionStyleSchema.safeParse(raw.style ?? {});
  if (!style.success) return zodFail(style.error, ["style"]);
  if (!Array.isArray(raw.blocks)) return fail(["blocks"], "must be a list.");
  const max = CONTENT_LIMITS.maxBlocksPerLayout;
  if (raw.blocks.length > max) return fail(["blocks"], `A section holds at most ${max} blocks.`);
  const seen = new Set<string>();
  const blocks = raw.blocks.map((entry: unknown, index): PlacedBlock => {
    const at = ["blocks", index];
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return fail(at, "must be an object.");
    const block = entry as Record<string, unknown>;
    const unknownField = Object.keys(block).find((k) => !BLOCK_FIELDS.includes(k));
    if (unknownField) return fail([...at, unknownField], "is not a block field.");
    if (!isId(block.id)) return fail([...at, "id"], "must be 24 lowercase hex characters.");
    if (seen.has(block.id)) return fail([...at, "id"], "is used by another block.");
    seen.add(block.id);
    const definition = typeof block.type === "string" ? blockSchemaFor(block.type) : undefined;
    if (!definition) return fail([...at, "type"], `is not a known block type (${String(block.type)}).`);
    const settings = definition.schema.safeParse(block.settings ?? {});
    if (!settings.success) return zodFail(settings.error, [...at, "settings"]);
    const desktop = desktopPlace.safeParse(block.desktop);
    if (!desktop.success) return zodFail(desktop.error, [...at, "desktop"]);
    const placed: PlacedBlock = { id: block.id, type: definition.type, settings: settings.data as Record<string, unknown>, desktop: desktop.data };
    if (block.phone !== undefined) {
      const phone = phonePlace.safeParse(block.phone);
      if (!phone.success) return zodFail(phone.error, [...at, "phone"]);
      placed.phone = phone.data;
    }
    if (block.layer !== undefined) {
      if (typeof block.layer !== "number" || !Number.isInteger(block.layer) || block.layer < 0 || block.layer > MAX_LAYER) {
        return fail([...at, "layer"], `must be a whole number from 0 to ${MAX_LAYER}.`);
      }
      placed.layer = block.layer;
    }
    if (block.animation !== undefined) {
      const animation = blockAnimationSchema.safeParse(block.animation);
      if (!animation.success) return zodFail(animation.error, [...at, "animation"]);
      placed.animation = animation.data;
    }
    return placed;
  });
  const withPhone = blocks.filter((b) => b.phone !== undefined).length;
  if (withPhone > 0 && withPhone < blocks.length) return fail(["blocks"], "Give every block a phone place, or none.");
  return { id: raw.id, style: style.data, blocks };
}
