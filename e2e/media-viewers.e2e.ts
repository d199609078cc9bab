// Lightbox, video and error journeys: the grid's lightbox (open, arrows, edge clicks, hash,
// focus, close), videos played one at a time through stand-in players that record the
// messages they receive (no internet needed), gallery data errors that leave the page working,
// and the demo roastery page loading without layout shift.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";
import { expectIndex, galleryReady, importMediaSite, mediaUrl } from "./media/galleryPage";
import { FAKE_PLAYER_HTML } from "./media/mediaSite";

const LOADED_DESIGNS = "grid, autogrid, autocolumns, autorows, carousel, list, stacked, strip, base";

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await importMediaSite(journey);
});

afterAll(async () => {
  await journey?.close();
});

/** The lightbox's current item, from its overlay. */
async function lightboxIndex(page: Page): Promise<number> {
  return Number(await page.locator(".tsr-lightbox").getAttribute("data-index"));
}

describe("lightbox", () => {
  test("opens from the grid, moves with arrows (throttled), edge clicks and buttons, tracks the hash, traps focus and closes", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/grid"));
    await galleryReady(page);
    const opener = page.getByRole("button", { name: "Open Picture 2 full screen" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await dialog.waitFor();
    expect(await lightboxIndex(page)).toBe(1);
    expect(new URL(page.url()).hash).toBe("#lightbox-slide-2");
    expect(await page.locator(".tsr-lightbox__image").getAttribute("src")).toMatch(/\/s\/[0-9a-f]{24}\/picture-2\.jpg\?format=\d+w$/);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".tsr-lightbox")!, "::before").opacity)).toBe("0.95");
    expect(await page.locator(".tsr-lightbox__caption").textContent()).toBe("Caption 2");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await lightboxIndex(page)).toBe(2);
    await page.clock.runFor(250);
    await page.keyboard.press("ArrowLeft");
    expect(await lightboxIndex(page)).toBe(1);

    const width = page.viewportSize()!.width;
    await page.mouse.click(width - 10, 400);
    expect(await lightboxIndex(page)).toBe(2);
    await page.mouse.click(10, 400);
    expect(await lightboxIndex(page)).toBe(1);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await lightboxIndex(page)).toBe(2);
    await page.getByRole("button", { name: "Previous" }).click();
    expect(await lightboxIndex(page)).toBe(1);

    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".tsr-lightbox")))).toBe(true);

    await page.mouse.click(width / 2, 30);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open Picture 2 full screen");
    expect(new URL(page.url()).hash).toBe("");

    await opener.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    await page.evaluate(() => (location.hash = "#lightbox-slide-4"));
    await dialog.waitFor();
    expect(await lightboxIndex(page)).toBe(3);
    await page.keyboard.press("Escape");
    await page.goto(mediaUrl(journey, "/list"));
    await page.goto(mediaUrl(journey, "/grid#lightbox-slide-3"));
    await dialog.waitFor();
    expect(await lightboxIndex(page)).toBe(2);
    await settle(page);
    expectNoConsoleErrors(tracked, "the grid's lightbox");
  });

  test("on a phone the caption-toggle dot replaces the arrows", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const { page } = tracked;
    await page.goto(mediaUrl(journey, "/list"));
    await galleryReady(page);
    await page.getByRole("button", { name: "Open Picture 1 full screen" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("button", { name: "Next" }).isVisible()).toBe(false);
    const dot = page.locator(".tsr-lightbox__caption-toggle");
    expect(await dot.getAttribute("aria-label")).toBe("Show caption");
    expect(await page.locator(".tsr-lightbox__caption").evaluate((c) => getComputedStyle(c).opacity)).toBe("0");
    await dot.click();
    expect(await dot.getAttribute("aria-pressed")).toBe("true");
    expect(await dot.getAttribute("aria-label")).toBe("Hide caption");
    await expect.poll(() => page.locator(".tsr-lightbox__caption").evaluate((c) => getComputedStyle(c).opacity)).toBe("1");
    expectNoConsoleErrors(tracked, "the phone lightbox");
  });
});

describe("video", () => {
  /** The messages a stand-in player received, by the start of its address. */
  async function received(page: Page, address: RegExp): Promise<string[]> {
    const frame = page.frames().find((f) => address.test(f.url()));
    return frame ? frame.evaluate(() => (window as unknown as { received: string[] }).received) : [];
  }

  test("one video at a time: the overlay loads the player, play and pause go to YouTube and Vimeo frames", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.route(/^https:\/\/www\.youtube\.com\/embed\//, (route) => route.fulfill({ contentType: "text/html", body: FAKE_PLAYER_HTML }));
    await page.route(/^https?:\/\/player\.vimeo\.com\/video\//, (route) => route.fulfill({ contentType: "text/html", body: FAKE_PLAYER_HTML }));
    await page.goto(mediaUrl(journey, "/videos"));
    await settle(page);
    const [youtube, vimeo] = [page.locator(".tsr-block--video .tsr-video").nth(0), page.locator(".tsr-block--video .tsr-video").nth(1)];
    expect(await youtube.getAttribute("data-video-state")).toBe("not-loaded");
    expect(await youtube.locator(".tsr-video__frame").evaluate((f) => f.style.paddingBottom)).toBe("56.3%");
    expect(await page.locator("iframe").count()).toBe(0);

    await page.getByRole("button", { name: "Play video: Roasting day" }).click();
    expect(await youtube.getAttribute("data-video-state")).toBe("video");
    expect(await youtube.locator("iframe").getAttribute("src")).toBe("https://www.youtube.com/embed/abcdefghijk?enablejsapi=1&autoplay=1");

    await page.getByRole("button", { name: "Play video: Cupping" }).focus();
    await page.keyboard.press("Enter");
    expect(await vimeo.locator("iframe").getAttribute("src")).toBe("http://player.vimeo.com/video/123456789?autoplay=1");
    expect(await vimeo.getAttribute("data-video-state")).toBe("video");
    expect(await youtube.getAttribute("data-video-state")).toBe("overlay");
    await expect.poll(() => received(page, /youtube\.com\/embed/)).toEqual(['{"event":"command","func":"pauseVideo","args":[]}']);

    await page.getByRole("button", { name: "Play video: Roasting day" }).focus();
    await page.keyboard.press(" ");
    expect(await youtube.getAttribute("data-video-state")).toBe("video");
    await expect
      .poll(() => received(page, /youtube\.com\/embed/))
      .toEqual(['{"event":"command","func":"pauseVideo","args":[]}', '{"event":"command","func":"playVideo","args":[]}']);
    await expect.poll(() => received(page, /player\.vimeo\.com/)).toEqual(['{"method":"pause"}']);
    expect(await page.locator("iframe").count()).toBe(2);
    expectNoConsoleErrors(tracked, "/videos");
  });

  test("a video slide stops autoplay while it shows, and a Vimeo privacy error shows the Basic-account message", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.route(/player\.vimeo\.com\/video\//, (route) => route.fulfill({ contentType: "text/html", body: FAKE_PLAYER_HTML }));
    await page.route(/youtube\.com\/embed\//, (route) => route.fulfill({ contentType: "text/html", body: FAKE_PLAYER_HTML }));
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/videos"));
    await galleryReady(page);
    const gallery = page.locator(".tsr-gallery");
    await page.getByRole("button", { name: "Play video: Title 1" }).click();
    await page.mouse.move(2, 2);
    expect(await gallery.getAttribute("data-autoplay")).toBe("paused");
    await page.clock.runFor(2500);
    expect(await gallery.getAttribute("data-index")).toBe("0");

    await page.getByRole("button", { name: "Play video: Cupping" }).click();
    expect(await gallery.getAttribute("data-autoplay")).toBe("running");
    await page.clock.runFor(1000);
    await expectIndex(page, 1);

    const vimeoFrame = page.frames().find((f) => /player\.vimeo\.com\/video\/123456789/.test(f.url()))!;
    await vimeoFrame.evaluate(() => parent.postMessage(JSON.stringify({ event: "error", data: { name: "PrivacyError" } }), "*"));
    const message = page.locator(".tsr-block--video").nth(1).getByRole("alert");
    await expect.poll(() => message.textContent()).toBe("Vimeo Basic accounts are unsupported. Please share a video from a different account.");
    expect(tracked.takeConsoleErrors().map((e) => e.text)).toEqual(["Vimeo Basic accounts are unsupported. Please share a video from a different account."]);
  });
});

describe("errors", () => {
  test("bad gallery data and image markup are logged with the spec's messages and skipped while the rest of the page works", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(mediaUrl(journey, "/broken"));
    await settle(page);
    const islandUrl = (await page.locator("#tessera-islands").textContent())!.match(/"gallery":"([^"]+)"/)![1]!;
    const errors = tracked
      .takeConsoleErrors()
      .map((e) => e.text)
      .sort();
    expect(errors).toEqual(
      [
        `Design not found. Loaded designs: ${LOADED_DESIGNS}`,
        "Error decoding gallery block data.",
        "No gallery container found",
        "Element is not a valid image element.",
        "Invalid or missing image source.",
      ].sort(),
    );
    const imageIsland = JSON.parse((await page.locator("#tessera-islands").textContent())!).image as string;
    // Written as text: the test runner would rewrite a dynamic import inside a function.
    await page.evaluate(`import(${JSON.stringify(imageIsland)}).then((island) => {
      const detached = document.createElement("img");
      detached.dataset.src = "/s/none/x.jpg";
      island.mount(detached);
    })`);
    expect(tracked.takeConsoleErrors().map((e) => e.text)).toEqual(["Image element has no parentNode."]);
    expect(islandUrl).toMatch(/island-gallery/);
    expect(await page.locator(".tsr-block--gallery .tsr-gallery").getAttribute("data-mounted")).toBe("true");
    await page.getByRole("button", { name: "Still works" }).click();
    expect(await page.getByRole("button", { name: "Still works" }).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the demo roastery page", () => {
  test("loads on a phone without any layout shift, at phone-sized widths", async () => {
    const tracked = await journey.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const { page } = tracked;
    await watchShifts(page);
    await page.goto(journey.server.siteUrl("demo", "/roastery"));
    await settle(page);
    await page.mouse.wheel(0, 3000);
    await settle(page);
    const shifts = await shiftsOf(page);
    expect(shifts.cls, shifts.shifted.join("; ")).toBe(0);
    const widths = tracked.requestedUrls.filter((u) => u.includes("/s/")).map((u) => Number(new URL(u).searchParams.get("format")?.replace("w", "")));
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toBeLessThanOrEqual(1000);
    expectNoConsoleErrors(tracked, "the demo roastery page");
  });
});
