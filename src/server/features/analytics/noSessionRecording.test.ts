import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const OWNER = { email: "owner@no-recording.example", password: "no recording password" };
const HEADING = [{ id: "afafafafafafafafafafafaf", type: "heading", settings: { text: "Visits stay here", level: 1 } }];

describeEachDatabase("no visitor's session goes to a recording service (spec 2 §7, GET /api/commerce/fullstory/getId)", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("no-recording", HEADING), OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("hands out no recording id, to a visitor or a signed-in owner", async () => {
    const visitor = await server.request("no-recording", { method: "GET", url: "/api/commerce/fullstory/getId" });
    expect(visitor.statusCode).toBe(404);
    const owner = await signedIn(server, "no-recording", OWNER.email, OWNER.password);
    const asOwner = await owner.send(server, "no-recording", { method: "GET", url: "/api/commerce/fullstory/getId" });
    expect(asOwner.statusCode).toBe(404);
  });

  it("loads no recording script on a page: the page's visits go to the site's own census", async () => {
    const page = (await server.request("no-recording", { method: "GET", url: "/" })).body;
    expect(page).toContain("Visits stay here");
    expect(page.toLowerCase()).not.toMatch(/fullstory|fs\.js|_fs_org|session-recording/);
    expect([...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]).every((src) => src!.startsWith("/assets/"))).toBe(true);
  });
});
