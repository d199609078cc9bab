import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import type { BlockInstance } from "../../../blocks/types";
import { BLOCK_SETTINGS_EVENT } from "../../../domain/blockSettingsEvent";

/**
 * Tells the block's element in the preview frame its new settings (BLOCK_SETTINGS_EVENT), so
 * an island can show them before the draft is saved and the frame reloads. Settings its
 * schema refuses are not sent.
 */
export function announceBlockSettings(doc: Document | null, block: Pick<BlockInstance, "id" | "type">, settings: Record<string, unknown>): void {
  const checked = blockSchemaFor(block.type)?.schema.safeParse(settings);
  if (!doc || !checked?.success) return;
  doc.getElementById(`block-${block.id}`)?.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT, { detail: checked.data }));
}
