// Journeys over what the Lighthouse audit of the demo found and what it now audits: the shop's
// list on a phone keeps its pictures' boxes (no layout shift, the first picture loaded at once),
// and the Blocks page, reached from About, shows its blocks with their islands and no errors.
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

test("the shop's list on a phone loads its first picture at once and does not shift as the pictures arrive", async () => {
  const tracked = await journey.newPage(PHONE);
  const { page } = tracked;
  await watchShifts(page);
  await page.goto(journey.server.siteUrl("demo", "/shop"));
  await settle(page);
  const pictures = page.locator(".tsr-shop__item .tsr-product__image");
  expect(await pictures.count()).toBe(4);
  expect(await pictures.first().getAttribute("fetchpriority")).toBe("high");
  expect(await pictures.nth(1).getAttribute("loading")).toBe("lazy");
  const box = await pictures.first().boundingBox();
  expect(Math.round((box!.width / box!.height) * 100) / 100).toBe(1.5);
  for (let y = 0; y < 3000; y += 400) await page.mouse.wheel(0, 400);
  await settle(page);
  const shifts = await shiftsOf(page);
  expect(shifts.cls, shifts.shifted.join("; ")).toBeLessThanOrEqual(0.01);
  expectNoConsoleErrors(tracked, "the shop");
});

test("About links to the Blocks page, which shows its blocks working: the menu's tabs, the pricing switch and the share button", async () => {
  const tracked = await journey.newPage(PHONE);
  const { page } = tracked;
  await page.goto(journey.server.siteUrl("demo", "/about"));
  await page.getByRole("link", { name: "the blocks it is built from" }).click();
  await page.waitForURL(/\/blocks$/);
  await settle(page);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Blocks on this site");
  await page.getByRole("tab", { name: "Breakfast" }).click();
  expect(await page.getByRole("tabpanel", { name: "Breakfast" }).textContent()).toContain("Cardamom bun");
  await page.getByRole("switch").click();
  expect(await page.getByRole("switch").getAttribute("aria-checked")).toBe("true");
  expect(await page.getByRole("button", { name: "Share this page" }).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Follow @harborandpine on Instagram" }).getAttribute("href")).toBe("https://www.instagram.com/harborandpine");
  expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blocks" }).count()).toBe(0);
  expectNoConsoleErrors(tracked, "the Blocks page");
});

test("the Blocks page does not shift as its marquee starts moving: the room of its one line and pause button is kept from the start", async () => {
  const tracked = await journey.newPage(PHONE);
  const { page } = tracked;
  await watchShifts(page);
  // The marquee's island arrives only once the page has been drawn without it, as on a slow phone.
  let release = () => {};
  const drawn = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-marquee-/, async (route) => {
    await drawn;
    await route.continue();
  });
  await page.goto(journey.server.siteUrl("demo", "/blocks"), { waitUntil: "commit" });
  await page.locator(".tsr-marquee").waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const block = page.locator(".tsr-block--marquee");
  const before = (await block.boundingBox())!.height;
  release();
  await page.locator(".tsr-marquee[data-copies]").waitFor({ state: "attached" });
  await settle(page);
  expect(Math.abs((await block.boundingBox())!.height - before)).toBeLessThanOrEqual(1);
  expect(await page.locator(".tsr-marquee").getAttribute("data-copies")).toBe("true");
  expect(await page.getByRole("button", { name: "Pause scrolling text" }).isVisible()).toBe(true);
  const shifts = await shiftsOf(page);
  expect(shifts.cls, shifts.shifted.join("; ")).toBeLessThanOrEqual(0.01);
  expectNoConsoleErrors(tracked, "the Blocks page");
});
