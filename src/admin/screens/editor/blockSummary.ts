import type { BlockInstance } from "../../../blocks/types";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";

/** A block's type label and a short line of its content, for the block list and announcements. */
export function blockSummary(block: BlockInstance): { label: string; detail: string } {
  const definition = blockSchemaFor(block.type);
  const detail = definition?.summary?.(block.settings) ?? "";
  return { label: definition?.label ?? block.type, detail: detail.length > 80 ? `${detail.slice(0, 79)}…` : detail };
}

/** Whether every block's settings pass its schema, so the draft may be saved. */
export function firstInvalidBlock(blocks: readonly BlockInstance[]): BlockInstance | null {
  return blocks.find((block) => !blockSchemaFor(block.type)?.schema.safeParse(block.settings).success) ?? null;
}
