import type { Db } from "../../../db/database";

/** What the platform administrator allows a site, as stored. */
export interface SitePlanAllowances {
  allowedKinds: number[];
  note: string;
}

/** The kinds stored as JSON text, read back as a list of numbers (an unreadable value as none). */
function kindsOf(text: string): number[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((code): code is number => Number.isInteger(code)) : [];
}

/** The SQL of a site's plan: its status and kind on the website row, and what the platform allows it beside them. */
export const sitePlanRepository = {
  /** The site's id by its identifier, or null. */
  async idOf(db: Db, identifier: string): Promise<string | null> {
    const row = await db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirst();
    return row?.id ?? null;
  },

  /** The site's status and kind by its id, or null. */
  async statusAndKind(db: Db, websiteId: string): Promise<{ status: number; kind: number } | null> {
    const row = await db.selectFrom("websites").select(["status", "websiteType as kind"]).where("id", "=", websiteId).executeTakeFirst();
    return row ?? null;
  },

  /** What the platform allows the site; none and no note when the administrator never set them. */
  async allowances(db: Db, websiteId: string): Promise<SitePlanAllowances> {
    const row = await db.selectFrom("sitePlanAllowances").select(["allowedKinds", "note"]).where("websiteId", "=", websiteId).executeTakeFirst();
    return row ? { allowedKinds: kindsOf(row.allowedKinds), note: row.note } : { allowedKinds: [], note: "" };
  },

  /** Stores what the platform allows the site, replacing what it allowed before. */
  async saveAllowances(db: Db, websiteId: string, allowances: SitePlanAllowances, updatedAt: string): Promise<void> {
    const values = { allowedKinds: JSON.stringify(allowances.allowedKinds), note: allowances.note, updatedAt };
    await db
      .insertInto("sitePlanAllowances")
      .values({ websiteId, ...values })
      .onConflict((conflict) => conflict.column("websiteId").doUpdateSet(values))
      .execute();
  },

  /** Sets the site's kind. */
  async setKind(db: Db, websiteId: string, kind: number, updatedAt: string): Promise<void> {
    await db.updateTable("websites").set({ websiteType: kind, updatedAt }).where("id", "=", websiteId).execute();
  },

  /**
   * Sets the site's status and kind unless the platform suspended it (restoring gives its status
   * back); false when it is suspended, decided by the update itself, so a suspension committed
   * meanwhile is never overwritten.
   */
  async setStatusAndKindUnlessSuspended(db: Db, websiteId: string, change: { status: number; kind: number }, updatedAt: string): Promise<boolean> {
    const result = await db
      .updateTable("websites")
      .set({ status: change.status, websiteType: change.kind, updatedAt })
      .where("id", "=", websiteId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("siteSuspensions").select("siteSuspensions.websiteId").whereRef("siteSuspensions.websiteId", "=", "websites.id"))),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
