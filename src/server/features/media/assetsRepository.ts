import type { Db } from "../../../db/database";
import type { AssetRow } from "../../../db/schema";

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
    let query = db.selectFrom("assets").selectAll().where("websiteId", "=", websiteId);
    if (kind) query = query.where("kind", "=", kind);
    return query.orderBy("createdAt").orderBy("id").execute();
  },

  /** Ids of assets waiting for processing, and of claims older than staleBefore (a crashed worker). */
  async dueIds(db: Db, staleBefore: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom("assets")
      .select("id")
      .where((eb) => eb.or([eb("status", "=", ASSET_STATUS.PENDING), eb.and([eb("status", "=", ASSET_STATUS.PROCESSING), eb("claimedAt", "<", staleBefore)])]))
      .orderBy("createdAt")
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
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
