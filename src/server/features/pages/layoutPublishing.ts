import type { Db } from "../../../db/database";
import { newId } from "../../../domain/ids";
import { contentRepository } from "../content/contentRepository";
import { generalSettingsOf } from "../settings/generalSettings";
import { websitesRepository } from "../sites/websitesRepository";
import { layoutVersionsRepository } from "./layoutVersionsRepository";

/** Who published and when: the account (null for scheduled publishing) and the time. */
export interface PublishStamp {
  publishedBy: string | null;
  publishedAt: string;
}

/**
 * Records the layout a page or post has just published as its next version, and deletes the
 * versions beyond the number the site keeps (its `pageVersionsKept` setting). Runs inside the
 * transaction that published, after the write to its block_layouts row, whose row lock makes
 * concurrent publishes of one layout take turns; the unique (layout, number) index refuses a
 * number given twice. Anything that publishes a layout without `publishLayout` (a shared
 * section republishing the pages that use it) calls this in its own transaction.
 * Returns false when the page or post has no published layout.
 */
export async function recordPublishedLayout(trx: Db, websiteId: string, ownerId: string, stamp: PublishStamp): Promise<boolean> {
  const layout = await contentRepository.findLayout(trx, websiteId, ownerId);
  const website = await websitesRepository.findById(trx, websiteId);
  if (!layout || layout.published === null || !website) return false;
  const number = (await layoutVersionsRepository.lastNumber(trx, layout.id)) + 1;
  await layoutVersionsRepository.insert(trx, {
    id: newId(),
    websiteId,
    layoutId: layout.id,
    ownerId,
    number,
    layoutJson: JSON.stringify(layout.published),
    publishedAt: stamp.publishedAt,
    publishedBy: stamp.publishedBy,
  });
  await layoutVersionsRepository.deleteUpTo(trx, layout.id, number - generalSettingsOf(website).pageVersionsKept);
  return true;
}

/**
 * Makes a page's or post's draft live and records it as a version, as one step of the caller's
 * transaction. With `draftVersion`, only that draft is published: a draft saved meanwhile
 * leaves everything unchanged and the answer is false.
 */
export async function publishLayout(trx: Db, websiteId: string, ownerId: string, stamp: PublishStamp, draftVersion?: number): Promise<boolean> {
  if (!(await contentRepository.publishDraft(trx, websiteId, ownerId, stamp.publishedAt, draftVersion))) return false;
  return recordPublishedLayout(trx, websiteId, ownerId, stamp);
}
