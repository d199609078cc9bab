// The social links, share buttons, follow button and OpenTable blocks on pages put in place
// through the owner API, against a stand-in provider server started here (the server is told
// its origin through OPENTABLE_WIDGET_URL and X_WIDGET_URL): icons named for screen readers, the
// sharing code loaded only on the first press, X's script that never answers leaving nothing
// after 10 s on a held clock, OpenTable's widget going from loading to loaded (and a failing one
// keeping its link), its wide and column layouts, and a signed-in owner's preview-only alert.
import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./harness/loopbackServer";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors, notFoundDocumentError, expectFocused } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { publishPageOf } from "./harness/publishedPage";
import { requestsSeen } from "./harness/requestsSeen";
import { signInAt } from "./harness/signIn";

/** What the stand-in OpenTable loader does: draws a widget right after its own script element, as OpenTable's does. */
const OPENTABLE_STAND_IN = `document.currentScript.insertAdjacentHTML("afterend", '<div class="stand-in-widget" role="form" aria-label="Stand-in reservations">Table for two</div>');`;

/** What the stand-in Tock script does: draws its widget right after its own script element. */
const TOCK_STAND_IN = `document.currentScript.insertAdjacentHTML("afterend", '<div class="stand-in-widget" role="form" aria-label="Stand-in Tock">Two at seven</div>');`;

/** The page a stand-in booking frame shows (Acuity's calendar, OpenTable's booking page). */
const FRAME_PAGE = "<!doctype html><title>Stand-in booking</title><p>Pick a time</p>";

/**
 * A provider server in this process: OpenTable's loader (held until released; rid 404 refused),
 * X's widgets.js, which never answers, Tock's script, and the pages Acuity and OpenTable show in frames.
 */
interface WidgetStandIn {
  origin: string;
  requests: string[];
  releaseLoaders(): void;
  close(): Promise<void>;
}

async function startWidgetStandIn(): Promise<WidgetStandIn> {
  const held: ServerResponse[] = [];
  const requests: string[] = [];
  let released = false;
  const answer = (response: ServerResponse) => response.writeHead(200, { "content-type": "text/javascript" }).end(OPENTABLE_STAND_IN);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === "/widgets.js") return;
    // An Acuity owner whose provider never answers, and one whose provider drops the connection.
    if (url.pathname === "/schedule.php" && url.searchParams.get("owner") === "9001") return;
    if (url.pathname === "/schedule.php" && url.searchParams.get("owner") === "9002") return request.socket.destroy();
    if (url.pathname === "/tock.js") return response.writeHead(200, { "content-type": "text/javascript" }).end(TOCK_STAND_IN);
    if (url.pathname === "/schedule.php" || url.pathname === "/restref/client/")
      return response.writeHead(200, { "content-type": "text/html" }).end(FRAME_PAGE);
    if (url.pathname === "/widget/reservation/loader" && url.searchParams.get("rid") !== "404") {
      if (released) answer(response);
      else held.push(response);
      return;
    }
    response.writeHead(404).end();
  });
  const listening = await listenOnLoopback(server);
  return {
    ...listening,
    requests,
    releaseLoaders() {
      released = true;
      held.splice(0).forEach(answer);
    },
  };
}

let standIn: WidgetStandIn;
let journey: Journey;
const paths = { social: "", follow: "", booking: "", scheduling: "", halfWidth: "", unreachable: "" };

beforeAll(async () => {
  standIn = await startWidgetStandIn();
  journey = await openJourney({
    env: { OPENTABLE_WIDGET_URL: standIn.origin, X_WIDGET_URL: standIn.origin, TOCK_WIDGET_URL: standIn.origin, ACUITY_WIDGET_URL: standIn.origin },
  });
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  paths.social = (
    await publishPageOf(owner, "Find us", [
      {
        type: "social-links",
        settings: {
          profiles: [
            { network: "instagram", url: "https://www.instagram.com/tesserabakery" },
            { network: "mastodon", url: "https://mastodon.social/@tesserabakery" },
            { network: "email", url: "mailto:hello@example.com" },
          ],
        },
      },
      { type: "share-buttons", settings: { networks: [{ network: "facebook" }, { network: "x" }], copyLink: true } },
    ])
  ).path;
  paths.follow = (
    await publishPageOf(owner, "Follow", [{ type: "follow-button", settings: { network: "x", username: "tesserabakery", networkWidget: true } }])
  ).path;
  paths.booking = (
    await publishPageOf(owner, "Book a table", [
      { type: "opentable", settings: { restaurantId: "412", heading: "Book a table", description: "Lunch and dinner." } },
      { type: "opentable", settings: { restaurantId: "404", variant: "button" } },
    ])
  ).path;
  paths.scheduling = (
    await publishPageOf(owner, "Reserve or book", [
      { type: "tock", settings: { business: "harbor-and-pine", heading: "Reserve with Tock" } },
      { type: "acuity", settings: { owner: "12345", heading: "Book a cupping" } },
      { type: "reservation-widget", settings: { restaurantId: "412", heading: "Our booking page" } },
    ])
  ).path;
  paths.halfWidth = (
    await publishPageOf(owner, "Book beside", [
      { type: "acuity", settings: { owner: "12345", heading: "Book a cupping", description: "An hour of tasting." }, width: 12 },
      { type: "reservation-widget", settings: { restaurantId: "412", heading: "Our booking page" }, width: 12 },
    ])
  ).path;
  paths.unreachable = (
    await publishPageOf(owner, "Book elsewhere", [
      { type: "acuity", settings: { owner: "9001", heading: "Book a cupping" } },
      { type: "acuity", settings: { owner: "9002", heading: "Book a tasting" } },
    ])
  ).path;
});

afterAll(async () => {
  await journey?.close();
  await standIn?.close();
});

describe("social and booking blocks", () => {
  test("social links are links named for their networks around inline SVG icons, with no icon font", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", paths.social));
    const list = page.getByRole("list", { name: "Social links" });
    expect(await list.getByRole("link").evaluateAll((links) => links.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]))).toEqual([
      ["Instagram", "https://www.instagram.com/tesserabakery"],
      ["Mastodon", "https://mastodon.social/@tesserabakery"],
      ["Email", "mailto:hello@example.com"],
    ]);
    const icon = list.getByRole("link", { name: "Instagram" }).locator("svg");
    expect(await icon.getAttribute("aria-hidden")).toBe("true");
    expect(await icon.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(28);
    expect(tracked.requestedUrls.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url))).toEqual([]);
    expectNoConsoleErrors(tracked, "the social links");
  });

  test("the share button loads the sharing code only when pressed, then shares, copies the link and closes with Escape", async () => {
    const tracked = await journey.newPage();
    const { page, context } = tracked;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const address = journey.server.siteUrl("demo", paths.social);
    await page.goto(address);
    const share = page.getByRole("button", { name: "Share" });
    await share.waitFor();
    await requestsSeen(page);
    const chunk = (url: string) => /\/assets\/sharePanel-[\w-]+\.js$/.test(url);
    expect(tracked.requestedUrls.some((url) => /island-share-buttons/.test(url))).toBe(true);
    expect(tracked.requestedUrls.filter(chunk)).toEqual([]);
    expect(await share.getAttribute("aria-expanded")).toBe("false");

    await share.click();
    const facebook = page.getByRole("link", { name: "Facebook" });
    await facebook.waitFor();
    expect(tracked.requestedUrls.filter(chunk)).toHaveLength(1);
    expect(await share.getAttribute("aria-expanded")).toBe("true");
    expect(await facebook.getAttribute("href")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`);
    expect(await page.getByRole("link", { name: "X", exact: true }).getAttribute("href")).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(address)}&text=${encodeURIComponent("Find us")}`,
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("status").filter({ hasText: "Link copied." }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await page.keyboard.press("Escape");
    expect(await facebook.isVisible()).toBe(false);
    await expectFocused(share);
    expect(standIn.requests.filter((request) => request.startsWith("/widgets.js"))).toEqual([]);
    expectNoConsoleErrors(tracked, "the share button");
  });

  test("X's follow button script that never answers leaves nothing shown after 10 s", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    const asked = page.waitForRequest((request) => request.url() === `${standIn.origin}/widgets.js`);
    await page.goto(journey.server.siteUrl("demo", paths.follow));
    await asked;
    const follow = page.getByRole("link", { name: "Follow @tesserabakery on X" });
    expect(await follow.getAttribute("href")).toBe("https://x.com/tesserabakery");
    expect(await follow.isVisible()).toBe(true);
    await page.clock.runFor(9_999);
    expect(await follow.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await follow.waitFor({ state: "hidden" });
    expect(await page.locator(".tsr-block--follow-button").isHidden()).toBe(true);
    expect(await page.locator(`script[src="${standIn.origin}/widgets.js"]`).count()).toBe(0);
  });

  test("the OpenTable block shows loading, then the loaded widget; a refused widget keeps its booking link", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    const answer = await page.goto(journey.server.siteUrl("demo", paths.booking));
    // The page's own policy admits the provider: scripts added by its trusted islands run under 'strict-dynamic'.
    expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    const [live, refused] = [page.locator(".tsr-booking").nth(0), page.locator(".tsr-booking").nth(1)];
    await live.and(page.locator('[data-state="loading"]')).waitFor();
    expect(await live.getByRole("status").textContent()).toBe("Loading the booking widget…");
    expect(await live.getAttribute("aria-busy")).toBe("true");
    expect(await live.getByRole("link", { name: "Reserve a table on OpenTable" }).getAttribute("href")).toBe(
      `${standIn.origin}/restref/client/?rid=412&lang=en-US`,
    );
    await refused.and(page.locator('[data-state="failed"]')).waitFor();
    expect(await refused.getByRole("link", { name: "Reserve a table on OpenTable" }).isVisible()).toBe(true);
    expect(standIn.requests).toContain(
      "/widget/reservation/loader?rid=412&type=standard&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&ot_source=Restaurant+website",
    );

    standIn.releaseLoaders();
    await live.and(page.locator('[data-state="loaded"]')).waitFor();
    expect(await live.getByRole("form", { name: "Stand-in reservations" }).textContent()).toBe("Table for two");
    expect(await live.locator(".tsr-booking__status").textContent()).toBe("");
    expect(await live.getByRole("link", { name: "Reserve a table on OpenTable" }).isVisible()).toBe(false);
    expect(await live.getAttribute("aria-busy")).toBeNull();
    const refusedLoader = `${standIn.origin}/widget/reservation/loader?rid=404&type=button&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&ot_source=Restaurant+website`;
    expectNoConsoleErrors(tracked, "the OpenTable block", [notFoundDocumentError(refusedLoader)]);
  });

  test("the Tock block draws Tock's widget from its script, and the Acuity and reservation widget blocks show their booking pages in named frames", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", paths.scheduling));
    const [tock, acuity, reservation] = [page.locator(".tsr-booking").nth(0), page.locator(".tsr-booking").nth(1), page.locator(".tsr-booking").nth(2)];
    for (const block of [tock, acuity, reservation]) await block.and(page.locator('[data-state="loaded"]')).waitFor();
    expect(await tock.getByRole("form", { name: "Stand-in Tock" }).textContent()).toBe("Two at seven");
    expect(await acuity.locator("iframe").getAttribute("title")).toBe("Acuity Scheduling calendar");
    expect(await acuity.locator("iframe").getAttribute("src")).toMatch(new RegExp(`^${standIn.origin}/schedule\\.php\\?owner=12345`));
    expect(await reservation.locator("iframe").getAttribute("title")).toBe("OpenTable reservations");
    expect(await page.frameLocator(".tsr-booking iframe").first().getByText("Pick a time").textContent()).toBe("Pick a time");
    expect(standIn.requests).toContain("/tock.js");
    expectNoConsoleErrors(tracked, "the Tock, Acuity and reservation widget blocks");
  });

  test("a full-width booking block lays its text beside the widget at 1280 px and in one column at 600 px", async () => {
    for (const [width, direction] of [
      [1280, "row"],
      [600, "column"],
    ] as const) {
      const { page } = await journey.newPage({ viewport: { width, height: 800 } });
      await page.goto(journey.server.siteUrl("demo", paths.booking));
      const booking = page.locator(".tsr-booking").first();
      await booking.and(page.locator("[data-state]")).waitFor();
      const layout = await booking.evaluate((element) => {
        const widget = element.querySelector(".tsr-booking__widget")!.getBoundingClientRect();
        const intro = element.querySelector(".tsr-booking__intro")!.getBoundingClientRect();
        return {
          direction: getComputedStyle(element).flexDirection,
          besides: intro.right <= widget.left,
          fullWidth: Math.round(widget.width) === Math.round(element.getBoundingClientRect().width),
        };
      });
      expect(layout).toEqual(direction === "row" ? { direction, besides: true, fullWidth: false } : { direction, besides: false, fullWidth: true });
    }
  });

  test("booking frames in a half-width column at 1280 px take the column's whole width, their text above them", async () => {
    const { page } = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(journey.server.siteUrl("demo", paths.halfWidth));
    for (const block of await page.locator(".tsr-booking").all()) {
      await block.and(page.locator('[data-state="loaded"]')).waitFor();
      const sizes = await block.evaluate((element) => ({
        block: Math.round(element.getBoundingClientRect().width),
        frame: Math.round(element.querySelector("iframe")!.getBoundingClientRect().width),
        introAbove:
          element.querySelector(".tsr-booking__intro")!.getBoundingClientRect().bottom <= element.querySelector("iframe")!.getBoundingClientRect().top,
      }));
      expect(sizes.block).toBeLessThan(640);
      expect(sizes.frame).toBe(sizes.block);
      expect(sizes.frame).toBeGreaterThanOrEqual(320);
      expect(sizes.introAbove).toBe(true);
    }
  });

  test("a booking frame whose provider drops the connection, or does not answer within 10 s, shows the booking link instead of a broken frame", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    const asked = page.waitForRequest((request) => request.url().includes("/schedule.php?owner=9001"));
    await page.goto(journey.server.siteUrl("demo", paths.unreachable));
    await asked;
    const [silent, dropped] = [page.locator(".tsr-booking").nth(0), page.locator(".tsr-booking").nth(1)];
    await dropped.and(page.locator('[data-state="failed"]')).waitFor();
    expect(await dropped.locator("iframe").count()).toBe(0);
    expect(await dropped.getByRole("link", { name: "Book on Acuity Scheduling" }).isVisible()).toBe(true);
    await page.clock.runFor(9_999);
    expect(await silent.getAttribute("data-state")).toBe("loading");
    expect(await silent.getByRole("link", { name: "Book on Acuity Scheduling" }).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await silent.and(page.locator('[data-state="failed"]')).waitFor();
    expect(await silent.locator("iframe").count()).toBe(0);
    const link = silent.getByRole("link", { name: "Book on Acuity Scheduling" });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^${standIn.origin}/schedule\\.php\\?owner=9001`));
  });

  test("a signed-in owner sees the booking block as preview only, with the spec's alert and no widget loaded", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    const before = standIn.requests.length;
    await page.goto(journey.server.siteUrl("demo", `${paths.booking}?noredirect`));
    const alerts = page.getByRole("alert");
    await alerts.first().waitFor();
    expect(await alerts.allTextContents()).toEqual([
      "Preview Only: Please log out of your account in order to use the OpenTable Block.",
      "Preview Only: Please log out of your account in order to use the OpenTable Block.",
    ]);
    await requestsSeen(page);
    expect(standIn.requests.slice(before)).toEqual([]);
    expect(await page.getByRole("link", { name: "Reserve a table on OpenTable" }).first().isVisible()).toBe(true);
  });
});
