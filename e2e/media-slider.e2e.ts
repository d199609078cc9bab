// The slider (the strip design) and the picture loader on the rendered page, in Chromium at 390
// and 1280 px: a strip with a set ratio and no vSize takes spec 2 §9's default slider aspect ratio
// 50 (its height half its width) and one with neither takes vSize 10; each slide's picture
// carries spec 2 §3's attributes (data-src, 'widthxheight', focal 'x,y', alt) and is drawn at its
// ratio and focal point; pictures load 16 at once on a desktop and 1 at a time on a phone; and a
// picture whose box grows is loaded again at a larger width, once, 300 ms after the box stopped
// changing (the resize emitter's default wait), whether the window widened or only its column;
// an image block with force update is loaded again at a smaller width when the window narrows.
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GALLERY_LIMITS } from "../src/domain/limits/galleryLimits";
import { SLIDER_LIMITS } from "../src/domain/limits/widgetLimits";
import { GALLERY_DATA_ATTRIBUTE } from "../src/blocks/gallery/rules/galleryData";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { requestsSeen } from "./harness/requestsSeen";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { galleryReady, importMediaSite, mediaUrl } from "./media/galleryPage";
import { MANY_PICTURES, SLIDER_FOCAL_POINT } from "./media/mediaSite";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await importMediaSite(journey);
});

afterAll(async () => {
  await journey?.close();
});

/** The strip's block data, its drawn viewport's height over width, and its slides' pictures as drawn. */
function readStrip(page: Page) {
  return page.$eval(
    ".tsr-gallery--strip",
    (strip, attribute) => {
      const viewport = strip.querySelector(".tsr-gallery__viewport")!.getBoundingClientRect();
      const pictures = Array.from(strip.querySelectorAll<HTMLImageElement>(".tsr-gallery__slide img.tsr-img"), (img) => {
        const frame = img.closest(".tsr-img-frame")!.getBoundingClientRect();
        return {
          src: img.dataset.src,
          dimensions: img.dataset.imageDimensions,
          focalPoint: img.dataset.imageFocalPoint,
          alt: img.alt,
          objectPosition: getComputedStyle(img).objectPosition,
          frameRatio: frame.width / frame.height,
          frameHeight: frame.height,
        };
      });
      return {
        vSize: (JSON.parse(strip.getAttribute(attribute)!) as { vSize: number }).vSize,
        imageAspectRatio: (JSON.parse(strip.getAttribute(attribute)!) as { imageAspectRatio: string }).imageAspectRatio,
        viewport: { width: viewport.width, height: viewport.height },
        pictures,
      };
    },
    GALLERY_DATA_ATTRIBUTE,
  );
}

describe("the slider", () => {
  for (const [name, options] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    test(`a strip with a ratio and no vSize is half as high as it is wide, its slides carry the spec's attributes, at ${name} px`, async () => {
      const tracked = await journey.newPage(options);
      const { page } = tracked;
      await page.goto(mediaUrl(journey, "/slider"));
      await galleryReady(page);
      await settle(page);
      const strip = await readStrip(page);
      expect(strip.imageAspectRatio).toBe("3:2");
      expect(strip.vSize).toBe(SLIDER_LIMITS.defaultAspectRatio);
      expect(Math.abs(strip.viewport.height - (strip.viewport.width * SLIDER_LIMITS.defaultAspectRatio) / 100)).toBeLessThan(1);
      expect(strip.pictures).toHaveLength(8);
      for (const [i, picture] of strip.pictures.entries()) {
        expect(picture.src).toMatch(new RegExp(`^/s/[0-9a-f]{24}/picture-${i + 1}\\.jpg$`));
        expect(picture.dimensions).toBe("1200x800");
        expect(picture.alt).toBe(`Picture ${i + 1}`);
        expect(Math.abs(picture.frameRatio - 1.5)).toBeLessThan(0.01);
        expect(Math.abs(picture.frameHeight - strip.viewport.height)).toBeLessThan(1);
      }
      expect(strip.pictures.map((p) => p.focalPoint)).toEqual(
        strip.pictures.map((_, i) => (i === 1 ? `${SLIDER_FOCAL_POINT.x},${SLIDER_FOCAL_POINT.y}` : "0.5,0.5")),
      );
      expect(strip.pictures[1]!.objectPosition).toBe(`${SLIDER_FOCAL_POINT.x * 100}% ${SLIDER_FOCAL_POINT.y * 100}%`);
      expect(strip.pictures[0]!.objectPosition).toBe("50% 50%");
      await reviewScreenshot(page, `slider-${name}`);

      await page.goto(mediaUrl(journey, "/strip"));
      await galleryReady(page);
      const plain = await readStrip(page);
      expect(plain.imageAspectRatio).toBe("Auto");
      expect(plain.vSize).toBe(GALLERY_LIMITS.strip.defaultVSize);
      // Never shorter than its arrows (2.75rem).
      const expected = Math.max(44, (plain.viewport.width * GALLERY_LIMITS.strip.defaultVSize) / 100);
      expect(Math.abs(plain.viewport.height - expected)).toBeLessThan(1);
      expectNoConsoleErrors(tracked, `the sliders at ${name} px`);
    });
  }
});

/** Holds every picture request of a page until released, counting those asked for. */
async function holdPictures(page: Page): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/s/**", (route) => (holding ? held.push(route) : route.continue()));
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** How many of the grid's pictures have been given a source by the loader, and how many have finished loading. */
function loaderState(page: Page) {
  return page.$$eval(".tsr-gallery--grid img.tsr-img:not([fetchpriority])", (images) => ({
    total: images.length,
    started: images.filter((img) => img.getAttribute("src")).length,
    loaded: images.filter((img) => img.classList.contains("tsr-img--loaded")).length,
  }));
}

describe("the picture loader", () => {
  test("a desktop loads 16 pictures at once, the rest as those finish", async () => {
    // A window tall enough that every picture of the grid is in view from the start.
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 4000 } });
    const { page } = tracked;
    const pictures = await holdPictures(page);
    // Held pictures keep the page from its load event; the runtime starts at DOMContentLoaded.
    await page.goto(mediaUrl(journey, "/many-pictures"), { waitUntil: "domcontentloaded" });
    await galleryReady(page);
    await expect.poll(() => loaderState(page).then((s) => s.started)).toBe(GALLERY_LIMITS.imageLoadConcurrency.desktop);
    const before = await loaderState(page);
    // The grid's first picture is the page's lead picture, which the browser loads from its srcset.
    expect(before.total).toBe(MANY_PICTURES - 1);
    expect(before.loaded).toBe(0);
    await pictures.release();
    await expect.poll(() => loaderState(page).then((s) => s.loaded)).toBe(MANY_PICTURES - 1);
    expectNoConsoleErrors(tracked, "the many pictures page on a desktop");
  });

  test("a phone loads one picture at a time", async () => {
    const tracked = await journey.newPage({ ...PHONE, viewport: { width: 390, height: 8000 } });
    const { page } = tracked;
    const pictures = await holdPictures(page);
    // Held pictures keep the page from its load event; the runtime starts at DOMContentLoaded.
    await page.goto(mediaUrl(journey, "/many-pictures"), { waitUntil: "domcontentloaded" });
    await galleryReady(page);
    await expect.poll(() => loaderState(page).then((s) => s.started)).toBe(GALLERY_LIMITS.imageLoadConcurrency.mobile);
    // Held, the first picture keeps the others waiting: its request has gone out and nothing else has started.
    await expect.poll(() => pictures.held.length).toBeGreaterThan(0);
    expect((await loaderState(page)).started).toBe(1);
    await pictures.release();
    await expect.poll(() => loaderState(page).then((s) => s.loaded), { timeout: 20_000 }).toBe(MANY_PICTURES - 1);
    expectNoConsoleErrors(tracked, "the many pictures page on a phone");
  });

  test("a picture whose box grows when the window widens is loaded again at a larger width", async () => {
    const tracked = await journey.newPage(PHONE);
    const { page } = tracked;
    // The page's timers run on a clock the test can move, so the loader's resize wait passes without waiting on the wall clock.
    await page.clock.install();
    await page.goto(mediaUrl(journey, "/slider"));
    await galleryReady(page);
    await settle(page);
    const second = page.locator(".tsr-gallery--strip .tsr-gallery__slide").nth(1).locator("img.tsr-img");
    const loadedWidth = async () => Number(await second.getAttribute("data-loaded-width"));
    await expect.poll(loadedWidth).toBeGreaterThan(0);
    const narrow = { width: await loadedWidth(), src: await second.getAttribute("src") };
    const box = (await second.boundingBox())!.width;
    // The loader takes the smallest width covering 90% of the box (docs/media.md).
    expect(narrow.width).toBeGreaterThanOrEqual(0.9 * box);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(loadedWidth).toBeGreaterThan(narrow.width);
    const wide = { width: await loadedWidth(), box: (await second.boundingBox())!.width };
    expect(wide.box).toBeGreaterThan(box);
    expect(wide.width).toBeGreaterThanOrEqual(0.9 * wide.box);
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${wide.width}`);
    expect(await second.getAttribute("src")).not.toBe(narrow.src);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.runFor(300);
    // Narrowed again, the larger picture is kept.
    expect(await loadedWidth()).toBe(wide.width);
    expectNoConsoleErrors(tracked, "the slider as the window widens");
  });

  test("a window dragged wider loads the picture again once, 300 ms after the drag stops, at the width it ends at", async () => {
    const tracked = await journey.newPage(PHONE);
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/slider"));
    await galleryReady(page);
    const second = page.locator(".tsr-gallery--strip .tsr-gallery__slide").nth(1).locator("img.tsr-img");
    const loadedWidth = async () => Number(await second.getAttribute("data-loaded-width"));
    await expect.poll(loadedWidth).toBeGreaterThan(0);
    const narrow = await loadedWidth();
    const source = (await second.getAttribute("data-src"))!;
    const asked = () => tracked.requestedUrls.filter((url) => new URL(url).pathname === new URL(source, url).pathname);
    const before = asked().length;

    // The page tells the test when its picture's box has changed: the loader's own observer,
    // made first, has then been told too, so the clock moves only after the loader saw the step.
    await second.evaluate((img) => {
      const seen = window as unknown as { boxChanges: number };
      seen.boxChanges = 0;
      new ResizeObserver(() => (seen.boxChanges += 1)).observe(img);
    });
    const boxChanges = () => page.evaluate(() => (window as unknown as { boxChanges: number }).boxChanges);
    await expect.poll(boxChanges).toBe(1);
    const widenTo = async (width: number) => {
      const changes = await boxChanges();
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(boxChanges).toBe(changes + 1);
    };

    // The drag passes 600 px on its way to 1280 px; each step comes within the wait of the last.
    await widenTo(600);
    await page.clock.runFor(GALLERY_LIMITS.resizeEmitterTimeoutMs.default - 100);
    await widenTo(1280);
    await page.clock.runFor(GALLERY_LIMITS.resizeEmitterTimeoutMs.default - 1);
    expect(await loadedWidth()).toBe(narrow);
    expect(asked()).toHaveLength(before);

    await page.clock.runFor(1);
    await expect.poll(loadedWidth).toBeGreaterThan(narrow);
    const wide = { width: await loadedWidth(), box: (await second.boundingBox())!.width };
    expect(wide.width).toBeGreaterThanOrEqual(0.9 * wide.box);
    await expect.poll(() => asked().length).toBe(before + 1);
    expect(asked().at(-1)).toContain(`${wide.width}`);
    expectNoConsoleErrors(tracked, "the slider as the window is dragged wider");
  });

  test("a picture whose column grows while the window stays as it is loads again too, 300 ms after", async () => {
    const tracked = await journey.newPage(PHONE);
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/slider"));
    await galleryReady(page);
    const second = page.locator(".tsr-gallery--strip .tsr-gallery__slide").nth(1).locator("img.tsr-img");
    const loadedWidth = async () => Number(await second.getAttribute("data-loaded-width"));
    await expect.poll(loadedWidth).toBeGreaterThan(0);
    const narrow = await loadedWidth();
    const box = (await second.boundingBox())!.width;
    let resizes = 0;
    await page.exposeFunction("windowResized", () => (resizes += 1));
    await page.evaluate(() => addEventListener("resize", () => void (window as unknown as { windowResized: () => void }).windowResized()));

    await page.locator(".tsr-gallery--strip").evaluate((strip: HTMLElement) => (strip.style.width = "1200px"));
    await expect.poll(async () => (await second.boundingBox())!.width).toBeGreaterThan(box);
    await page.clock.runFor(GALLERY_LIMITS.resizeEmitterTimeoutMs.default);
    await expect.poll(loadedWidth).toBeGreaterThan(narrow);
    expect(resizes).toBe(0);
    expectNoConsoleErrors(tracked, "the slider whose column grew");
  });

  test("an image block with force update is loaded again when the window narrows, at the smaller width; one without keeps its larger picture", async () => {
    const tracked = await journey.newPage(DESKTOP);
    const { page } = tracked;
    await page.goto(mediaUrl(journey, "/force-update"));
    await settle(page);
    const forced = page.getByAltText("Loaded again at every size");
    const kept = page.getByAltText("Keeps its larger picture");
    expect(await forced.getAttribute("data-force-update")).toBe("true");
    expect(await kept.getAttribute("data-force-update")).toBeNull();
    const loadedWidth = async (image: typeof forced) => Number(await image.getAttribute("data-loaded-width"));
    await expect.poll(() => loadedWidth(forced)).toBeGreaterThan(0);
    await expect.poll(() => loadedWidth(kept)).toBeGreaterThan(0);
    const wide = { forced: await loadedWidth(forced), kept: await loadedWidth(kept) };
    await reviewScreenshot(page, "image-force-update-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => loadedWidth(forced)).toBeLessThan(wide.forced);
    const narrow = await loadedWidth(forced);
    expect(narrow).toBeGreaterThanOrEqual(0.9 * (await forced.boundingBox())!.width);
    await expect.poll(() => forced.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`format=${narrow}w`);
    await requestsSeen(page);
    expect(await loadedWidth(kept)).toBe(wide.kept);
    await reviewScreenshot(page, "image-force-update-390");
    expectNoConsoleErrors(tracked, "force update as the window narrows");
  });
});
