import type { Db } from "../../../db/database";
import type { LibrarySectionKind, SectionLibraryRow } from "../../../db/schema";

/** A library section as the application uses it: its JSON parsed (checked by the service). */
export interface LibraryRecord {
  id: string;
  websiteId: string;
  name: string;
  kind: LibrarySectionKind;
  draft: unknown;
  draftVersion: number;
  published: unknown | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The key a name is unique by on a site: trimmed, lower case. */
export function libraryNameKey(name: string): string {
  return name.trim().toLowerCase();
}

function fromRow(row: SectionLibraryRow): LibraryRecord {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    kind: row.kind,
    draft: JSON.parse(row.draftJson) as unknown,
    draftVersion: row.draftVersion,
    published: row.publishedJson === null ? null : (JSON.parse(row.publishedJson) as unknown),
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** All SQL about a site's section library. */
export const sectionLibraryRepository = {
  async list(db: Db, websiteId: string): Promise<LibraryRecord[]> {
    const rows = await db.selectFrom("sectionLibrary").selectAll().where("websiteId", "=", websiteId).orderBy("nameKey").execute();
    return rows.map(fromRow);
  },

  async find(db: Db, websiteId: string, id: string): Promise<LibraryRecord | null> {
    const row = await db.selectFrom("sectionLibrary").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return row ? fromRow(row) : null;
  },

  /** The published sections of a site's shared sections, by id (for visitors' pages). */
  async publishedShared(db: Db, websiteId: string): Promise<Map<string, unknown>> {
    const rows = await db
      .selectFrom("sectionLibrary")
      .select(["id", "publishedJson"])
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "shared")
      .where("publishedJson", "is not", null)
      .execute();
    return new Map(rows.map((r) => [r.id, JSON.parse(r.publishedJson!) as unknown]));
  },

  /** The drafts of a site's shared sections, by id (for the editor's preview). */
  async draftShared(db: Db, websiteId: string): Promise<Map<string, unknown>> {
    const rows = await db.selectFrom("sectionLibrary").select(["id", "draftJson"]).where("websiteId", "=", websiteId).where("kind", "=", "shared").execute();
    return new Map(rows.map((r) => [r.id, JSON.parse(r.draftJson) as unknown]));
  },

  /** Adds a library section; a name the site already uses fails the unique index. */
  async insert(db: Db, record: LibraryRecord): Promise<void> {
    await db
      .insertInto("sectionLibrary")
      .values({
        id: record.id,
        websiteId: record.websiteId,
        name: record.name,
        nameKey: libraryNameKey(record.name),
        kind: record.kind,
        draftJson: JSON.stringify(record.draft),
        draftVersion: record.draftVersion,
        publishedJson: record.published === null ? null : JSON.stringify(record.published),
        publishedAt: record.publishedAt,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
      })
      .execute();
  },

  async rename(db: Db, websiteId: string, id: string, name: string, updatedAt: string): Promise<boolean> {
    const result = await db
      .updateTable("sectionLibrary")
      .set({ name, nameKey: libraryNameKey(name), updatedAt })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Saves a draft only if nobody saved since `expectedVersion` was read; false on conflict. */
  async saveDraft(db: Db, websiteId: string, id: string, draft: unknown, expectedVersion: number, updatedAt: string): Promise<boolean> {
    const result = await db
      .updateTable("sectionLibrary")
      .set({ draftJson: JSON.stringify(draft), draftVersion: expectedVersion + 1, updatedAt })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("draftVersion", "=", expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Copies the draft (as read at `expectedVersion`) over the published section; false on conflict. */
  async publish(db: Db, websiteId: string, id: string, expectedVersion: number, publishedAt: string): Promise<boolean> {
    const result = await db
      .updateTable("sectionLibrary")
      .set((eb) => ({ publishedJson: eb.ref("draftJson"), publishedAt, updatedAt: publishedAt }))
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("draftVersion", "=", expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async remove(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("sectionLibrary").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * Rewrites a page's or post's draft and published layouts at once (turning shared placements
   * into copies), bumping the draft version so an editor holding the old draft reloads.
   */
  async rewriteLayout(db: Db, websiteId: string, ownerId: string, draft: unknown, published: unknown | null, updatedAt: string): Promise<void> {
    await db
      .updateTable("blockLayouts")
      .set((eb) => ({
        draftJson: JSON.stringify(draft),
        draftVersion: eb("draftVersion", "+", 1),
        publishedJson: published === null ? null : JSON.stringify(published),
        updatedAt,
      }))
      .where("websiteId", "=", websiteId)
      .where("ownerId", "=", ownerId)
      .execute();
  },
};
