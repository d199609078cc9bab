import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { Item } from "./contentRecords";

/** Whether a post is visible to visitors at `now`: published, or scheduled and due. */
export function isItemLive(item: Pick<Item, "publishState" | "publishOn">, now: Date): boolean {
  if (item.publishState === PUBLISH_STATE.PUBLISHED) return true;
  return item.publishState === PUBLISH_STATE.SCHEDULED && item.publishOn !== null && new Date(item.publishOn) <= now;
}
