import type { Kysely } from "kysely";
import { zonesOfOptions } from "../../domain/commerce/storeSettings";

const BATCH = 200;

/**
 * Store settings from before shipping zones become zones: a store's shipping options, once
 * offered for seven countries, become the zone "Where we ship" with those countries; a store
 * without options keeps shipping everywhere at no cost (no zones).
 */
export async function up(db: Kysely<any>): Promise<void> {
  let after = "";
  for (;;) {
    const rows: { id: string; store_settings_json: string }[] = await db
      .selectFrom("websites")
      .select(["id", "store_settings_json"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const settings = JSON.parse(row.store_settings_json || "{}") as Record<string, unknown>;
      if (!Array.isArray(settings.shippingOptions) || settings.shippingZones !== undefined) continue;
      const { shippingOptions, ...rest } = settings;
      const updated = JSON.stringify({ ...rest, shippingZones: zonesOfOptions(shippingOptions as unknown[]) });
      await db.updateTable("websites").set({ store_settings_json: updated }).where("id", "=", row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** Zones stay: the settings reader takes them, and older options could not say which countries they served. */
export async function down(): Promise<void> {}
