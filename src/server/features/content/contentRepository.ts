import type { Db } from "../../../db/database";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import {
  collectionFromRow,
  collectionToRow,
  itemFromRow,
  itemToRow,
  layoutFromRow,
  layoutToRow,
  type Collection,
  type Item,
  type StoredLayout,
} from "./contentRecords";
import { isItemLive } from "./liveItems";
import { keepItemListingFacts } from "./itemListingFacts";

/** All SQL about collections, items and block layouts. */
export const contentRepository = {
  async listCollections(db: Db, websiteId: string): Promise<Collection[]> {
    const rows = await db
      .selectFrom("collections")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .orderBy("navigation")
      .orderBy("position")
      .orderBy("id")
      .execute();
    return rows.map(collectionFromRow);
  },

  async findCollectionBySlug(db: Db, websiteId: string, urlSlug: string): Promise<Collection | null> {
    const row = await db.selectFrom("collections").selectAll().where("websiteId", "=", websiteId).where("urlSlug", "=", urlSlug).executeTakeFirst();
    return row ? collectionFromRow(row) : null;
  },

  async findCollectionById(db: Db, websiteId: string, id: string): Promise<Collection | null> {
    const row = await db.selectFrom("collections").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return row ? collectionFromRow(row) : null;
  },

  /** How many collections (pages, blogs, events pages, the shop) a site has. */
  async countCollections(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async insertCollection(db: Db, collection: Collection): Promise<void> {
    await db.insertInto("collections").values(collectionToRow(collection)).execute();
  },

  async listItems(db: Db, websiteId: string, collectionId: string): Promise<Item[]> {
    const rows = await db
      .selectFrom("items")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", collectionId)
      .orderBy("publishOn", "desc")
      .orderBy("id")
      .execute();
    return rows.map(itemFromRow);
  },

  /**
   * One page of a blog's posts, newest first as listItems orders them: `limit` posts after the
   * first `offset`, of those live at `liveAt` (isItemLive: published, or scheduled and due; every
   * post when null, as an editor's preview lists them). A blog's list reads only the page it
   * shows; the posts scheduled for later (few) are read first to be left out, as their times may
   * carry any offset and so are compared as moments, not as text.
   */
  async listItemsPage(db: Db, websiteId: string, collectionId: string, liveAt: Date | null, offset: number, limit: number): Promise<Item[]> {
    let query = db.selectFrom("items").selectAll().where("websiteId", "=", websiteId).where("collectionId", "=", collectionId);
    if (liveAt !== null) {
      const scheduled = await db
        .selectFrom("items")
        .selectAll()
        .where("websiteId", "=", websiteId)
        .where("collectionId", "=", collectionId)
        .where("publishState", "=", PUBLISH_STATE.SCHEDULED)
        .execute();
      const notYet = scheduled.map(itemFromRow).filter((item) => !isItemLive(item, liveAt));
      query = query.where("publishState", "in", [PUBLISH_STATE.PUBLISHED, PUBLISH_STATE.SCHEDULED]);
      if (notYet.length > 0)
        query = query.where(
          "id",
          "not in",
          notYet.map((item) => item.id),
        );
    }
    const rows = await query.orderBy("publishOn", "desc").orderBy("id").offset(offset).limit(limit).execute();
    return rows.map(itemFromRow);
  },

  /** How many items (posts or events) a collection holds. */
  async countItems(db: Db, websiteId: string, collectionId: string): Promise<number> {
    const row = await db
      .selectFrom("items")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", collectionId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async findItemByPath(db: Db, websiteId: string, collectionId: string, urlPath: string): Promise<Item | null> {
    const row = await db
      .selectFrom("items")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", collectionId)
      .where("urlPath", "=", urlPath)
      .executeTakeFirst();
    return row ? itemFromRow(row) : null;
  },

  /** Stores a new item with what its blog's listings choose it by; call it inside a transaction. */
  async insertItem(db: Db, item: Item): Promise<void> {
    await db.insertInto("items").values(itemToRow(item)).execute();
    await keepItemListingFacts(db, item);
  },

  async findLayout(db: Db, websiteId: string, ownerId: string): Promise<StoredLayout | null> {
    const row = await db.selectFrom("blockLayouts").selectAll().where("websiteId", "=", websiteId).where("ownerId", "=", ownerId).executeTakeFirst();
    return row ? layoutFromRow(row) : null;
  },

  async listLayouts(db: Db, websiteId: string): Promise<StoredLayout[]> {
    const rows = await db.selectFrom("blockLayouts").selectAll().where("websiteId", "=", websiteId).orderBy("ownerId").execute();
    return rows.map(layoutFromRow);
  },

  /** Ids of the pages and posts whose layout has been published. */
  async publishedOwnerIds(db: Db, websiteId: string): Promise<Set<string>> {
    const rows = await db.selectFrom("blockLayouts").select("ownerId").where("websiteId", "=", websiteId).where("publishedJson", "is not", null).execute();
    return new Set(rows.map((r) => r.ownerId));
  },

  async insertLayout(db: Db, layout: StoredLayout): Promise<void> {
    await db.insertInto("blockLayouts").values(layoutToRow(layout)).execute();
  },

  /** Stores a layout unless its owner has one already (the owner's layout is unique), keeping the stored one. */
  async insertLayoutUnlessStored(db: Db, layout: StoredLayout): Promise<void> {
    await db
      .insertInto("blockLayouts")
      .values(layoutToRow(layout))
      .onConflict((conflict) => conflict.column("ownerId").doNothing())
      .execute();
  },

  /**
   * Saves a draft only if nobody saved since `expectedVersion` was read: the conditional
   * update is the whole concurrency check. Returns the new version, or null on conflict.
   */
  async saveDraft(db: Db, websiteId: string, ownerId: string, draft: unknown, expectedVersion: number, updatedAt: string): Promise<number | null> {
    const result = await db
      .updateTable("blockLayouts")
      .set({ draftJson: JSON.stringify(draft), draftVersion: expectedVersion + 1, updatedAt })
      .where("websiteId", "=", websiteId)
      .where("ownerId", "=", ownerId)
      .where("draftVersion", "=", expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? expectedVersion + 1 : null;
  },

  /** Copies the draft over the published layout; with `draftVersion`, only while the draft is still that version. */
  async publishDraft(db: Db, websiteId: string, ownerId: string, publishedAt: string, draftVersion?: number): Promise<boolean> {
    let update = db
      .updateTable("blockLayouts")
      .set((eb) => ({ publishedJson: eb.ref("draftJson"), publishedAt, updatedAt: publishedAt }))
      .where("websiteId", "=", websiteId)
      .where("ownerId", "=", ownerId);
    if (draftVersion !== undefined) update = update.where("draftVersion", "=", draftVersion);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
