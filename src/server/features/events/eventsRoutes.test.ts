import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { EVENT_MESSAGES } from "../../../domain/events/eventDetails";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { EVENT_FIELD_MESSAGES } from "./eventFieldMessages";
import { listPublishedEvents } from "./publishedEvents";

const OWNER = { email: "owner@events.example", password: "owner password 1", roleId: ROLE.ADMIN };
const CONCERT = {
  startDate: "2026-11-28",
  startTime: "19:30",
  endDate: "2026-11-28",
  endTime: "22:00",
  timeZone: "Europe/Paris",
  location: "Hall 1, Main Street",
};

describeEachDatabase("events pages, events and their calendar files", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let now = new Date("2026-11-25T09:00:00.000Z");
  let eventsId: string;
  let websiteId: string;

  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    owner.send(server, "events", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("events", { method: "GET", url });
  const addEvent = async (title: string, event: typeof CONCERT) => {
    const created = await call("POST", `/api/config/blogs/${eventsId}/posts`, { title, event });
    expect(created.statusCode).toBe(201);
    const published = await call("PATCH", `/api/config/posts/${created.json().id}`, { state: "published", excerpt: `About ${title}` });
    expect(published.statusCode).toBe(200);
    return published.json();
  };

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs("events"), OWNER);
    server = await createTestServer(database(), { clock: { now: () => now } });
    owner = await signedIn(server, "events", OWNER.email, OWNER.password);
    const created = await call("POST", "/api/config/pages", { kind: "events", title: "Concerts", navigation: "main" });
    expect(created.json()).toMatchObject({ kind: "events", urlSlug: "concerts" });
    eventsId = created.json().id;
  });
  afterAll(() => server.close());

  it("creates an event with its fields, shows it to visitors once published and lists it as upcoming", async () => {
    const event = await addEvent("Winter concert", CONCERT);
    expect(event).toMatchObject({ path: "/concerts/winter-concert", event: CONCERT, state: "published" });
    const detail = (await call("GET", `/api/config/blogs/${eventsId}`)).json();
    expect(detail.blog.holds).toBe("events");
    expect(detail.posts[0].event).toEqual(CONCERT);

    const page = await visit("/concerts/winter-concert");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Winter concert");
    expect(page.body).toContain("Hall 1, Main Street");
    expect(page.body).toContain('href="/concerts/winter-concert.ics"');
    expect(page.body).toContain('dateTime="2026-11-28T18:30:00.000Z"');

    const list = await visit("/concerts");
    expect(list.body).toContain("Upcoming events");
    expect(list.body).toContain('href="/concerts/winter-concert"');
  });

  it("answers the event's calendar file with its start in UTC", async () => {
    const file = await visit("/concerts/winter-concert.ics");
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="winter-concert.ics"');
    expect(file.body).toContain("\r\nDTSTART:20261128T183000Z\r\n");
    expect(file.body).toContain("\r\nDTEND:20261128T210000Z\r\n");
    expect(file.body).toContain("\r\nLOCATION:Hall 1\\, Main Street\r\n");
    expect((await visit("/concerts/no-such-event.ics")).statusCode).toBe(404);
  });

  it("refuses an end before the start, an unknown time zone and an event without its fields, in plain words", async () => {
    const backwards = await call("POST", `/api/config/blogs/${eventsId}/posts`, { title: "Backwards", event: { ...CONCERT, endTime: "18:00" } });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(EVENT_MESSAGES.endAfterStart);
    const zone = await call("POST", `/api/config/blogs/${eventsId}/posts`, { title: "Nowhere", event: { ...CONCERT, timeZone: "Mars/Olympus" } });
    expect(JSON.stringify(zone.json())).toContain(EVENT_MESSAGES.timeZone);
    const bare = await call("POST", `/api/config/blogs/${eventsId}/posts`, { title: "Bare" });
    expect(bare.json().error).toBe(EVENT_FIELD_MESSAGES.eventRequired);
  });

  it("changes an event's fields and moves a finished event to the past", async () => {
    const spring = await addEvent("Spring recital", { ...CONCERT, startDate: "2027-03-29", endDate: "2027-03-29" });
    const moved = await call("PATCH", `/api/config/posts/${spring.id}`, {
      event: { ...CONCERT, startDate: "2026-06-01", endDate: "2026-06-01", timeZone: "America/New_York" },
    });
    expect(moved.json().event.timeZone).toBe("America/New_York");
    expect((await visit("/concerts/spring-recital.ics")).body).toContain("DTSTART:20260601T233000Z");
    const list = (await visit("/concerts")).body;
    expect(list.indexOf("Past events")).toBeGreaterThan(list.indexOf("Winter concert"));
    expect(list.indexOf("Spring recital")).toBeGreaterThan(list.indexOf("Past events"));
  });

  it("lists published events upcoming first for summaries, with what a card shows", async () => {
    const events = await listPublishedEvents(database().db, websiteId, { id: eventsId, urlSlug: "concerts" }, now);
    expect(events.map((e) => e.title)).toEqual(["Winter concert", "Spring recital"]);
    expect(events[0]).toEqual({
      id: expect.any(String),
      title: "Winter concert",
      url: "/concerts/winter-concert",
      start: "2026-11-28T18:30:00.000Z",
      end: "2026-11-28T21:00:00.000Z",
      startDate: "2026-11-28",
      startTime: "19:30",
      endDate: "2026-11-28",
      endTime: "22:00",
      zone: "Europe/Paris",
      location: "Hall 1, Main Street",
      excerpt: "About Winter concert",
      image: null,
    });
  });

  it("lists the events page's events in a summary block, upcoming first, each on its own zone's clock", async () => {
    const crumb = await owner.ensureCrumb(server, "events");
    const summary = await owner.send(server, "events", {
      method: "POST",
      url: "/api/widget/GetWidgetRendering",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": crumb },
      payload: new URLSearchParams({
        widgetJSON: JSON.stringify({ type: "summary", id: "5e5e5e5e5e5e5e5e5e5e5e31", value: { source: "events", variant: "list" }, collectionId: eventsId }),
      }).toString(),
    });
    expect(summary.statusCode).toBe(200);
    const html: string = summary.json().data.html;
    expect([...html.matchAll(/class="tsr-summary__link" href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ["/concerts/winter-concert", "Winter concert"],
      ["/concerts/spring-recital", "Spring recital"],
    ]);
    expect(html).toContain("Hall 1, Main Street — About Winter concert");
    expect(html).toContain(`dateTime="2026-11-28T18:30:00.000Z">Saturday, November 28, 2026, 7:30`);
  });

  it("moves an event to the past once it ends, without a change to the site", async () => {
    expect((await visit("/concerts")).body.indexOf("Winter concert")).toBeLessThan((await visit("/concerts")).body.indexOf("Past events"));
    now = new Date("2026-11-28T21:30:00.000Z");
    const list = (await visit("/concerts")).body;
    expect(list).toContain("No upcoming events.");
    expect(list.indexOf("Winter concert")).toBeGreaterThan(list.indexOf("Past events"));
    now = new Date("2026-11-25T09:00:00.000Z");
  });

  it("keeps a draft event off the site and out of the lists", async () => {
    const draft = (await call("POST", `/api/config/blogs/${eventsId}/posts`, { title: "Secret gig", event: CONCERT })).json();
    expect((await visit(draft.path)).statusCode).toBe(404);
    expect((await visit(`${draft.path}.ics`)).statusCode).toBe(404);
    expect((await visit("/concerts")).body).not.toContain("Secret gig");
  });
});
