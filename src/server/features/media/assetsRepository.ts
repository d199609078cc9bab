import type { Db } from "../../../db/database";
import type { AssetRow } from "../../../db/schema";

/** An asset waiting for its image widths: which bytes it needs, and its place in the queue. */
export type DueAsset = Pick<AssetRow, "id" | "sha256" | "createdAt">;

/** Which assets a listing keeps: one kind, and names containing a text. */
export interface AssetFilter {
  kind?: string | undefined;
  name?: string | undefined;
}

function filtered(db: Db, websiteId: string, filter: AssetFilter) {
  let query = db.selectFrom("assets").where("websiteId", "=", websiteId);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  // Served names hold only lowercase letters, digits, hyphens and dots; so does the search (and so no LIKE wildcard).
  const name = (filter.name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (name) query = query.where("fileName", "like", `%${name}%`);
  return query;
}

/** Statuses of an asset's processing. */
export const ASSET_STATUS = { PENDING: "pending", PROCESSING: "processing", READY: "ready", FAILED: "failed" } as const;

/** All SQL about uploaded assets. */
export const assetsRepository = {
  async insert(db: Db, row: AssetRow): Promise<void> {
    await db.insertInto("assets").values(row).execute();
  },

  async find(db: Db, websiteId: string, id: string): Promise<AssetRow | undefined> {
    return db.selectFrom("assets").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  async findById(db: Db, id: string): Promise<AssetRow | undefined> {
    return db.selectFrom("assets").selectAll().where("id", "=", id).executeTakeFirst();
  },

  /** A site's assets, oldest first (a stable order for export and listing). */
  async list(db: Db, websiteId: string, kind?: string): Promise<AssetRow[]> {
    return this.search(db, websiteId, { kind });
  },

  /** A site's assets of one kind whose name contains `name`, oldest first, a page of them when a limit is given. */
  async search(db: Db, websiteId: string, filter: AssetFilter, page?: { offset: number; limit: number }): Promise<AssetRow[]> {
    let query = filtered(db, websiteId, filter).selectAll().orderBy("createdAt").orderBy("id");
    if (page) query = query.offset(page.offset).limit(page.limit);
    return query.execute();
  },

  /** How many assets the filter matches in all. */
  async count(db: Db, websiteId: string, filter: AssetFilter): Promise<number> {
    const row = await filtered(db, websiteId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async rename(db: Db, websiteId: string, id: string, fileName: string, now: string): Promise<void> {
    await db.updateTable("assets").set({ fileName, updatedAt: now }).where("websiteId", "=", websiteId).where("id", "=", id).execute();
  },

  /** Puts new content under an asset's id (a replaced file), to be processed again when it is an image. */
  async replaceContent(db: Db, row: AssetRow): Promise<void> {
    const { id, websiteId, createdAt: _createdAt, ...content } = row;
    await db.updateTable("assets").set(content).where("websiteId", "=", websiteId).where("id", "=", id).execute();
  },

  /**
   * Assets waiting for processing, and claims older than staleBefore (a crashed worker), oldest
   * first; a page of them after the one given, so a worker can pass over those it cannot take.
   */
  async dueAssets(db: Db, staleBefore: string, limit: number, after: DueAsset | null): Promise<DueAsset[]> {
    return db
      .selectFrom("assets")
      .select(["id", "sha256", "createdAt"])
      .where((eb) => eb.or([eb("status", "=", ASSET_STATUS.PENDING), eb.and([eb("status", "=", ASSET_STATUS.PROCESSING), eb("claimedAt", "<", staleBefore)])]))
      .$if(after !== null, (query) =>
        query.where((eb) => eb.or([eb("createdAt", ">", after!.createdAt), eb.and([eb("createdAt", "=", after!.createdAt), eb("id", ">", after!.id)])])),
      )
      .orderBy("createdAt")
      .orderBy("id")
      .limit(limit)
      .execute();
  },

  /** Claims an asset for processing; false when another worker holds a fresh claim. */
  async claim(db: Db, id: string, now: string, staleBefore: string): Promise<boolean> {
    const result = await db
      .updateTable("assets")
      .set({ status: ASSET_STATUS.PROCESSING, claimedAt: now, progress: 0, updatedAt: now })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("status", "=", ASSET_STATUS.PENDING), eb.and([eb("status", "=", ASSET_STATUS.PROCESSING), eb("claimedAt", "<", staleBefore)])]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Puts a ready image back in the queue (a width of it went missing); false when it is not ready. */
  async requeue(db: Db, id: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("assets")
      .set({ status: ASSET_STATUS.PENDING, progress: 0, updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", ASSET_STATUS.READY)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setProgress(db: Db, id: string, progress: number, now: string): Promise<void> {
    await db.updateTable("assets").set({ progress, updatedAt: now }).where("id", "=", id).execute();
  },

  async finish(db: Db, id: string, status: string, error: string | null, now: string): Promise<void> {
    await db
      .updateTable("assets")
      .set({ status, error, progress: status === ASSET_STATUS.READY ? 100 : 0, claimedAt: null, updatedAt: now })
      .where("id", "=", id)
      .execute();
  },

  async remove(db: Db, websiteId: string, id: string): Promise<void> {
    await db.deleteFrom("assets").where("websiteId", "=", websiteId).where("id", "=", id).execute();
  },

  /** Whether any asset (of any site) still uses these bytes. */
  async hashInUse(db: Db, sha256: string): Promise<boolean> {
    return Boolean(await db.selectFrom("assets").select("id").where("sha256", "=", sha256).executeTakeFirst());
  },

  /** Ids already taken by another site, among those given. */
  async idsOfOtherSites(db: Db, websiteId: string, ids: string[]): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom("assets").selectAll().where("id", "in", ids).where("websiteId", "!=", websiteId).execute();
  },
};
