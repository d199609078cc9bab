import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { seedSite } from "../../testing/testServer";
import { contentRepository } from "../content/contentRepository";
import { eventDetailsOf, eventsRepository } from "./eventsRepository";
import { listPublishedEventsOfCollection } from "./publishedEvents";

const EVENT = { startDate: "2026-07-01", startTime: "09:00", endDate: "2026-07-01", endTime: "17:00", timeZone: "America/New_York", location: "Pier 4" };
const picture = { id: "aaaaaaaaaaaaaaaaaaaaaa11", type: "image", settings: { src: "/static/pier.jpg", alt: "The pier at dawn" } };

function eventsSite(identifier: string): string {
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}` },
    collections: [
      {
        type: 1,
        title: "Events",
        urlSlug: "events",
        navigation: "main",
        settings: { holds: "events", urlFormat: "{title}" },
        items: [
          {
            recordType: 12,
            title: "Harbour day",
            urlSlug: "harbour-day",
            publishState: 1,
            publishOn: "2026-01-01T00:00:00.000Z",
            event: EVENT,
            layout: { draft: { blocks: [picture] }, published: { blocks: [picture] } },
          },
          { recordType: 12, title: "Draft day", urlSlug: "draft-day", publishState: 4, event: EVENT },
          {
            recordType: 12,
            title: "Scheduled day",
            urlSlug: "scheduled-day",
            publishState: 2,
            publishOn: "2026-06-15T10:00:00.000Z",
            event: { ...EVENT, startDate: "2026-07-02", endDate: "2026-07-02" },
          },
        ],
      },
    ],
  });
}

describeEachDatabase("event fields", (database) => {
  it("keeps the wall time and zone as entered, with the UTC moments they name, and rewrites them on change", async () => {
    const { db } = database();
    const websiteId = await seedSite(database(), eventsSite("fields"));
    const [events] = await contentRepository.listCollections(db, websiteId);
    const stored = await eventsRepository.ofCollection(db, websiteId, events!.id);
    const harbour = [...stored.values()].find((row) => row.location === "Pier 4")!;
    expect(eventDetailsOf(harbour)).toEqual(EVENT);
    expect(harbour).toMatchObject({ startsAt: "2026-07-01T13:00:00.000Z", endsAt: "2026-07-01T21:00:00.000Z" });

    await eventsRepository.save(db, { websiteId, collectionId: events!.id, itemId: harbour.itemId }, { ...EVENT, timeZone: "Asia/Tokyo" });
    expect(await eventsRepository.find(db, websiteId, harbour.itemId)).toMatchObject({ timeZone: "Asia/Tokyo", startsAt: "2026-07-01T00:00:00.000Z" });
  });

  it("lists only live events (published, or scheduled and due), with the first picture of each event's published page", async () => {
    const { db } = database();
    const websiteId = await seedSite(database(), eventsSite("pictures"));
    const [events] = await contentRepository.listCollections(db, websiteId);
    const before = await listPublishedEventsOfCollection(db, websiteId, events!, new Date("2026-06-01T00:00:00Z"));
    expect(before.upcoming.map((e) => e.title)).toEqual(["Harbour day"]);
    expect(before.upcoming[0]!.image).toEqual({ src: "/static/pier.jpg", alt: "The pier at dawn" });
    const scheduled = await listPublishedEventsOfCollection(db, websiteId, events!, new Date("2026-06-15T10:00:00Z"));
    expect(scheduled.upcoming.map((e) => e.title)).toEqual(["Harbour day", "Scheduled day"]);
    const after = await listPublishedEventsOfCollection(db, websiteId, events!, new Date("2026-07-02T00:00:00Z"));
    expect(after).toMatchObject({ upcoming: [{ title: "Scheduled day" }], past: [{ title: "Harbour day", url: "/events/harbour-day" }] });
  });
});
