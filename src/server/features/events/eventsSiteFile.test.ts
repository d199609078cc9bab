import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { demoSiteAs } from "../../testing/siteFiles";
import { newId } from "../../../domain/ids";
import { createTestServer, exportedSite, seedSite, type TestServer } from "../../testing/testServer";

const CONCERT = { startDate: "2026-11-28", startTime: "19:30", endDate: "2026-11-28", endTime: "22:00", timeZone: "Europe/Paris", location: "Hall 1" };

/** A page's listing blocks, the calendar and tour dates showing the given events page (the demo has an events page of its own). */
function listingBlocks(eventsId: string) {
  return [
    { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "calendar", settings: { collectionId: eventsId } },
    { id: "aaaaaaaaaaaaaaaaaaaaaa02", type: "tour-dates", settings: { collectionId: eventsId } },
    { id: "aaaaaaaaaaaaaaaaaaaaaa03", type: "tag-cloud", settings: {} },
    { id: "aaaaaaaaaaaaaaaaaaaaaa04", type: "archive", settings: {} },
  ];
}

/** The demo site with an events page of two events and a page of listing blocks. */
function siteWithEvents(identifier: string, event: unknown = CONCERT): string {
  const site = JSON.parse(demoSiteAs(identifier));
  const concertsId = newId();
  const blocks = listingBlocks(concertsId);
  site.collections.push(
    {
      id: concertsId,
      type: 1,
      title: "Concerts",
      urlSlug: "concerts",
      navigation: "main",
      position: 20,
      settings: { holds: "events", urlFormat: "{title}", tags: [], categories: [] },
      items: [
        { recordType: 12, title: "Winter concert", urlSlug: "winter-concert", publishState: 1, publishOn: "2026-11-01T10:00:00.000Z", event },
        {
          recordType: 12,
          title: "Summer fair",
          urlSlug: "summer-fair",
          publishState: 1,
          publishOn: "2026-05-01T10:00:00.000Z",
          event: { ...CONCERT, startDate: "2026-06-20", endDate: "2026-06-20", location: "Park" },
        },
      ],
    },
    { type: 10, title: "What's on", urlSlug: "whats-on", navigation: "main", position: 21, layout: { draft: { blocks }, published: { blocks } } },
  );
  return JSON.stringify(site);
}

describeEachDatabase("events in the site file, listing blocks and blog listings", (database) => {
  let server: TestServer;
  const visit = (url: string) => server.request("listings", { method: "GET", url });

  beforeAll(async () => {
    await seedSite(database(), siteWithEvents("listings"));
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-11-25T09:00:00.000Z") } });
  });
  afterAll(() => server.close());

  it("carries events with their fields through export and import, byte for byte", async () => {
    const first = await exportedSite(database(), "listings");
    const concerts = JSON.parse(first).collections.find((c: { urlSlug: string }) => c.urlSlug === "concerts");
    expect(concerts.items.map((i: { event: unknown }) => i.event)).toContainEqual(CONCERT);
    await seedSite(database(), first);
    expect(await exportedSite(database(), "listings")).toBe(first);
  });

  it("refuses an event without a known time zone, and an events page item without its fields, naming the field", async () => {
    await expect(seedSite(database(), siteWithEvents("badzone", { ...CONCERT, timeZone: "Mars/Olympus" }))).rejects.toThrow(
      "Choose a known time zone, such as Europe/Paris.",
    );
    const bare = JSON.parse(siteWithEvents("bare"));
    delete bare.collections.at(-2).items[0].event;
    await expect(seedSite(database(), JSON.stringify(bare))).rejects.toThrow(/^collections\[\d+\]\.items\[0\]\.event: /);
  });

  it("shows the event on its day in the calendar block and the upcoming one in tour dates", async () => {
    const page = (await visit("/whats-on")).body;
    expect(page).toMatch(
      /<td data-date="2026-11-28" class="tsr-calendar__day tsr-calendar__day--events"><span class="tsr-calendar__number">28<\/span><ul><li><a href="\/concerts\/winter-concert" title="Winter concert">/,
    );
    expect(page).toContain('<a href="/concerts/winter-concert">Winter concert</a><span class="tsr-tour-dates__place">Hall 1</span>');
    expect(page).not.toContain('<a href="/concerts/summer-fair">Summer fair</a><span');
  });

  it("links the tag cloud and archive blocks to listing pages that list the right posts", async () => {
    const page = (await visit("/whats-on")).body;
    expect(page).toContain('href="/journal/tag/brewing">brewing');
    expect(page).toContain('<a href="/journal/2026/10">October 2026</a>');

    const brewing = (await visit("/journal/tag/brewing")).body;
    expect(brewing).toContain("Posts tagged “brewing”");
    expect(brewing).toContain("A beginner");
    expect(brewing).not.toContain("How we choose our beans");

    const october = (await visit("/journal/2026/10")).body;
    expect(october).toContain("Posts from October 2026");
    expect(october).toContain("How we choose our beans");
    expect(october).toContain("A beginner");
    expect(october).not.toContain("Meet our new winter blend");

    expect((await visit("/journal/category/news")).body).toContain("Meet our new winter blend");
    expect((await visit("/journal/2026")).statusCode).toBe(200);
    expect((await visit("/journal/tag/no-such-tag")).statusCode).toBe(404);
  });
});
