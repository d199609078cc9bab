import type { Updateable } from "kysely";
import type { Db } from "../../../db/database";
import type { WebsiteRow } from "../../../db/schema";
import type { GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import { generalSettingsWrites } from "./generalSettings";

function parseExtra(json: string): Record<string, unknown> {
  const parsed = JSON.parse(json) as unknown;
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** All SQL of the site settings screens: the website's own columns, its extra settings and its domains. */
export const siteSettingsRepository = {
  /** Whether another website already answers to this identifier. */
  async identifierTaken(db: Db, identifier: string, exceptWebsiteId: string): Promise<boolean> {
    const row = await db.selectFrom("websites").select("id").where("identifier", "=", identifier).where("id", "!=", exceptWebsiteId).executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Writes the general settings (their columns and their extra settings, as SITE_SETTING_DEFINITIONS
   * say); the route's site write drops pages rendered with the old ones.
   */
  async updateGeneral(db: Db, websiteId: string, settings: GeneralSettings, updatedAt: string): Promise<void> {
    const writes = generalSettingsWrites(settings);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("websites").select("extraSettingsJson").where("id", "=", websiteId).executeTakeFirst();
      if (!row) return;
      const extraSettingsJson =
        Object.keys(writes.extraSettings).length > 0
          ? JSON.stringify({ ...parseExtra(row.extraSettingsJson), ...writes.extraSettings })
          : row.extraSettingsJson;
      await trx
        .updateTable("websites")
        .set({ ...writes.columns, extraSettingsJson, updatedAt })
        .where("id", "=", websiteId)
        .execute();
    });
  },

  /** Writes some of the website's own columns (visitor-facing settings, store settings). */
  async updateColumns(db: Db, websiteId: string, columns: Updateable<WebsiteRow>, updatedAt: string): Promise<void> {
    await db
      .updateTable("websites")
      .set({ ...columns, updatedAt })
      .where("id", "=", websiteId)
      .execute();
  },

  /** Reads one key of the website's extra settings (undefined when absent). */
  async readExtraSetting(db: Db, websiteId: string, key: string): Promise<unknown> {
    const row = await db.selectFrom("websites").select("extraSettingsJson").where("id", "=", websiteId).executeTakeFirst();
    if (!row) return undefined;
    const extra = JSON.parse(row.extraSettingsJson) as Record<string, unknown>;
    return extra && typeof extra === "object" ? extra[key] : undefined;
  },

  /**
   * Replaces one key of the website's extra settings, leaving the others as they are. Runs in
   * a transaction so two keys written at once both survive.
   */
  async writeExtraSetting(db: Db, websiteId: string, key: string, value: unknown, updatedAt: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("websites").select("extraSettingsJson").where("id", "=", websiteId).executeTakeFirstOrThrow();
      const extra = parseExtra(row.extraSettingsJson);
      await trx
        .updateTable("websites")
        .set({ extraSettingsJson: JSON.stringify({ ...extra, [key]: value }), updatedAt })
        .where("id", "=", websiteId)
        .execute();
    });
  },

  /** The website that owns a custom domain, if any. */
  async domainOwner(db: Db, host: string): Promise<string | null> {
    const row = await db.selectFrom("domains").select("websiteId").where("host", "=", host).executeTakeFirst();
    return row?.websiteId ?? null;
  },

  async countDomains(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("domains")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Adds a domain; a primary one takes the primary mark from the others. */
  async addDomain(db: Db, row: { id: string; websiteId: string; host: string; isPrimary: boolean; createdAt: string }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (row.isPrimary) await trx.updateTable("domains").set({ isPrimary: 0 }).where("websiteId", "=", row.websiteId).execute();
      await trx
        .insertInto("domains")
        .values({ ...row, isPrimary: row.isPrimary ? 1 : 0 })
        .execute();
    });
  },

  /** Removes one of the website's domains; false when it has no such domain. */
  async deleteDomain(db: Db, websiteId: string, domainId: string): Promise<boolean> {
    const result = await db.deleteFrom("domains").where("websiteId", "=", websiteId).where("id", "=", domainId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
