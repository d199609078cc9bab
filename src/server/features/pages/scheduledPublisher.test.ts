import { expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { newId } from "../../../domain/ids";
import { LocalSiteChangeBus } from "../../redis/siteChangeBus";
import { seedSite } from "../../testing/testServer";
import { SiteChanges } from "../sites/siteChanges";
import { ScheduledPublisher } from "./scheduledPublisher";

/** The moment every post of the test is scheduled for. */
const DUE_AT = "2026-05-04T09:00:00.000Z";
const POSTS = 100;

/** A site whose blog holds `count` posts scheduled for DUE_AT, each with a draft and nothing published yet. */
function siteWithScheduledPosts(identifier: string, count: number): string {
  const blocks = () => [{ id: newId(), type: "text", settings: { html: "<p>Due together.</p>" } }];
  const items = Array.from({ length: count }, (_, index) => ({
    title: `Due post ${index + 1}`,
    urlSlug: `due-post-${index + 1}`,
    publishState: PUBLISH_STATE.SCHEDULED,
    publishOn: DUE_AT,
    layout: { draft: { blocks: blocks() }, published: null },
  }));
  const home = blocks();
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}` },
    collections: [
      { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks: home }, published: { blocks: home } } },
      { type: 1, title: "Journal", urlSlug: "journal", navigation: "main", position: 1, items },
    ],
  });
}

describeOnEveryEngine("scheduled publishing across nodes", (database) => {
  it("publishes each of 100 posts due at once exactly once, with one history version each, when two nodes run their round together", async () => {
    const { db } = database();
    const websiteId = await seedSite(database(), siteWithScheduledPosts(`due-${newId().slice(0, 8)}`, POSTS));
    const clock = { now: () => new Date("2026-05-04T09:00:01.000Z") };
    const node = () => new ScheduledPublisher(db, clock, new SiteChanges(db, clock, new LocalSiteChangeBus()));
    const [first, second] = await Promise.all([node().runOnce(), node().runOnce()]);

    expect(first + second).toBe(POSTS);
    const items = await db.selectFrom("items").select(["id", "publishState"]).where("websiteId", "=", websiteId).execute();
    expect(items).toHaveLength(POSTS);
    expect(items.every((item) => item.publishState === PUBLISH_STATE.PUBLISHED)).toBe(true);
    const versions = await db
      .selectFrom("layoutVersions")
      .select(["ownerId", "number", "publishedBy"])
      .where("websiteId", "=", websiteId)
      .where(
        "ownerId",
        "in",
        items.map((item) => item.id),
      )
      .execute();
    expect(versions).toHaveLength(POSTS);
    expect(new Set(versions.map((version) => version.ownerId)).size).toBe(POSTS);
    expect(versions.every((version) => version.number === 1 && version.publishedBy === null)).toBe(true);
    const live = await db
      .selectFrom("blockLayouts")
      .select("publishedJson")
      .where("websiteId", "=", websiteId)
      .where(
        "ownerId",
        "in",
        items.map((item) => item.id),
      )
      .execute();
    expect(live.every((layout) => layout.publishedJson !== null)).toBe(true);

    expect(await node().runOnce()).toBe(0);
  });
});
