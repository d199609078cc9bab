import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Journey } from "../harness/journey";
import { importSiteFile } from "../harness/ownedSite";
import { allWidthsMade } from "../harness/widthsMade";
import { MEDIA_SITE, mediaSiteFile } from "./mediaSite";

/** Imports the media test site with the CLI (assets included) into the journey's server, and waits until its pictures have every width. */
export async function importMediaSite(journey: Journey): Promise<void> {
  await importSiteFile(journey.server, await mediaSiteFile());
  await allWidthsMade(journey.server.dataDir);
}

/** The address of a page of the media test site. */
export function mediaUrl(journey: Journey, pagePath: string): string {
  return journey.server.siteUrl(MEDIA_SITE, pagePath);
}

/** Waits until the page's first gallery island has mounted. */
export async function galleryReady(page: Page, selector = ".tsr-gallery:not([data-linked-child])"): Promise<void> {
  await page.waitForSelector(`${selector}[data-mounted="true"]`);
}

/** The current index of a gallery (its data-index). */
export async function galleryIndex(page: Page, selector = ".tsr-gallery:not([data-linked-child])"): Promise<number> {
  return Number(await page.locator(selector).first().getAttribute("data-index"));
}

/** Waits for a gallery to reach an index. */
export async function expectIndex(page: Page, index: number, selector = ".tsr-gallery:not([data-linked-child])"): Promise<void> {
  await page.waitForFunction(([s, i]) => document.querySelector(s as string)?.getAttribute("data-index") === String(i), [selector, index] as const);
}

/** Records a gallery's reachedBeginning and reachedEnd events in window.galleryEvents. */
export async function recordEdgeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: string[] = [];
    (window as unknown as { galleryEvents: string[] }).galleryEvents = events;
    for (const name of ["tsr-gallery:reachedBeginning", "tsr-gallery:reachedEnd"]) {
      document.querySelector(".tsr-gallery")!.addEventListener(name, () => events.push(name.split(":")[1]!));
    }
  });
}

/** The edge events recorded so far. */
export function edgeEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { galleryEvents: string[] }).galleryEvents);
}

/** Every image frame on the page has its height before any picture has loaded (space reserved in the server HTML). */
export async function expectFramesReserved(page: Page): Promise<void> {
  const heights = await page.$$eval(".tsr-gallery .tsr-img-frame, .tsr-image .tsr-img-frame", (frames) => frames.map((f) => f.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThan(10);
}

/**
 * A touch swipe through the DevTools protocol (touch emulation), from x0 to x1 at height y,
 * taking ms milliseconds of the page's held clock (see harness/heldClock.ts) between its first and last touch.
 */
export async function touchSwipe(page: Page, from: { x: number; y: number }, toX: number, ms: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 6;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i += 1) {
    await page.clock.runFor(ms / steps);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + ((toX - from.x) * i) / steps, y: from.y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
