import { blockSchemaFor } from "./schemaRegistry";
import { blocksOfLayout } from "./sections/readingOrder";
import type { BlockInstance, Layout } from "./types";

function listOf(value: unknown, key: string): unknown[] {
  const list = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list : [];
}

/** The blocks of a stored layout's sections (JSON read back from the database), or none when it holds none. */
function storedBlocks(stored: unknown): BlockInstance[] {
  return listOf(stored, "sections")
    .flatMap((section) => listOf(section, "blocks"))
    .filter((b): b is BlockInstance => Boolean(b) && typeof b === "object" && typeof (b as BlockInstance).id === "string");
}

/**
 * The code-carrying blocks (schema `carriesCode`) that `after` adds to `before` or changes in
 * it, matched by block id: what a save by someone without the code right must not contain.
 * Removing one, or moving it, changes nothing it runs.
 */
export function changedCodeBlocks(before: unknown, after: Layout): string[] {
  const earlier = new Map(storedBlocks(before).map((block) => [block.id, block]));
  return blocksOfLayout(after)
    .filter((block) => blockSchemaFor(block.type)?.carriesCode)
    .filter((block) => {
      const old = earlier.get(block.id);
      return !old || old.type !== block.type || JSON.stringify(old.settings) !== JSON.stringify(block.settings);
    })
    .map((block) => block.id);
}
