// Gallery journeys: every design of the media test site in headless Chromium — the pictures
// each shows drawn at a real size and from enough pixels at 390 and 1280 px (plain, linked and
// with the lightbox), a linked slide followed, the strip's arrows beside its thumbnails, layout with
// reserved space, buttons and keyboard, loop on and off with the edge events and disabled
// controls, autoplay pausing on hover and off with nomotion, touch swipes, linked thumbnails
// and the history itemId restored on reload.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { expectGalleryPicturesDrawn } from "./media/drawnPictures";
import {
  edgeEvents,
  expectFramesReserved,
  expectIndex,
  galleryIndex,
  galleryReady,
  importMediaSite,
  mediaUrl,
  recordEdgeEvents,
  touchSwipe,
} from "./media/galleryPage";
import { SLIDE_LINK } from "./media/mediaSite";

/** The stacked fade lasts 1 s and the outgoing slide 1.2 s; moves wait for it to finish. */
const FADE_MS = 1300;
/** The looping slideshow's autoplay moves every second (autoplayDuration 1). */
const AUTOPLAY_MS = 1000;

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await importMediaSite(journey);
});

afterAll(async () => {
  await journey?.close();
});

describe("layout designs", () => {
  test("grid, autogrid, autocolumns, autorows and list lay out their slides with space reserved", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const columnsOf = async () =>
      new Set(await page.$$eval(".tsr-gallery__slide", (slides) => slides.map((s) => Math.round(s.getBoundingClientRect().left)))).size;

    await page.goto(mediaUrl(journey, "/grid"));
    await expectFramesReserved(page);
    await galleryReady(page);
    expect(await columnsOf()).toBe(4);
    const gap = await page.$$eval(".tsr-gallery__slide", (s) => s[1]!.getBoundingClientRect().left - s[0]!.getBoundingClientRect().right);
    expect(Math.round(gap)).toBe(20);

    await page.goto(mediaUrl(journey, "/autogrid"));
    await expectFramesReserved(page);
    expect(await columnsOf()).toBe(3);

    await page.goto(mediaUrl(journey, "/autocolumns"));
    await expectFramesReserved(page);
    expect(await columnsOf()).toBe(3);

    await page.goto(mediaUrl(journey, "/autorows"));
    await expectFramesReserved(page);
    const rows = await page.$$eval(".tsr-gallery__slide", (slides) =>
      slides.map((s) => ({ top: Math.round(s.getBoundingClientRect().top), height: Math.round(s.getBoundingClientRect().height) })),
    );
    const firstRow = rows.filter((r) => r.top === rows[0]!.top);
    expect(firstRow.length).toBeGreaterThan(1);
    expect(new Set(firstRow.map((r) => r.height)).size).toBe(1);
    expect(await page.locator(".tsr-gallery__open").count()).toBe(5);

    await page.goto(mediaUrl(journey, "/list"));
    await expectFramesReserved(page);
    const share = await page.$eval(
      ".tsr-gallery__figure",
      (f) => f.querySelector(".tsr-img-frame")!.getBoundingClientRect().width / f.getBoundingClientRect().width,
    );
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
    await settle(page);
    expectNoConsoleErrors(tracked, "the layout designs");
  });
});

describe("pictures", () => {
  /** Every design: the layout designs one to a page, the slide designs together, with links and with the lightbox. */
  const PAGES = ["grid", "autogrid", "autocolumns", "autorows", "list", "slideshow-thumbnails", "slide-designs", "linked", "lightbox-slides"];

  test("every design draws the pictures it shows at a real size and from enough pixels, at 390 and 1280 px, with links and with the lightbox", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const tracked = await journey.newPage({ viewport, isMobile: viewport.width < 400, hasTouch: viewport.width < 400 });
      for (const path of PAGES) {
        await tracked.page.goto(mediaUrl(journey, `/${path}`));
        await galleryReady(tracked.page);
        await expectGalleryPicturesDrawn(tracked.page, `/${path} at ${viewport.width} px`);
      }
      expectNoConsoleErrors(tracked, `the gallery pages at ${viewport.width} px`);
      await tracked.close();
    }
  });

  test("a slideshow slide with a link is as tall as the slideshow, and clicking it follows the link", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(mediaUrl(journey, "/linked"));
    await galleryReady(page);
    const slideshow = page.locator(".tsr-gallery--stacked");
    const link = slideshow.locator(".tsr-gallery__slide--active a");
    const [frame, linked] = [await slideshow.boundingBox(), await link.boundingBox()];
    expect(Math.round(linked!.height)).toBe(Math.round(frame!.height));
    await link.click();
    await page.waitForURL(mediaUrl(journey, SLIDE_LINK));
    expectNoConsoleErrors(tracked, "/linked");
  });

  test("the strip's arrows never cover its thumbnails, at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      const tracked = await journey.newPage({ viewport: { width, height: 800 }, isMobile: width < 400, hasTouch: width < 400 });
      await tracked.page.goto(mediaUrl(journey, "/strip"));
      await galleryReady(tracked.page);
      const overlaps = await tracked.page.$eval(".tsr-gallery--strip", (strip) => {
        const boxes = (selector: string) => Array.from(strip.querySelectorAll(selector), (element) => element.getBoundingClientRect());
        const area = strip.querySelector(".tsr-gallery__viewport")!.getBoundingClientRect();
        const meet = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
        // What shows of each thumbnail: its box cut to the strip's visible area.
        const thumbnails = boxes(".tsr-gallery__slide")
          .filter((box) => meet(box, area))
          .map((box) =>
            DOMRect.fromRect({
              x: Math.max(box.left, area.left),
              y: box.top,
              width: Math.min(box.right, area.right) - Math.max(box.left, area.left),
              height: box.height,
            }),
          );
        return boxes(".tsr-gallery__previous, .tsr-gallery__next").flatMap((arrow, side) =>
          thumbnails
            .filter((thumbnail) => meet(arrow, thumbnail))
            .map((thumbnail) => `${side ? "next" : "previous"} arrow over a thumbnail at ${Math.round(thumbnail.left)} px`),
        );
      });
      expect(overlaps, `at ${width} px`).toEqual([]);
      await tracked.close();
    }
  });
});

describe("carousel", () => {
  test("moves a row at a time, disables its controls at the ends and shows 2 per row on a phone", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/carousel"));
    await galleryReady(page);
    await recordEdgeEvents(page);
    const previous = page.locator(".tsr-gallery__previous");
    const next = page.locator(".tsr-gallery__next");
    const visible = () =>
      page.$$eval(".tsr-gallery__slide", (slides) => {
        const box = document.querySelector(".tsr-gallery__viewport")!.getBoundingClientRect();
        return slides
          .filter((s) => {
            const r = s.getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1;
          })
          .map((s) => Number(s.dataset.index));
      });
    expect(await visible()).toEqual([0, 1, 2]);
    await expect.poll(() => previous.getAttribute("class")).toContain("tsr-gallery__control--disabled");
    await next.click();
    await expectIndex(page, 3);
    await page.clock.runFor(600);
    await expect.poll(visible).toEqual([3, 4, 5]);
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expectIndex(page, 6);
    await page.clock.runFor(600);
    expect(await next.getAttribute("class")).toContain("tsr-gallery__control--disabled");
    await next.click({ force: true });
    expect(await galleryIndex(page)).toBe(6);
    expect(await edgeEvents(page)).toEqual(["reachedEnd"]);
    await page.keyboard.press("ArrowLeft");
    await expectIndex(page, 3);
    expectNoConsoleErrors(tracked, "/carousel");

    const phone = await journey.newPage({ viewport: { width: 400, height: 800 }, isMobile: true, hasTouch: true });
    await holdClock(phone.page);
    await phone.page.goto(mediaUrl(journey, "/carousel"));
    await galleryReady(phone.page);
    const widths = await phone.page.$$eval(".tsr-gallery__slide", (s) => s.slice(0, 2).map((x) => x.getBoundingClientRect().width));
    const viewport = await phone.page.$eval(".tsr-gallery__viewport", (v) => v.getBoundingClientRect().width);
    expect(widths[0]! * 2).toBeGreaterThan(viewport * 0.95);
    for (let i = 0; i < 3; i += 1) {
      await phone.page.locator(".tsr-gallery__next").click();
      await phone.page.clock.runFor(600);
    }
    expect(await galleryIndex(phone.page)).toBe(6);
    expect(await phone.page.locator(".tsr-gallery__next").getAttribute("aria-disabled")).toBe("true");
  });
});

describe("stacked slideshow", () => {
  test("buttons and keys move with loop off, the ends fire their events, and the itemId comes back on reload", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    // The first slide's picture is held back: its neighbours wait for it, so they do not take the network from the picture shown.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route(/picture-1\.jpg/, async (route) => {
      await firstHeld;
      await route.continue();
    });
    await page.goto(mediaUrl(journey, "/slideshow"), { waitUntil: "domcontentloaded" });
    await galleryReady(page);
    await expectFramesReserved(page);
    await recordEdgeEvents(page);
    const secondPicture = page.locator('.tsr-gallery__slide[data-slide-id="slide-2"] img');
    // Two frames drawn give the image loader its turns: it is told at each frame which pictures came into view.
    await page.screenshot();
    await page.screenshot();
    expect(await secondPicture.getAttribute("src")).toBeNull();
    releaseFirst();
    // The slides lie on top of one another: a hidden one loads its picture when the slideshow moves next to it, not with the first.
    const thirdPicture = page.locator('.tsr-gallery__slide[data-slide-id="slide-3"] img');
    await expect.poll(() => secondPicture.getAttribute("src")).not.toBeNull();
    expect(await thirdPicture.getAttribute("src")).toBeNull();
    expect(await page.locator(".tsr-gallery__previous").getAttribute("class")).toContain("tsr-gallery__control--disabled");
    await page.locator(".tsr-gallery__previous").click({ force: true });
    expect(await edgeEvents(page)).toEqual(["reachedBeginning"]);
    await page.locator(".tsr-gallery__next").click();
    await expectIndex(page, 1);
    await expect.poll(() => thirdPicture.getAttribute("src")).not.toBeNull();
    expect(page.url()).toBe(mediaUrl(journey, "/slideshow/?itemId=picture-2"));
    expect(await page.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("slide-2");
    // The fade (spec 2 §9): 1 s in, the outgoing slide 1.2 times that, on the stack from z-index 888.
    const slideStyle = (id: string) =>
      page.locator(`.tsr-gallery__slide[data-slide-id="${id}"]`).evaluate((slide) => {
        const style = getComputedStyle(slide);
        return { transition: (slide as HTMLElement).style.transition, zIndex: style.zIndex };
      });
    expect(await slideStyle("slide-2")).toEqual({ transition: "opacity 1s", zIndex: "890" });
    expect(await slideStyle("slide-1")).toEqual({ transition: "opacity 1.2s", zIndex: "889" });
    expect((await slideStyle("slide-3")).zIndex).toBe("888");
    await page.clock.runFor(FADE_MS);
    await page.locator(".tsr-gallery__next").focus();
    await page.keyboard.press("ArrowRight");
    await expectIndex(page, 2);
    await page.clock.runFor(FADE_MS);
    await page.locator(".tsr-gallery__viewport").click();
    await expectIndex(page, 3);
    await page.clock.runFor(FADE_MS);
    await page.locator(".tsr-gallery__previous").focus();
    await page.keyboard.press("ArrowRight");
    expect(await galleryIndex(page)).toBe(3);
    expect(await edgeEvents(page)).toEqual(["reachedBeginning", "reachedEnd"]);
    expect(await page.locator(".tsr-gallery__next").getAttribute("aria-disabled")).toBe("true");
    expect(page.url()).toContain("?itemId=picture-4");

    await page.reload();
    await galleryReady(page);
    expect(await galleryIndex(page)).toBe(3);
    expect(await page.locator(".tsr-gallery__slide--active").getAttribute("data-slide-id")).toBe("slide-4");
    await page.goto(mediaUrl(journey, "/slideshow/?itemId=slide-2"));
    await galleryReady(page);
    expect(await galleryIndex(page)).toBe(1);
    expectNoConsoleErrors(tracked, "/slideshow");
  });

  test("autoplay advances and wraps with loop on, pauses under the pointer, and is off with nomotion=true", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/slideshow-loop"));
    await galleryReady(page);
    expect(await page.locator(".tsr-gallery").getAttribute("data-autoplay")).toBe("running");
    await page.clock.runFor(AUTOPLAY_MS);
    await expectIndex(page, 1);
    await page.locator(".tsr-gallery__viewport").hover();
    expect(await page.locator(".tsr-gallery").getAttribute("data-autoplay")).toBe("paused");
    const held = await galleryIndex(page);
    await page.clock.runFor(2500);
    expect(await galleryIndex(page)).toBe(held);
    await page.mouse.move(5, 5);
    await page.clock.runFor(AUTOPLAY_MS);
    await expectIndex(page, (held + 1) % 4);

    await page.goto(mediaUrl(journey, "/slideshow-loop?nomotion=true"));
    await galleryReady(page);
    await page.clock.runFor(2500);
    expect(await galleryIndex(page)).toBe(0);
    expect(await page.locator(".tsr-gallery").getAttribute("data-autoplay")).toBeNull();
    await page.locator(".tsr-gallery__previous").click();
    await expectIndex(page, 3);
    expectNoConsoleErrors(tracked, "/slideshow-loop");
  });

  test("touch swipes: 50 px within 250 ms in the scroll design, past half the width in new-swipe", async () => {
    const tracked = await journey.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/slideshow-scroll"));
    await galleryReady(page);
    const box = (await page.locator(".tsr-gallery__viewport").boundingBox())!;
    const middle = { x: box.x + box.width - 40, y: box.y + box.height / 2 };
    await touchSwipe(page, middle, middle.x - 160, 60);
    await expectIndex(page, 1);
    await page.clock.runFor(800);
    await touchSwipe(page, middle, middle.x - 60, 900);
    await page.clock.runFor(500);
    expect(await galleryIndex(page)).toBe(1);
    await touchSwipe(page, { x: box.x + 40, y: middle.y }, box.x + 200, 60);
    await expectIndex(page, 0);

    await page.goto(mediaUrl(journey, "/slideshow-new-swipe"));
    await galleryReady(page);
    await touchSwipe(page, middle, middle.x - box.width * 0.3, 900);
    await page.clock.runFor(600);
    expect(await galleryIndex(page)).toBe(0);
    await touchSwipe(page, middle, middle.x - box.width * 0.6, 900);
    await expectIndex(page, 1);
    await page.clock.runFor(700);
    await touchSwipe(page, { x: box.x + 30, y: middle.y }, box.x + 30 + box.width * 0.6, 900);
    await expectIndex(page, 0);
    await page.clock.runFor(700);
    await touchSwipe(page, { x: box.x + 30, y: middle.y }, box.x + 30 + box.width * 0.6, 900);
    await expectIndex(page, 3);
    expectNoConsoleErrors(tracked, "the swipe slideshows");
  });

  test("a linked thumbnail strip keeps in step both ways, a click on either half moves that way, and Ken Burns zooms the shown picture", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/slideshow-thumbnails"));
    await galleryReady(page);
    const strip = ".tsr-gallery--thumbnails";
    await page.locator(`${strip} .tsr-gallery__slide`).nth(2).click();
    await expectIndex(page, 2);
    await expectIndex(page, 2, strip);
    await page.clock.runFor(FADE_MS);
    const box = (await page.locator(".tsr-gallery__viewport").first().boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expectIndex(page, 3);
    await expectIndex(page, 3, strip);
    await page.clock.runFor(FADE_MS);
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
    await expectIndex(page, 2);
    await page.clock.runFor(FADE_MS);
    await page.locator(`${strip} .tsr-gallery__slide`).nth(2).focus();
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(300);
    expect(await galleryIndex(page)).toBe(2);
    await page.keyboard.press("Enter");
    await expectIndex(page, 3);
    // Ken Burns (spec 2 §9): the shown picture zooms towards 1.075 times its size.
    const zoom = await page
      .locator(".tsr-gallery--ken-burns .tsr-gallery__slide--active .tsr-img")
      .first()
      .evaluate((picture) => {
        (picture as HTMLElement).style.transition = "none";
        return getComputedStyle(picture).transform;
      });
    expect(zoom).toBe("matrix(1.075, 0, 0, 1.075, 0, 0)");
    expectNoConsoleErrors(tracked, "/slideshow-thumbnails");
  });
});

describe("strip and base", () => {
  test("the strip activates slides with clicks, Enter and Space and stops at its end; base wraps", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(mediaUrl(journey, "/strip"));
    await galleryReady(page);
    await expectFramesReserved(page);
    await page.locator(".tsr-gallery__slide").nth(2).focus();
    await page.keyboard.press("Enter");
    await expectIndex(page, 2);
    await page.clock.runFor(600);
    await page.keyboard.press(" ");
    await expectIndex(page, 3);
    await page.clock.runFor(600);
    await page.locator(".tsr-gallery__slide").nth(3).click();
    await expectIndex(page, 4);
    const aligned = await page.$eval(".tsr-gallery__slide--active", (s) =>
      Math.abs(s.getBoundingClientRect().left - document.querySelector(".tsr-gallery__viewport")!.getBoundingClientRect().left),
    );
    await page.clock.runFor(600);
    expect(aligned).toBeGreaterThanOrEqual(0);
    await page.locator(".tsr-gallery__slide").nth(7).focus();
    await page.keyboard.press("Enter");
    await expectIndex(page, 7);
    expect(await page.locator(".tsr-gallery__next").getAttribute("aria-disabled")).toBe("true");

    await page.goto(mediaUrl(journey, "/base"));
    await galleryReady(page);
    await page.locator(".tsr-gallery__previous").click();
    await expectIndex(page, 2);
    expect(await page.locator(".tsr-gallery__slide--active").isVisible()).toBe(true);
    expect(await page.locator(".tsr-gallery__slide:not(.tsr-gallery__slide--active)").first().isVisible()).toBe(false);
    await page.locator(".tsr-gallery__next").focus();
    await page.keyboard.press("ArrowRight");
    await expectIndex(page, 0);
    expectNoConsoleErrors(tracked, "/strip and /base");
  });
});
