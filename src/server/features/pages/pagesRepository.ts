import type { Db } from "../../../db/database";
import type { CollectionRow, ItemRow } from "../../../db/schema";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { itemFromRow } from "../content/contentRecords";
import { keepItemListingFacts } from "../content/itemListingFacts";

/** What the page tree needs to know about a layout, without its blocks. */
export interface LayoutState {
  ownerId: string;
  draftVersion: number;
  isPublished: boolean;
  /** The draft differs from the published layout. */
  hasChanges: boolean;
}

/** The SQL of the owner's page, post and layout changes (reads live in contentRepository). */
export const pagesRepository = {
  async layoutStates(db: Db, websiteId: string): Promise<Map<string, LayoutState>> {
    const rows = await db
      .selectFrom("blockLayouts")
      .select(["ownerId", "draftVersion", "draftJson", "publishedJson"])
      .where("websiteId", "=", websiteId)
      .execute();
    return new Map(
      rows.map((r) => [
        r.ownerId,
        { ownerId: r.ownerId, draftVersion: r.draftVersion, isPublished: r.publishedJson !== null, hasChanges: r.publishedJson !== r.draftJson },
      ]),
    );
  },

  async slugTaken(db: Db, websiteId: string, urlSlug: string, exceptId: string | null): Promise<boolean> {
    let query = db.selectFrom("collections").select("id").where("websiteId", "=", websiteId).where("urlSlug", "=", urlSlug);
    if (exceptId) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async updateCollection(db: Db, websiteId: string, id: string, patch: Partial<Omit<CollectionRow, "id" | "websiteId" | "createdAt">>): Promise<void> {
    await db.updateTable("collections").set(patch).where("websiteId", "=", websiteId).where("id", "=", id).execute();
  },

  /** Deletes a page, blog or events page with its posts or events (and their event fields) and every layout that belongs to them. */
  async deleteCollection(db: Db, websiteId: string, id: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const items = await trx.selectFrom("items").select("id").where("websiteId", "=", websiteId).where("collectionId", "=", id).execute();
      const owners = [id, ...items.map((i) => i.id)];
      await trx.deleteFrom("blockLayouts").where("websiteId", "=", websiteId).where("ownerId", "in", owners).execute();
      await trx.deleteFrom("eventDetails").where("websiteId", "=", websiteId).where("collectionId", "=", id).execute();
      await trx.deleteFrom("items").where("websiteId", "=", websiteId).where("collectionId", "=", id).execute();
      await trx.deleteFrom("collections").where("websiteId", "=", websiteId).where("id", "=", id).execute();
    });
  },

  /** Writes the positions of one navigation's collections in the given order. */
  async setPositions(db: Db, websiteId: string, navigation: string, orderedIds: readonly string[], updatedAt: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const [position, id] of orderedIds.entries()) {
        await trx.updateTable("collections").set({ navigation, position, updatedAt }).where("websiteId", "=", websiteId).where("id", "=", id).execute();
      }
    });
  },

  async findItem(db: Db, websiteId: string, id: string): Promise<ItemRow | null> {
    const row = await db.selectFrom("items").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return row ?? null;
  },

  /** Changes an item; a change of its tags, categories or publish time also rewrites what its blog's listings choose it by, so call it inside a transaction. */
  async updateItem(db: Db, websiteId: string, id: string, patch: Partial<Omit<ItemRow, "id" | "websiteId" | "collectionId" | "createdAt">>): Promise<void> {
    await db.updateTable("items").set(patch).where("websiteId", "=", websiteId).where("id", "=", id).execute();
    if (patch.tagsJson === undefined && patch.categoriesJson === undefined && patch.publishOn === undefined) return;
    const row = await db.selectFrom("items").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    if (row) await keepItemListingFacts(db, itemFromRow(row));
  },

  async itemPathTaken(db: Db, websiteId: string, collectionId: string, urlPath: string, exceptId: string | null): Promise<boolean> {
    let query = db.selectFrom("items").select("id").where("websiteId", "=", websiteId).where("collectionId", "=", collectionId).where("urlPath", "=", urlPath);
    if (exceptId) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async deleteItem(db: Db, websiteId: string, id: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("blockLayouts").where("websiteId", "=", websiteId).where("ownerId", "=", id).execute();
      await trx.deleteFrom("eventDetails").where("websiteId", "=", websiteId).where("itemId", "=", id).execute();
      await trx.deleteFrom("items").where("websiteId", "=", websiteId).where("id", "=", id).execute();
    });
  },

  /** Scheduled posts whose time has come, on every site. */
  async dueScheduledItems(db: Db, now: string): Promise<{ id: string; websiteId: string }[]> {
    return db
      .selectFrom("items")
      .select(["id", "websiteId"])
      .where("publishState", "=", PUBLISH_STATE.SCHEDULED)
      .where("publishOn", "is not", null)
      .where("publishOn", "<=", now)
      .execute();
  },

  /**
   * Takes a due scheduled post for publishing: it becomes published only if it is still
   * scheduled and due, so of several nodes racing for it one wins; false for the others. On
   * PostgreSQL the losers' updates wait for the winner's transaction and then find it published.
   */
  async claimDueScheduledItem(db: Db, websiteId: string, id: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("items")
      .set({ publishState: PUBLISH_STATE.PUBLISHED, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("publishState", "=", PUBLISH_STATE.SCHEDULED)
      .where("publishOn", "<=", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setWebsitePassword(db: Db, websiteId: string, passwordHash: string | null, updatedAt: string): Promise<void> {
    await db.updateTable("websites").set({ passwordHash, updatedAt }).where("id", "=", websiteId).execute();
  },
};
