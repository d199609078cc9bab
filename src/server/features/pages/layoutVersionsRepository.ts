import type { Db } from "../../../db/database";
import type { LayoutVersionRow } from "../../../db/schema";

/** A version in a history list, with its author's name and address when the account still exists. */
export interface LayoutVersionEntry {
  id: string;
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  authorName: string | null;
  authorEmail: string | null;
}

/** A page's or post's versions with the columns of a history entry (the author's when the account still exists). */
function versionsOf(db: Db, websiteId: string, ownerId: string) {
  return db
    .selectFrom("layoutVersions")
    .leftJoin("accounts", "accounts.id", "layoutVersions.publishedBy")
    .select([
      "layoutVersions.id",
      "layoutVersions.number",
      "layoutVersions.publishedAt",
      "layoutVersions.publishedBy",
      "accounts.displayName as authorName",
      "accounts.email as authorEmail",
    ])
    .where("layoutVersions.websiteId", "=", websiteId)
    .where("layoutVersions.ownerId", "=", ownerId);
}

/** All SQL about the published versions of layouts (table layout_versions). */
export const layoutVersionsRepository = {
  /** The highest version number of a layout so far, 0 before its first publish. */
  async lastNumber(db: Db, layoutId: string): Promise<number> {
    const row = await db
      .selectFrom("layoutVersions")
      .select((eb) => eb.fn.max<number | null>("number").as("last"))
      .where("layoutId", "=", layoutId)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  },

  async insert(db: Db, row: LayoutVersionRow): Promise<void> {
    await db.insertInto("layoutVersions").values(row).execute();
  },

  /** Deletes a layout's versions numbered at or below `number`: the ones beyond what the site keeps. */
  async deleteUpTo(db: Db, layoutId: string, number: number): Promise<void> {
    await db.deleteFrom("layoutVersions").where("layoutId", "=", layoutId).where("number", "<=", number).execute();
  },

  /** A page's or post's versions, newest first, with their authors. */
  async list(db: Db, websiteId: string, ownerId: string): Promise<LayoutVersionEntry[]> {
    return versionsOf(db, websiteId, ownerId).orderBy("layoutVersions.number", "desc").execute();
  },

  /** One version with its layout and author. */
  async find(db: Db, websiteId: string, ownerId: string, id: string): Promise<(LayoutVersionEntry & { layoutJson: string }) | null> {
    const row = await versionsOf(db, websiteId, ownerId).select("layoutVersions.layoutJson").where("layoutVersions.id", "=", id).executeTakeFirst();
    return row ?? null;
  },
};
