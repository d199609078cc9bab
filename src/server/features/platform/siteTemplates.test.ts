import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../db/database";
import { testDatabaseKinds } from "../../../db/testing/testDatabases";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { exportSite } from "../siteFormat/siteFile";
import { SITE_TEMPLATES, readTemplateFile } from "./siteTemplates";
import { DEFAULT_SITE_STYLES } from "../../../domain/siteStyles/siteStylesSchema";
import { SITE_FONTS, type SiteFontId } from "../../../domain/siteStyles/fonts";

interface TemplateFile {
  website: { title: string; extraSettings: { siteStyles?: { fonts: { headings: string } } } };
  collections: { type: number; title: string; urlSlug: string; navigation: string; position: number }[];
  products?: { name: string; urlSlug: string; variants: { priceCents: number; qtyInStock: number }[] }[];
}

const ACTOR = { id: "0123456789abcdef01234567", email: "admin@platform.example" };

describe("the starting templates, each made into a site on SQLite", () => {
  let database: AppDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    server = await createTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("offers at least four templates: a café with a shop, a portfolio, a restaurant and a membership newsletter", () => {
    expect(SITE_TEMPLATES.map((template) => template.name)).toEqual(["cafe", "portfolio", "restaurant", "newsletter"]);
  });

  it("gives each template its own styles: no two share their fonts and colours, and none is Tessera's plain look", async () => {
    const looks = await Promise.all(
      SITE_TEMPLATES.map(async (template) => {
        const styles = (JSON.parse(await readTemplateFile(template)) as TemplateFile).website.extraSettings.siteStyles;
        expect(styles, template.name).toBeDefined();
        return JSON.stringify(styles);
      }),
    );
    expect(new Set(looks).size).toBe(SITE_TEMPLATES.length);
    expect(looks).not.toContain(JSON.stringify(DEFAULT_SITE_STYLES));
  });

  it("keeps no readme page (spec 2 §9's readme page name): what an owner does next is in the getting-started guide, never a page visitors could find", async () => {
    for (const template of SITE_TEMPLATES) {
      const file = JSON.parse(await readTemplateFile(template)) as TemplateFile;
      expect(
        file.collections.filter((collection) => /readme/i.test(`${collection.urlSlug} ${collection.title}`)),
        template.name,
      ).toEqual([]);
      const identifier = `${template.name}-readme`;
      await server.services.platformSites.create({ template: template.name, identifier, ownerEmail: "", actor: ACTOR, siteAddress: () => "" });
      expect((await server.request(identifier, { method: "GET", url: "/readme" })).statusCode, template.name).toBe(404);
    }
  });

  for (const template of SITE_TEMPLATES) {
    it(`${template.name}: validates, becomes a site twice under two identifiers, and every page renders with its title`, async () => {
      const file = JSON.parse(await readTemplateFile(template)) as TemplateFile;
      for (const identifier of [`${template.name}-one`, `${template.name}-two`]) {
        await server.services.platformSites.create({ template: template.name, identifier, ownerEmail: "", actor: ACTOR, siteAddress: () => "" });
      }
      const identifier = `${template.name}-two`;
      expect(JSON.parse(await exportSite(database.db, identifier)).website.title).toBe(file.website.title);
      const headingFont = SITE_FONTS[file.website.extraSettings.siteStyles!.fonts.headings as SiteFontId];

      const home = [...file.collections].filter((c) => c.navigation === "main").sort((a, b) => a.position - b.position)[0]!;
      for (const collection of file.collections) {
        const path = collection === home ? "/" : `/${collection.urlSlug}`;
        const page = await server.request(identifier, { method: "GET", url: path });
        expect({ path, status: page.statusCode }).toEqual({ path, status: 200 });
        expect(page.body).toContain(`<title>${collection === home ? "" : `${collection.title} `}`);
        expect(page.body).toContain(`--tsr-heading-font:${headingFont.stack}`);
      }
      for (const product of file.products ?? []) {
        expect(product.variants.every((variant) => variant.priceCents > 0 && variant.qtyInStock > 0)).toBe(true);
        const page = await server.request(identifier, { method: "GET", url: `/shop/${product.urlSlug}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(product.name);
      }
    });
  }
});
