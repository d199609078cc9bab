import { expect, it } from "vitest";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { testDatabaseKinds } from "../../../db/testing/testDatabases";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, siteContextOf } from "../../testing/testServer";

it("answers a failure while serving a page with the error page (type 101, HTTP 500) and no internals", async () => {
  const kind = testDatabaseKinds()[0]!;
  const database = await kind.open();
  await seedSite(database, onePageSite("fragile", [{ id: "aeaeaeaeaeaeaeaeaeaeaeae", type: "heading", settings: { text: "Fine", level: 1 } }]));
  const healthy = await createTestServer(database);
  expect((await healthy.request("fragile", { method: "GET", url: "/" })).statusCode).toBe(200);
  await healthy.close();
  await database.db.schema.dropTable("block_layouts").execute();
  // A server that has not read the page's layout yet (a server keeps it per site version).
  const server = await createTestServer(database);
  const response = await server.request("fragile", { method: "GET", url: "/?fresh=1" });
  expect(response.statusCode).toBe(500);
  expect(response.body).toContain("Something went wrong");
  expect(siteContextOf(response.body).pageType).toBe(PAGE_TYPE.ERROR);
  expect(response.body).not.toMatch(/block_layouts|SqliteError|no such table|at .*\.ts/);
  await server.close();
  await database.close();
});
