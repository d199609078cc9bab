import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { newId } from "../../domain/ids";
import type { Clock } from "../clock";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../testing/testServer";
import { STALE_AT_MOST_MS } from "./siteVersionCheck";

/** A Redis address where nothing listens: each node's subscriber is down, so no site change message reaches it. */
const UNREACHABLE_REDIS = "redis://127.0.0.1:1";

describeEachDatabase("a site change whose message a node missed", (database) => {
  const identifier = `missed-${newId().slice(0, 8)}`;
  let now = Date.parse("2026-03-02T09:00:00Z");
  const clock: Clock = { now: () => new Date(now) };
  let websiteId = "";
  /** The node that makes the change, and the node that never hears of it. */
  let writer: TestServer;
  let reader: TestServer;

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite(identifier, []));
    writer = await createTestServer(database(), { clock, config: { redisUrl: UNREACHABLE_REDIS } });
    reader = await createTestServer(database(), { clock, config: { redisUrl: UNREACHABLE_REDIS } });
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
  });

  const home = async (node: TestServer) => {
    const page = await node.request(identifier, { method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    return page.body;
  };

  it(`is served stale for at most ${STALE_AT_MOST_MS / 1000} seconds, and never by the node that made it`, async () => {
    expect(await home(writer)).toContain(`Site ${identifier}`);
    expect(await home(reader)).toContain(`Site ${identifier}`);
    expect(await home(reader)).toContain(`Site ${identifier}`);
    expect(reader.services.pageCache.size).toBe(1);

    await database().db.updateTable("websites").set({ title: "Renamed on the writer" }).where("id", "=", websiteId).execute();
    await writer.services.siteChanges.changed(websiteId);
    expect(await home(writer)).toContain("Renamed on the writer");

    now += STALE_AT_MOST_MS - 1;
    expect(await home(reader)).toContain(`Site ${identifier}`);
    now += 1;
    expect(await home(reader)).toContain("Renamed on the writer");
    expect(await home(reader)).toContain("Renamed on the writer");
    // The version check dropped the reader's pages of the site, as a message would have.
    expect(reader.services.pageCache.size).toBe(1);
    expect(await home(writer)).toContain("Renamed on the writer");
  });
});
