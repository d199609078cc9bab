import type { Db } from "../../../db/database";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { Collection, Item } from "../content/contentRecords";
import type { Website } from "../sites/websiteRecord";
import { pagesRepository } from "./pagesRepository";
import { freePostPath } from "./postPath";

/**
 * Makes a hidden post visible from `now`, as one step of the caller's transaction: the editor's
 * Publish on a post does this besides publishing its layout, so "Visitors see this version now"
 * is true. Its publish date becomes now (unless an earlier one was set) and its date-based path
 * follows it. Returns the post's new path within its blog.
 */
export async function putPostLive(trx: Db, website: Website, blog: Collection, item: Item, now: string): Promise<string> {
  const publishOn = item.publishOn !== null && item.publishOn <= now ? item.publishOn : now;
  const urlPath = await freePostPath(trx, website, blog, { id: item.id, urlSlug: item.urlSlug, publishOn, createdAt: item.createdAt });
  await pagesRepository.updateItem(trx, website.id, item.id, { publishState: PUBLISH_STATE.PUBLISHED, publishOn, urlPath, updatedAt: now });
  return urlPath;
}
