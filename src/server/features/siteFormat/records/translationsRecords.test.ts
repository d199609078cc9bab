import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { everyTestDatabaseKind } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import { MULTILINGUAL_SETTINGS_KEY } from "../../../../domain/siteSettings/multilingualSchema";
import { systemClock } from "../../../clock";
import { demoSiteAs } from "../../../testing/siteFiles";
import { createTestServer, seedSite } from "../../../testing/testServer";
import { exportSite, importSite } from "../siteFile";

for (const kind of everyTestDatabaseKind()) {
  describe(`a site's translations travel in its file's records [${kind.name}]`, () => {
    const opened: AppDatabase[] = [];
    const identifier = `polyglot-${newId().slice(0, 8)}`;
    let file = "";
    let ids: { page: string; post: string; product: string; form: string; section: string };
    let newsletterTitle = "";

    const platform = async () => {
      const database = await kind.open();
      opened.push(database);
      return database;
    };
    const idOf = async (database: AppDatabase, table: "collections" | "items" | "storeProducts", urlSlug: string) =>
      (await database.db.selectFrom(table).select("id").where("urlSlug", "=", urlSlug).executeTakeFirstOrThrow()).id;

    beforeAll(async () => {
      const source = await platform();
      const websiteId = await seedSite(source, demoSiteAs(identifier));
      const server = await createTestServer(source);
      await server.services.siteSettings.writeExtraSetting(websiteId, MULTILINGUAL_SETTINGS_KEY, {
        connection: null,
        languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }],
      });
      ids = {
        page: await idOf(source, "collections", "about"),
        post: await idOf(source, "items", "how-we-choose-our-beans"),
        product: await idOf(source, "storeProducts", "harbor-blend"),
        form: (await source.db.selectFrom("forms").select("id").where("name", "=", "Contact Harbor & Pine").executeTakeFirstOrThrow()).id,
        section: (await source.db.selectFrom("sectionLibrary").select("id").where("name", "=", "Newsletter").executeTakeFirstOrThrow()).id,
      };
      const translations = server.services.translations;
      newsletterTitle = (await translations.view(websiteId, "section", ids.section)).texts[0]!.name;
      await translations.save(websiteId, "section", ids.section, "fr-FR", { fields: { [newsletterTitle]: "Notes de torréfaction" }, needsTranslation: false });
      await translations.save(websiteId, "page", ids.page, "fr-FR", { fields: { title: "À propos" }, needsTranslation: false });
      await translations.save(websiteId, "post", ids.post, "fr-FR", { fields: { title: "Nos grains" }, needsTranslation: true });
      await translations.save(websiteId, "product", ids.product, "fr-FR", { fields: { name: "Mélange du port" }, needsTranslation: false });
      await translations.save(websiteId, "form", ids.form, "fr-FR", { fields: { submitButtonText: "Envoyer" }, needsTranslation: false });
      await server.close();
      file = await exportSite(source.db, identifier, { withRecords: true });
    });

    afterAll(async () => {
      for (const database of opened) await database.close();
    });

    it("exports each translation with the texts it was made from and its state, and imports them on another platform as they were", async () => {
      const records = JSON.parse(file).records.translations;
      expect(records.map((t: { kind: string; itemId: string; state: string; fields: object }) => [t.kind, t.itemId, t.state, t.fields])).toEqual(
        expect.arrayContaining([
          ["page", ids.page, "translated", { title: "À propos" }],
          ["post", ids.post, "needs-translation", { title: "Nos grains" }],
          ["product", ids.product, "translated", { name: "Mélange du port" }],
          ["form", ids.form, "translated", { submitButtonText: "Envoyer" }],
          ["section", ids.section, "translated", { [newsletterTitle]: "Notes de torréfaction" }],
        ]),
      );
      expect(records[0]).toMatchObject({ locale: "fr-FR", source: expect.any(Object), updatedAt: expect.any(String) });

      const target = await platform();
      const { websiteId } = await importSite(target.db, systemClock, file);
      expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(file);
      const server = await createTestServer(target);
      try {
        const shop = await server.request(identifier, { method: "GET", url: "/fr/shop/harbor-blend" });
        expect(shop.body).toContain("<title>Mélange du port — ");
        // The shared newsletter section, placed on the about page, reads as it was translated once.
        expect((await server.request(identifier, { method: "GET", url: "/fr/about" })).body).toContain("Notes de torréfaction");
        expect((await server.request(identifier, { method: "GET", url: "/about" })).body).not.toContain("Notes de torréfaction");
        const status = await server.services.translations.status(websiteId);
        expect(status.languages[0]).toMatchObject({
          translatedPages: 1,
          posts: { needsTranslation: 1 },
          products: { translated: 1 },
          forms: { translated: 1 },
          sections: { translated: 1 },
        });
      } finally {
        await server.close();
      }
    });

    it("refuses a translation of an item the file does not hold, naming it, and one listed twice", async () => {
      const copy = JSON.parse(file);
      copy.records.translations[0].itemId = "f".repeat(24);
      const target = await platform();
      await expect(importSite(target.db, systemClock, JSON.stringify(copy))).rejects.toThrow(/records\.translations\[0\]\.itemId: is not a \w+ of this file\./);
      const twice = JSON.parse(file);
      twice.records.translations.push(twice.records.translations[0]);
      await expect(importSite(target.db, systemClock, JSON.stringify(twice))).rejects.toThrow(
        `records.translations[${twice.records.translations.length - 1}].locale: is the language of another translation of this item.`,
      );
    });
  });
}
