// Journeys over a block's code that does not arrive: the Blocks page of the demo with the share
// button's chunk refused by the network, and with its server never answering. Either way the
// console names the module and the blocks that asked for it, the failed address is recorded as a
// system_network_error event (spec 1 §7, §8), and the page's other blocks keep working; the owner
// finds the address among the failed loads of the analytics screen. The 120 s time-out runs on
// the page's held clock. A configuration screen whose stylesheet is refused says it could not be
// loaded, and its ChunkLoadError carries the code CSS_CHUNK_LOAD_FAILED and the stylesheet's path.
// A part of the runtime loaded on demand (the phone menu) whose code is refused is named and
// recorded the same way, and its button still opens and closes the navigation, plainly.
import type { Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const SHARE_CHUNK = "**/island-share-buttons-*.js";
const SITE_MENU_CHUNK = "**/assets/siteMenu-*.js";
const FAILED_MODULE = 'Unable to load module share-buttons for trigger [data-island="share-buttons"]';

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

/** The fields of every RecordEvent call the page makes, as the server receives them. */
function recordedEvents(requests: Request[]): Record<string, string>[] {
  return eventRequests(requests).map((request) => Object.fromEntries(new URLSearchParams(request.postData() ?? "")));
}

function eventRequests(requests: Request[]): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === "/api/events/RecordEvent");
}

/** Refuses the page's requests for a chunk and records every request it makes: those requests, and the path of the refused chunk once it was asked for. */
async function refuseChunk(page: Page, glob: string): Promise<{ requests: Request[]; refusedPath: () => string }> {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  let refused = "";
  await page.route(glob, (route) => {
    refused = new URL(route.request().url()).pathname;
    return route.abort("failed");
  });
  return { requests, refusedPath: () => refused };
}

/** The menu's tabs still switch: the blocks whose code did arrive were mounted. */
async function expectTabsWork(page: Page) {
  await page.getByRole("tab", { name: "Breakfast" }).click();
  expect(await page.getByRole("tabpanel", { name: "Breakfast" }).textContent()).toContain("Cardamom bun");
}

test("a block whose code the network refuses is named in the console with its trigger, its address recorded as a network error the owner finds among the failed loads, and the rest of the page works", async () => {
  const tracked = await journey.newPage();
  const { page } = tracked;
  const { requests, refusedPath } = await refuseChunk(page, SHARE_CHUNK);
  await page.goto(journey.server.siteUrl("demo", "/blocks"));
  await settle(page);

  await expect.poll(() => tracked.consoleErrors.map((error) => error.text).filter((text) => text.startsWith(FAILED_MODULE))).toHaveLength(1);
  const chunkPath = refusedPath();
  const logged = tracked.consoleErrors.find((error) => error.text.startsWith(FAILED_MODULE))!;
  expect(logged.text).toContain("ChunkLoadError: Loading chunk share-buttons failed");
  expect(chunkPath).toMatch(/^\/assets\/island-share-buttons-.+\.js$/);
  await expect
    .poll(() => recordedEvents(requests).filter((fields) => fields.event === "system_network_error"))
    .toEqual([expect.objectContaining({ event: "system_network_error", urlRequested: chunkPath })]);
  await expectTabsWork(page);
  expect(await page.locator(".tsr-share__button").isHidden()).toBe(true);
  const others = tracked.consoleErrors.filter(
    (error) =>
      !error.text.startsWith(FAILED_MODULE) && !(error.text === "Failed to load resource: net::ERR_FAILED" && new URL(error.url).pathname === chunkPath),
  );
  expect(others).toEqual([]);

  const [sent] = eventRequests(requests);
  expect((await sent!.response())?.status()).toBe(202);
  const owner = await journey.newPage();
  await signInAt(owner.page, journey.server.siteUrl("demo", "/config/analytics"), journey.server.demoOwner);
  await owner.page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
  await owner.page.getByRole("tab", { name: "Browser errors" }).click();
  await owner.page.getByRole("heading", { name: "Failed loads" }).waitFor();
  const row = owner.page.getByRole("table", { name: "Failed loads" }).getByRole("row").filter({ hasText: chunkPath });
  expect(await row.getByRole("cell").allInnerTexts()).toEqual([chunkPath, "1", expect.any(String), expect.any(String)]);
  await reviewScreenshot(owner.page, "config-failed-loads");
  expectNoConsoleErrors(owner, "the analytics screen's failed loads");
});

test("a block whose code never arrives is given up after 120 s, not before, and named like a refused one", async () => {
  const tracked = await journey.newPage();
  const { page } = tracked;
  await holdClock(page);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const held: Route[] = [];
  await page.route(SHARE_CHUNK, (route) => void held.push(route));
  await page.goto(journey.server.siteUrl("demo", "/blocks"));
  await expect.poll(() => held.length).toBe(1);
  const chunkPath = new URL(held[0]!.request().url()).pathname;
  const failures = () => tracked.consoleErrors.filter((error) => error.text.startsWith(FAILED_MODULE));

  await page.clock.runFor(119_000);
  expect(failures()).toEqual([]);
  await page.clock.runFor(1_000);
  await expect
    .poll(() => failures().map((error) => error.text.split("\n")[0]))
    .toEqual([`${FAILED_MODULE} ChunkLoadError: Loading chunk share-buttons failed`]);
  await expect
    .poll(() =>
      recordedEvents(requests)
        .filter((fields) => fields.event === "system_network_error")
        .map((fields) => fields.urlRequested),
    )
    .toEqual([chunkPath]);
  await expectTabsWork(page);
  await held[0]!.abort();
});

test("a configuration screen whose stylesheet the network refuses says it could not be loaded, names the stylesheet with CSS_CHUNK_LOAD_FAILED, and the other screens still open", async () => {
  const owner = await journey.newPage();
  const { page } = owner;
  let stylesheetPath = "";
  await page.route("**/assets/analytics-*.css", (route) => {
    stylesheetPath = new URL(route.request().url()).pathname;
    return route.abort("failed");
  });
  await signInAt(page, journey.server.siteUrl("demo", "/config/analytics"), journey.server.demoOwner);

  await page.getByRole("alert").filter({ hasText: "This screen could not be loaded. Check your connection, then reload the page to try again." }).waitFor();
  expect(stylesheetPath).toMatch(/^\/assets\/analytics-.+\.css$/);
  const named = `ChunkLoadError: Loading chunk analytics failed CSS_CHUNK_LOAD_FAILED ${stylesheetPath}`;
  expect(owner.consoleErrors.filter((error) => error.text === named)).toHaveLength(1);
  await reviewScreenshot(page, "config-screen-not-loaded");

  await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
  expect(await page.getByRole("alert").filter({ hasText: "could not be loaded" }).count()).toBe(0);
});

test("a part of the runtime whose code the network refuses is named in the console with its trigger and recorded, and the phone menu still opens and closes plainly", async () => {
  const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page } = tracked;
  const { requests, refusedPath } = await refuseChunk(page, SITE_MENU_CHUNK);
  await page.goto(journey.server.siteUrl("demo", "/about"));
  await settle(page);
  const menu = page.getByRole("button", { name: "Menu" });
  const navigation = page.getByRole("navigation", { name: "Main" });

  await menu.click();
  const failedMenu = "Unable to load module siteMenu for trigger [data-site-menu]";
  await expect
    .poll(() => tracked.consoleErrors.filter((error) => error.text.startsWith(failedMenu)).map((error) => error.text.split("\n")[0]))
    .toEqual([`${failedMenu} ChunkLoadError: Loading chunk siteMenu failed`]);
  const chunkPath = refusedPath();
  expect(chunkPath).toMatch(/^\/assets\/siteMenu-.+\.js$/);
  await expect
    .poll(() => recordedEvents(requests).filter((fields) => fields.event === "system_network_error"))
    .toEqual([expect.objectContaining({ event: "system_network_error", urlRequested: chunkPath })]);
  await navigation.waitFor();
  expect(await menu.getAttribute("aria-expanded")).toBe("true");
  await reviewScreenshot(page, "site-menu-without-its-code");

  await menu.click();
  await navigation.waitFor({ state: "hidden" });
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
});
