// An owner makes an events page and an event in the configuration area; visitors see the event
// on its page in its own time zone, download its calendar file with the right DTSTART, find it
// on its day in the calendar block (months turned by keyboard, without script), and follow the
// blog's tag and month listings to the right posts.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

let journey: Journey;

/** A day 40 days ahead, so the event is upcoming and in a later month than today's whatever day the journey runs. */
const eventDay = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const [eventYear, eventMonth, eventDate] = eventDay.split("-") as [string, string, string];
/** 19:30 in Paris, in UTC: an hour earlier in winter, two in summer. */
const parisOffsetHours =
  new Date(`${eventDay}T12:00:00Z`).toLocaleString("en-US", { timeZone: "Europe/Paris", hour: "numeric", hourCycle: "h23" }) === "13" ? 1 : 2;
const expectedStart = `DTSTART:${eventYear}${eventMonth}${eventDate}T${String(19 - parisOffsetHours).padStart(2, "0")}3000Z`;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

describe("events and listings", () => {
  test("an owner adds an event in the configuration area and visitors download its calendar file", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    const page = owner.page;
    await signInAt(page, server.siteUrl("demo", "/config"), server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Concerts");
    await page.getByRole("radio", { name: "Events" }).check({ force: true });
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.getByRole("heading", { name: "Concerts", level: 1 }).waitFor();

    await page.getByRole("button", { name: "Add event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an event" });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Winter concert");
    await dialog.getByLabel("Starts on").fill(eventDay);
    await dialog.getByLabel("Start time").fill("19:30");
    await dialog.getByLabel("Ends on").fill(eventDay);
    await dialog.getByLabel("End time").fill("19:00");
    await dialog.getByRole("textbox", { name: "Time zone" }).fill("Europe/Paris");
    await dialog.getByRole("textbox", { name: "Location" }).fill("Hall 1, Main Street");
    await dialog.getByRole("button", { name: "Add event" }).click();
    await dialog.getByText("The event must end after it starts.").waitFor();
    await dialog.getByLabel("End time").fill("22:00");
    await dialog.getByRole("button", { name: "Add event" }).click();
    await page.getByText("Event added.").waitFor();

    await page.getByRole("button", { name: "Actions for Winter concert" }).click();
    await page.getByRole("menuitem", { name: "Settings…" }).click();
    const settings = page.getByRole("dialog", { name: "Event settings" });
    await settings.getByRole("radio", { name: "Available" }).check({ force: true });
    await settings.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Winter concert, Available" }).waitFor();
    expectNoConsoleErrors(owner, "the events screen");

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/concerts"));
    await visitor.page.getByRole("heading", { name: "Upcoming events" }).waitFor();
    await visitor.page.getByRole("link", { name: "Winter concert" }).click();
    await visitor.page.getByRole("heading", { name: "Winter concert", level: 1 }).waitFor();
    expect(await visitor.page.locator(".tsr-event-when").innerText()).toMatch(/7:30\s*–\s*10:00\sPM \(Europe\/Paris\)$/);
    const [download] = await Promise.all([visitor.page.waitForEvent("download"), visitor.page.getByRole("link", { name: "Add to calendar" }).click()]);
    expect(download.suggestedFilename()).toBe("winter-concert.ics");
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain(`\r\n${expectedStart}\r\n`);
    expect(ics).toContain("\r\nSUMMARY:Winter concert\r\n");
    expect(ics).toContain("\r\nLOCATION:Hall 1\\, Main Street\r\n");
    expectNoConsoleErrors(visitor, "the event page");
  });

  test("the calendar block shows the event on its day, its months turned by keyboard without script", async () => {
    const owner = new SiteClient(journey.server, "demo");
    await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
    const tree = (await owner.send("GET", "/api/config/pages")).json() as { navigations: { pages: { id: string; urlSlug: string }[] }[] };
    const concerts = tree.navigations.flatMap((navigation) => navigation.pages).find((page) => page.urlSlug === "concerts")!;
    await publishPageOf(owner, "What's on", [{ id: "ca1e0000000000000000000a", type: "calendar", settings: { collectionId: concerts.id } }]);
    const visitor = await journey.newPage({ javaScriptEnabled: false });
    await visitor.page.goto(journey.server.siteUrl("demo", "/whats-on"));
    const day = visitor.page.locator(`td[data-date="${eventDay}"]`);
    expect(await day.isVisible()).toBe(false);
    for (let turns = 0; turns < 3 && !(await day.isVisible()); turns++) {
      await visitor.page.locator("a.tsr-calendar__turn[aria-label^='Next month']:visible").focus();
      await visitor.page.keyboard.press("Enter");
    }
    await day.getByRole("link", { name: /Winter concert/ }).waitFor({ state: "visible" });
    expect(await day.innerText()).toMatch(/19:30\s+Winter concert/);
  });

  test("the blog's tag and month listings list the right posts", async () => {
    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("demo", "/journal/tag/brewing"));
    await visitor.page.getByRole("heading", { name: "Posts tagged “brewing”", level: 1 }).waitFor();
    const tagged = await visitor.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(tagged).toEqual(["A beginner's guide to pour-over"]);

    await visitor.page.goto(journey.server.siteUrl("demo", "/journal/2026/10"));
    await visitor.page.getByRole("heading", { name: "Posts from October 2026", level: 1 }).waitFor();
    const october = await visitor.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(october).toEqual(["How we choose our beans", "A beginner's guide to pour-over"]);
    await visitor.page.getByRole("link", { name: "Journal" }).first().click();
    await visitor.page.getByRole("heading", { name: "Journal", level: 1 }).waitFor();
    expectNoConsoleErrors(visitor, "the blog listings");
  });
});
