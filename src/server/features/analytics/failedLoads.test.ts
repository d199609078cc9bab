import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, CookieJar, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const OWNER = { email: "owner@loads.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FORM = "application/x-www-form-urlencoded";
const CHUNK = "/assets/island-share-buttons-1.js";
const CALL = "/api/journey/flaky";

describeEachDatabase("failed loads", (database) => {
  let server: TestServer;
  let visitor: CookieJar;
  let now = new Date("2026-11-20T10:00:00.000Z");

  const recordEvent = (fields: Record<string, string>) =>
    visitor.send(server, "loads", {
      method: "POST",
      url: "/api/events/RecordEvent",
      headers: { "content-type": FORM, "x-csrf-token": visitor.get("crumb")! },
      payload: new URLSearchParams({ crumb: visitor.get("crumb")!, data: "{}", ...fields }).toString(),
    });
  const failedAt = async (at: string, fields: Record<string, string>) => {
    now = new Date(at);
    expect((await recordEvent(fields)).statusCode).toBe(202);
  };
  const errorsAnswer = async () => {
    const owner = await signedIn(server, "loads", OWNER.email, OWNER.password);
    const response = await owner.send(server, "loads", { method: "GET", url: "/api/config/analytics/errors" });
    expect(response.statusCode).toBe(200);
    return response.json() as { groups: unknown[]; failedLoads: unknown[] };
  };

  beforeAll(async () => {
    await seedSite(database(), onePageSite("loads", []), OWNER);
    server = await createTestServer(database(), { clock: { now: () => now } });
    visitor = new CookieJar();
    await visitor.send(server, "loads", { method: "GET", url: "/" });
    await visitor.ensureCrumb(server, "loads");
  });
  afterAll(() => server.close());

  it("lists no failed load before a browser recorded one", async () => {
    expect(await errorsAnswer()).toEqual({ groups: [], failedLoads: [] });
  });

  it("lists each address visitors' browsers could not load, with how often and when first and last, the most recently failed first", async () => {
    await failedAt("2026-11-21T08:00:00.000Z", { event: "system_network_error", urlRequested: CHUNK });
    await failedAt("2026-11-22T09:30:00.000Z", { event: "system_network_error", urlRequested: CALL });
    await failedAt("2026-11-23T12:15:00.000Z", { event: "system_network_error", urlRequested: CHUNK });
    await failedAt("2026-11-23T12:16:00.000Z", { event: "system_network_error" });
    await failedAt("2026-11-23T12:17:00.000Z", { event: "newsletter_subscribe", urlRequested: "/not-a-failure" });
    expect((await errorsAnswer()).failedLoads).toEqual([
      { url: CHUNK, count: 2, firstSeen: "2026-11-21T08:00:00.000Z", lastSeen: "2026-11-23T12:15:00.000Z" },
      { url: CALL, count: 1, firstSeen: "2026-11-22T09:30:00.000Z", lastSeen: "2026-11-22T09:30:00.000Z" },
    ]);
  });

  it("shows the failed loads to the site's owner only", async () => {
    expect((await visitor.send(server, "loads", { method: "GET", url: "/api/config/analytics/errors" })).statusCode).toBe(401);
  });
});
