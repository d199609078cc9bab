import { expect, it } from "vitest";
import { up as optionsBecomeZones } from "../../../db/migrations/1010_shipping_zones";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { seedSite } from "../../testing/testServer";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";

describeEachDatabase("the migration of shipping options to shipping zones", (database) => {
  it("turns a store's options into a zone of the seven countries it shipped to, a store without options into none, and leaves zones alone", async () => {
    const db = database().db;
    const seed = async (settings: Record<string, unknown>) => {
      const websiteId = await seedSite(database(), storeSite(`zones${newId().slice(0, 8)}`, newTestStoreIds()));
      await db
        .updateTable("websites")
        .set({ storeSettingsJson: JSON.stringify({ currency: "USD", ...settings }) })
        .where("id", "=", websiteId)
        .execute();
      return websiteId;
    };
    const standard = { id: "standard", name: "Standard", costCents: 600 };
    const withOptions = await seed({ shippingOptions: [standard] });
    const without = await seed({ shippingOptions: [] });
    const zoned = await seed({ shippingZones: [{ id: "japan", name: "Japan", countries: ["JP"], options: [] }] });

    await optionsBecomeZones(db.withoutPlugins());

    const settingsOf = async (id: string) =>
      JSON.parse((await db.selectFrom("websites").select("storeSettingsJson").where("id", "=", id).executeTakeFirstOrThrow()).storeSettingsJson);
    expect(await settingsOf(withOptions)).toEqual({
      currency: "USD",
      shippingZones: [{ id: "where-we-ship", name: "Where we ship", countries: ["US", "CA", "GB", "DE", "FR", "AU", "JP"], options: [standard] }],
    });
    expect(await settingsOf(without)).toEqual({ currency: "USD", shippingZones: [] });
    expect((await settingsOf(zoned)).shippingZones[0].id).toBe("japan");
  });
});
