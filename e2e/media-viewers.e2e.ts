// Lightbox, video and error journeys: the grid's lightbox (open, arrows, edge clicks, hash,
// focus, close), the picture it shows drawn from enough pixels at 390 and 1280 px and at 1x and
// 3x, the phone's swipes, buttons and taps, its fade out (and none with reduced motion), videos played one at a time through stand-in players that record the
// messages they receive (no internet needed), gallery data errors that leave the page working,
// and the demo roastery page loading without layout shift.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";
import { expectIndex, galleryReady, importMediaSite, mediaUrl, touchSwipe } from "./media/galleryPage";
import { lightboxPicture } from "./media/drawnPictures";
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

  test("the picture shown large is drawn from enough pixels at 390 and 1280 px, at pixel ratios 1 and 3", async () => {
    for (const deviceScaleFactor of [1, 3]) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const phone = viewport.width < 400;
        const tracked = await journey.newPage({ viewport, deviceScaleFactor, isMobile: phone, hasTouch: phone });
        const { page } = tracked;
        await page.goto(mediaUrl(journey, "/large"));
        await galleryReady(page);
        await page.waitForSelector('[data-island="image"][data-island-mounted="true"]');
        for (const opener of ["Open Large picture full screen", "Open Large slide full screen"]) {
          const where = `${opener} at ${viewport.width} px, ${deviceScaleFactor}x`;
          await page.getByRole("button", { name: opener }).click();
          const picture = await lightboxPicture(page);
          expect(picture.width, `width of the picture shown (${where})`).toBeGreaterThanOrEqual(0.6 * viewport.width);
          expect(picture.pixels, `pixels it is drawn from (${where})`).toBeGreaterThanOrEqual(0.9 * picture.width * deviceScaleFactor);
          await page.keyboard.press("Escape");
          await expect.poll(() => page.locator(".tsr-lightbox").count()).toBe(0);
        }
        expectNoConsoleErrors(tracked, `/large at ${viewport.width} px, ${deviceScaleFactor}x`);
        await tracked.close();
      }
    }
  });

  test("on a phone swipes and 44 px arrows move, a tap on the picture never closes it, and the dot toggles the caption", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/list"));
    await galleryReady(page);
    await page.getByRole("button", { name: "Open Picture 1 full screen" }).click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await dialog.waitFor();
    for (const name of ["Previous", "Next", "Show caption"]) {
      expect(await page.getByRole("button", { name }).isVisible(), `the ${name} button shows`).toBe(true);
      const box = (await page.getByRole("button", { name }).boundingBox())!;
      expect(Math.min(box.width, box.height), `the ${name} button's size`).toBeGreaterThanOrEqual(44);
      expect(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `the ${name} button is on the screen`).toBe(true);
    }
    const picture = (await page.locator(".tsr-lightbox__image").boundingBox())!;
    const middle = picture.y + picture.height / 2;
    // A tap's click arrives after the tap returns, in order: the button taps after these show they neither closed nor moved it.
    for (const [x, y] of [
      [picture.x + picture.width / 2, middle],
      [picture.x + 4, picture.y + 12],
      [picture.x + 12, picture.y + 12],
      [picture.x + picture.width - 12, picture.y + 12],
    ] as const) {
      await page.touchscreen.tap(x, y);
    }
    await page.getByRole("button", { name: "Next" }).tap();
    await expect.poll(() => lightboxIndex(page)).toBe(1);
    expect(await dialog.count()).toBe(1);
    await page.getByRole("button", { name: "Previous" }).tap();
    await expect.poll(() => lightboxIndex(page)).toBe(0);

    const dot = page.locator(".tsr-lightbox__caption-toggle");
    expect(await dot.getAttribute("aria-label")).toBe("Show caption");
    expect(await page.locator(".tsr-lightbox__caption").evaluate((c) => getComputedStyle(c).opacity)).toBe("0");
    await dot.tap();
    await expect.poll(() => dot.getAttribute("aria-pressed")).toBe("true");
    expect(await dot.getAttribute("aria-label")).toBe("Hide caption");
    await expect.poll(() => page.locator(".tsr-lightbox__caption").evaluate((c) => getComputedStyle(c).opacity)).toBe("1");

    await page.touchscreen.tap(195, Math.max(100, picture.y - 60));
    await expect.poll(() => dialog.count()).toBe(0);

    // Swipes come last: Chromium takes a tap just after a quick swipe as stopping its fling, not as a click.
    await page.getByRole("button", { name: "Open Picture 1 full screen" }).click();
    await dialog.waitFor();
    await touchSwipe(page, { x: picture.x + picture.width * 0.8, y: middle }, picture.x + picture.width * 0.2, 200);
    await expect.poll(() => lightboxIndex(page)).toBe(1);
    await touchSwipe(page, { x: picture.x + picture.width * 0.2, y: middle }, picture.x + picture.width * 0.8, 200);
    await expect.poll(() => lightboxIndex(page)).toBe(0);
    await touchSwipe(page, { x: picture.x + picture.width * 0.2, y: middle }, picture.x + picture.width * 0.8, 200);
    await expect.poll(() => lightboxIndex(page)).toBe(2);
    expect(await dialog.count()).toBe(1);
    expectNoConsoleErrors(tracked, "the phone lightbox");
  });

  test("closing fades out as opening fades in, and is at once with reduced motion", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(mediaUrl(journey, "/list"));
    await galleryReady(page);
    /** Presses Escape and reads, in the same turn, the lightbox's animations and where focus went. */
    const closeNow = () =>
      page.evaluate(() => {
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        const overlay = document.querySelector(".tsr-lightbox");
        return {
          animations: overlay ? overlay.getAnimations().map((a) => `${(a as CSSAnimation).animationName} ${a.effect?.getTiming().duration}ms`) : null,
          focus: document.activeElement?.getAttribute("aria-label"),
        };
      });
    const opener = page.getByRole("button", { name: "Open Picture 1 full screen" });
    await opener.click();
    // The opening fade is read from the style, not the running animation: on a busy machine it may have ended already.
    expect(await page.locator(".tsr-lightbox").evaluate((o) => `${getComputedStyle(o).animationName} ${getComputedStyle(o).animationDuration}`)).toBe(
      "tsr-lightbox-in 0.3s",
    );
    expect(await closeNow()).toEqual({ animations: ["tsr-lightbox-out 300ms"], focus: "Open Picture 1 full screen" });
    await expect.poll(() => page.locator(".tsr-lightbox").count()).toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await opener.click();
    expect(await page.locator(".tsr-lightbox").evaluate((o) => getComputedStyle(o).animationName)).toBe("none");
    expect(await closeNow()).toEqual({ animations: null, focus: "Open Picture 1 full screen" });
    expectNoConsoleErrors(tracked, "the lightbox's fades");
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
        `Error evaluating gallery block data. Design not found. Loaded designs: ${LOADED_DESIGNS}`,
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
