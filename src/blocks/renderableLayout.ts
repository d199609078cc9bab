import { isId } from "../domain/ids";
import { blockSchemaFor } from "./schemaRegistry";
import type { BlockInstance, Layout } from "./types";

/** Renderable forms already made, by stored layout object (kept while that object lives). */
const made = new WeakMap<object, { layout: Layout; dropped: string[] }>();

/**
 * A stored layout made safe to render: each block is checked on its own and a block that no
 * longer fits its schema (or whose type is gone) is dropped, so one bad block never takes the
 * page down. Returns the names of dropped blocks for logging. The same stored object (a visitor's
 * published layout, kept per site version) is checked once; stored layouts are never changed in place.
 */
export function renderableLayout(stored: unknown): { layout: Layout; dropped: string[] } {
  if (!stored || typeof stored !== "object") return checkedLayout(stored);
  const kept = made.get(stored);
  if (kept) return kept;
  const result = checkedLayout(stored);
  made.set(stored, result);
  return result;
}

function checkedLayout(stored: unknown): { layout: Layout; dropped: string[] } {
  const blocks: BlockInstance[] = [];
  const dropped: string[] = [];
  const list = stored && typeof stored === "object" ? (stored as { blocks?: unknown }).blocks : undefined;
  if (!Array.isArray(list)) return { layout: { blocks }, dropped };
  for (const raw of list) {
    const block = raw as Partial<BlockInstance> | null;
    const definition = block && typeof block.type === "string" ? blockSchemaFor(block.type) : undefined;
    const parsed = definition?.schema.safeParse(block?.settings ?? {});
    if (block && isId(block.id) && definition && parsed?.success) {
      blocks.push({ id: block.id, type: definition.type, settings: parsed.data as Record<string, unknown> });
    } else {
      dropped.push(`${String(block?.type)}:${String(block?.id)}`);
    }
  }
  return { layout: { blocks }, dropped };
}
