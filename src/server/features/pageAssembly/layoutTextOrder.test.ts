import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { down as layoutsBecomeSingleColumn, up as layoutsBecomeSections } from "../../../db/migrations/0800_layout_sections";
import { newTestFormIds, formsSite } from "../../testing/formSites";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { siteTexts } from "../../testing/renderedText";
import { singleColumnDemoAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

/** The demo and the test sites, each imported under a fixed identifier so their text is the same on every run. */
const SITES: Record<string, () => string> = {
  demo: () => singleColumnDemoAs("demo", "Harbor & Pine Coffee"),
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

/** Rewrites every stored layout back to the single-column format, then runs migration 0800 over them. */
async function migrateFromSingleColumn(database: AppDatabase): Promise<void> {
  const raw = database.db.withoutPlugins();
  await layoutsBecomeSingleColumn(raw);
  const legacy = await database.db.selectFrom("blockLayouts").select("draftJson").execute();
  expect(legacy.every((row) => "blocks" in JSON.parse(row.draftJson))).toBe(true);
  await layoutsBecomeSections(raw);
}

// The fixtures were recorded from the single-column layouts before pages became sections; the
// same site files (the demo as it was then), imported now (their layouts converted on import) or stored as single-column
// layouts and migrated by 0800, must show every page's text in the same order.
describe.each([
  { way: "imported from version 1 site files", prepare: async () => {} },
  { way: "migrated in the database", prepare: migrateFromSingleColumn },
])("the text order of the demo and the test sites' pages, $way", ({ prepare }) => {
  let database: AppDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    for (const site of Object.values(SITES)) await seedSite(database, site());
    await prepare(database);
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
