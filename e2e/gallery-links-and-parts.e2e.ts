// A gallery's numbers and parts on the rendered page, at 390 and 1280 px: a shared link naming a
// slide (?itemId=) selects it and scrolls the gallery into view 30 px below the window's top
// (spec 2 §9's scroll-into-view offset); a slideshow's thumbnails are set apart by its padding
// capped at 5 px; a drag whose finger holds still keeps the slide under it however long it
// holds (no pointer-move timeout), and lets go only when the finger does; every site has the lightbox, and when its code cannot load a slide's click
// opens the picture itself; the gallery's video player and picture loader are part of its own
// code, so a player that does not arrive is named as the gallery's module, never as a loader
// "not found".
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GALLERY_LIMITS } from "../src/domain/limits/galleryLimits";
import { GALLERY_MESSAGES } from "../src/domain/messages/galleryMessages";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { freshId, importSite, page as sitePage } from "./forms-support/formSites";

const SITE = "gallery-parts";
const WIDTHS = [390, 1280] as const;
const LIGHTBOX_CHUNK = "**/assets/lightbox-*.js";
const VIDEO_PLAYER_CHUNK = "**/assets/videoPlayer-*.js";

const slide = (id: string, picture: "roastery" | "beans") => ({ id, src: `/static/demo/${picture}.svg`, alt: `The ${id} picture`, width: 1200, height: 800 });
const SLIDES = [slide("first", "roastery"), slide("second", "beans"), slide("third", "roastery"), slide("fourth", "beans")];
const text = (paragraphs: number) => ({
  id: freshId(),
  type: "text",
  settings: {
    html: Array.from({ length: paragraphs }, (_, n) => `<p>Roast note ${n + 1}: a slow first crack, then a short rest before the beans cool.</p>`).join(""),
  },
});
const gallery = (settings: Record<string, unknown>) => ({ id: freshId(), type: "gallery", settings: { slides: SLIDES, ...settings } });

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await importSite(journey.server, {
    website: { identifier: SITE, title: "Gallery Roasters" },
    collections: [
      sitePage("Slides", "slides", 0, [text(12), gallery({ design: "stacked", history: true, thumbnails: true, padding: 20, loop: false }), text(12)]),
      sitePage("Grid", "grid", 1, [gallery({ design: "grid" })]),
      sitePage("Swipe", "swipe", 3, [gallery({ design: "stacked", transition: "swipe", loop: false })]),
      sitePage("Films", "films", 2, [
        gallery({ design: "stacked", slides: [{ ...slide("film", "roastery"), type: "video", videoUrl: "https://vimeo.com/987654321", url: "" }, ...SLIDES] }),
      ]),
    ],
  });
});

afterAll(async () => {
  await journey?.close();
});

const viewportOf = (width: number) => ({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });

/** The slideshow (not its thumbnail strip) once its code has mounted it. */
async function mountedSlideshow(page: Page) {
  const slideshow = page.locator(".tsr-gallery--stacked");
  await page.locator('.tsr-gallery--stacked[data-mounted="true"]').waitFor({ state: "attached" });
  return slideshow;
}

describe("a gallery's numbers", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px a link naming a slide opens on it with the gallery 30 px below the window's top, and the thumbnails sit 5 px apart`, async () => {
      const tracked = await journey.newPage(viewportOf(width));
      const { page } = tracked;
      await page.goto(journey.server.siteUrl(SITE, "/slides?itemId=third"));
      await settle(page);
      const slideshow = await mountedSlideshow(page);
      expect(await slideshow.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("third");
      const top = await slideshow.evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.round(top)).toBe(GALLERY_LIMITS.scrollIntoViewOffset);

      const thumbnails = await page.$$eval(".tsr-gallery--thumbnails .tsr-gallery__slide", (items) =>
        items.map((item) => item.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })),
      );
      expect(thumbnails).toHaveLength(SLIDES.length);
      for (let at = 1; at < thumbnails.length; at++)
        expect(Math.round(thumbnails[at]!.left - thumbnails[at - 1]!.right)).toBe(GALLERY_LIMITS.thumbnailPaddingCap);
      await reviewScreenshot(page, `gallery-parts-slide-link-${width}`);
      expectNoConsoleErrors(tracked, `the slides page at ${width} px`);
    });
  }

  test("without a slide in the address the page opens at its top", async () => {
    const tracked = await journey.newPage(viewportOf(1280));
    await tracked.page.goto(journey.server.siteUrl(SITE, "/slides"));
    await settle(tracked.page);
    const slideshow = await mountedSlideshow(tracked.page);
    expect(await slideshow.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("first");
    expect(await tracked.page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("a gallery's swipe", () => {
  test(`a finger held still mid-drag keeps the slide under it past ${GALLERY_LIMITS.swipe.pointerMoveTimeoutMs} ms, and its release past half the width moves on`, async () => {
    const tracked = await journey.newPage(viewportOf(390));
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl(SITE, "/swipe"));
    const slideshow = await mountedSlideshow(page);
    const viewport = (await slideshow.locator(".tsr-gallery__viewport").boundingBox())!;
    const list = slideshow.locator(".tsr-gallery__slides");
    const from = { x: viewport.x + viewport.width * 0.8, y: viewport.y + viewport.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= 6; step += 1) {
      await page.clock.runFor(20);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x - (viewport.width * 0.6 * step) / 6, y: from.y }] });
    }
    // Chromium hands touch moves to the page at its next frame, so the last one may land after the send returns.
    const offsetOf = async () => Number(/^translateX\(calc\(0% - (\d+(?:\.\d+)?)px\)\)$/.exec(await list.evaluate((element) => element.style.transform))?.[1]);
    await expect.poll(async () => Math.abs((await offsetOf()) - viewport.width * 0.6) < 2).toBe(true);
    const held = await list.evaluate((element) => element.style.transform);
    await page.clock.runFor(GALLERY_LIMITS.swipe.pointerMoveTimeoutMs * 2);
    expect(await list.evaluate((element) => element.style.transform)).toBe(held);
    expect(await slideshow.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("first");

    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    await expect.poll(() => slideshow.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("second");
    expectNoConsoleErrors(tracked, "the swipe slideshow");
  });
});

describe("a gallery's parts", () => {
  test("a lightbox whose code the network refuses is named in the console, and the slide's click opens the picture itself", async () => {
    const tracked = await journey.newPage(viewportOf(1280));
    const { page } = tracked;
    let refused = "";
    await page.route(LIGHTBOX_CHUNK, (route) => {
      refused = new URL(route.request().url()).pathname;
      return route.abort("failed");
    });
    await page.goto(journey.server.siteUrl(SITE, "/grid"));
    await settle(page);
    await page.locator('.tsr-gallery[data-mounted="true"]').waitFor({ state: "attached" });
    await page.locator(".tsr-gallery__slide").nth(1).locator(".tsr-gallery__open").click();
    await page.waitForURL(journey.server.siteUrl(SITE, "/static/demo/beans.svg"));
    const logged = tracked.consoleErrors.filter((error) => new URL(error.url).pathname !== refused).map((error) => error.text.split("\n")[0]);
    expect(logged).toEqual(["Unable to load module lightbox for trigger .tsr-gallery__open ChunkLoadError: Loading chunk lightbox failed"]);
    expect(refused).toMatch(/^\/assets\/lightbox-.+\.js$/);
  });

  test("a gallery whose video player does not arrive is named as the gallery's module, not as a missing loader, and keeps its slides", async () => {
    const tracked = await journey.newPage(viewportOf(390));
    const { page } = tracked;
    let refused = "";
    await page.route(VIDEO_PLAYER_CHUNK, (route) => {
      refused = new URL(route.request().url()).pathname;
      return route.abort("failed");
    });
    await page.goto(journey.server.siteUrl(SITE, "/films"));
    await settle(page);
    await expect.poll(() => tracked.consoleErrors.some((error) => error.text.startsWith("Unable to load module gallery"))).toBe(true);
    const logged = tracked.consoleErrors.filter((error) => new URL(error.url).pathname !== refused).map((error) => error.text.split("\n")[0]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Unable to load module gallery for trigger \[data-island="gallery"\] ChunkLoadError: Loading chunk gallery failed/);
    expect(logged.join(" ")).not.toContain(GALLERY_MESSAGES.videoLoaderMissing);
    expect(logged.join(" ")).not.toContain(GALLERY_MESSAGES.loader2Missing);
    expect(refused).toMatch(/^\/assets\/videoPlayer-.+\.js$/);
    expect(await page.locator(".tsr-gallery__slide").count()).toBe(SLIDES.length + 1);
    expect(await page.getByRole("button", { name: /^Play video/ }).count()).toBe(1);
  });
});
