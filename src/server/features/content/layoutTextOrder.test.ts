import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { newTestFormIds, formsSite } from "../forms/testing/formSites";
import { newTestStoreIds, storeSite } from "../store/testing/storeSites";
import { siteTexts } from "../../testing/renderedText";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

/** The demo and the test sites, each imported under a fixed identifier so their text is the same on every run. */
const SITES: Record<string, () => string> = {
  demo: () => demoSiteAs("demo", "Harbor & Pine Coffee"),
  store: () => storeSite("store", newTestStoreIds()),
  forms: () => formsSite("forms", newTestFormIds()),
};

/** A page's texts as the fixture keeps them: a "# path" line, then one line per text run. */
function fixtureText(pages: Record<string, string[]>): string {
  return Object.entries(pages)
    .map(([path, texts]) => [`# ${path}`, ...texts].join("\n"))
    .join("\n\n")
    .concat("\n");
}

// The fixtures were recorded from the single-column layouts before pages became sections; the
// same site files, imported and rendered now, must show every page's text in the same order.
describe("the text order of the demo and the test sites' pages", () => {
  let database: AppDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    for (const site of Object.values(SITES)) await seedSite(database, site());
    server = await createTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  for (const identifier of Object.keys(SITES)) {
    it(`keeps the ${identifier} site's text order`, async () => {
      const pages = await siteTexts(server, identifier);
      expect(Object.keys(pages).length).toBeGreaterThan(0);
      await expect(fixtureText(pages)).toMatchFileSnapshot(`textOrder/${identifier}.txt`);
    });
  }
});
