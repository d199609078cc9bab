import type { z } from "zod";
import { invalid } from "../domain/errors";
import { isId } from "../domain/ids";
import { LIMITS } from "../domain/limits";
import { blockSchemaFor } from "./schemaRegistry";
import type { BlockInstance, Layout } from "./types";

/** Writes a path such as ["blocks", 3, "settings", "level"] as blocks[3].settings.level. */
export function formatPath(parts: readonly PropertyKey[]): string {
  return parts.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join("");
}

/** The first problem of a Zod failure as a path (under `prefix`) and message. */
function firstZodProblem(error: z.ZodError, prefix: readonly PropertyKey[]): { path: string; message: string } {
  const issue = error.issues[0];
  return { path: formatPath([...prefix, ...(issue?.path ?? [])]), message: issue?.message ?? "Invalid value." };
}

/**
 * Checks a layout from anywhere (editor, import) and returns it with complete settings.
 * Refuses unknown block types, unknown settings, duplicate or malformed ids and more than
 * the maximum blocks per layout, naming the path of the first bad field.
 */
export function parseLayout(value: unknown, prefix: readonly PropertyKey[] = []): Layout {
  const fail = (path: readonly PropertyKey[], message: string): never => {
    const where = formatPath([...prefix, ...path]) || "layout";
    throw invalid(`${where}: ${message}`, { [where]: message });
  };
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail([], "must be an object with a blocks list.");
  const keys = Object.keys(value);
  const unknownKey = keys.find((k) => k !== "blocks");
  if (unknownKey) return fail([unknownKey], "is not a layout field.");
  const blocks = (value as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return fail(["blocks"], "must be a list.");
  const max = LIMITS.content.maxBlocksPerLayout;
  if (blocks.length > max) return fail(["blocks"], `A layout holds at most ${max} blocks.`);

  const seen = new Set<string>();
  const parsed: BlockInstance[] = blocks.map((raw: unknown, index): BlockInstance => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return fail(["blocks", index], "must be an object.");
    const block = raw as Record<string, unknown>;
    const extra = Object.keys(block).find((k) => !["id", "type", "settings"].includes(k));
    if (extra) return fail(["blocks", index, extra], "is not a block field.");
    if (!isId(block.id)) return fail(["blocks", index, "id"], "must be 24 lowercase hex characters.");
    if (seen.has(block.id)) return fail(["blocks", index, "id"], "is used by another block.");
    seen.add(block.id);
    const definition = typeof block.type === "string" ? blockSchemaFor(block.type) : undefined;
    if (!definition) return fail(["blocks", index, "type"], `is not a known block type (${String(block.type)}).`);
    const result = definition.schema.safeParse(block.settings ?? {});
    if (!result.success) {
      const problem = firstZodProblem(result.error, [...prefix, "blocks", index, "settings"]);
      throw invalid(`${problem.path}: ${problem.message}`, { [problem.path]: problem.message });
    }
    return { id: block.id, type: definition.type, settings: result.data as Record<string, unknown> };
  });
  return { blocks: parsed };
}

/** The island names a layout needs in the browser, each once. */
export function islandsOf(layout: Layout): string[] {
  const names = new Set<string>();
  for (const block of layout.blocks) {
    const island = blockSchemaFor(block.type)?.island;
    if (island) names.add(island);
  }
  return [...names].sort();
}
