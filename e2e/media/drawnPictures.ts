import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** A picture as a visitor sees it: where it is, its drawn size in CSS pixels and how many pixels it is drawn from. */
export interface DrawnPicture {
  /** The picture's alt text (or its address), to name it in a failure. */
  name: string;
  width: number;
  height: number;
  /** The width in pixels of the file drawn (0 until it has loaded). */
  pixels: number;
}

/**
 * The pictures of a gallery a visitor sees: in the slideshow designs the current slide, in the
 * others every slide inside the gallery's visible area, on the screen, each with its drawn size and, with
 * `withPixels`, the pixel width of the file it shows (loaded again from the browser's cache,
 * as naturalWidth is the layout width for a picture chosen from a srcset).
 */
function shownPictures(gallery: Locator, withPixels: boolean): Promise<DrawnPicture[]> {
  return gallery.evaluate(async (element, pixels) => {
    const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
    const area = (element.querySelector(":scope > .tsr-gallery__viewport") ?? element).getBoundingClientRect();
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const oneAtATime = element.matches(".tsr-gallery--stacked:not(.tsr-gallery--scroll, .tsr-gallery--swipe, .tsr-gallery--new-swipe), .tsr-gallery--base");
    const slides = Array.from(element.querySelectorAll<HTMLElement>(".tsr-gallery__slide")).filter(
      (slide) =>
        getComputedStyle(slide).display !== "none" &&
        (!oneAtATime || slide.classList.contains("tsr-gallery__slide--active")) &&
        overlaps(slide.getBoundingClientRect(), area) &&
        overlaps(slide.getBoundingClientRect(), screen),
    );
    const pictures = slides.flatMap((slide) => Array.from(slide.querySelectorAll<HTMLImageElement>("img.tsr-img")));
    return Promise.all(
      pictures.map(async (picture) => {
        const box = picture.getBoundingClientRect();
        let drawnFrom = 0;
        if (pixels && picture.currentSrc) {
          const copy = new Image();
          copy.src = picture.currentSrc;
          await copy.decode().catch(() => undefined);
          drawnFrom = copy.naturalWidth;
        }
        return { name: picture.alt || picture.dataset.src || "a picture", width: box.width, height: box.height, pixels: drawnFrom };
      }),
    );
  }, withPixels);
}

/** Whether every shown picture of a gallery has been given its file and has loaded it. */
function shownPicturesLoaded(gallery: Locator): Promise<boolean> {
  return shownPictures(gallery, true).then((pictures) => pictures.every((picture) => picture.pixels > 0));
}

/**
 * Checks what a visitor sees of every gallery on the page, each scrolled into view: at least
 * one picture shows, every picture shown is drawn at a real size (at least 24 px each way) and,
 * once loaded, from at least 0.9 × its CSS width × the pixel ratio (at most 2, as the loader
 * asks) pixels. Failures name the page, the gallery and the picture.
 */
export async function expectGalleryPicturesDrawn(page: Page, visit: string): Promise<void> {
  const galleries = await page.locator(".tsr-gallery").all();
  expect(galleries.length, `galleries on ${visit}`).toBeGreaterThan(0);
  const ratio = Math.min(await page.evaluate(() => window.devicePixelRatio), 2);
  for (const [at, gallery] of galleries.entries()) {
    const where = `${visit}, gallery ${at + 1} (${await gallery.getAttribute("class")})`;
    await gallery.scrollIntoViewIfNeeded();
    const sized = await shownPictures(gallery, false);
    expect(sized.length, `pictures shown in ${where}`).toBeGreaterThan(0);
    for (const picture of sized) {
      expect(Math.round(picture.width), `width of ${picture.name} in ${where}`).toBeGreaterThanOrEqual(24);
      expect(Math.round(picture.height), `height of ${picture.name} in ${where}`).toBeGreaterThanOrEqual(24);
    }
    await expect.poll(() => shownPicturesLoaded(gallery), { message: `pictures loaded in ${where}` }).toBe(true);
    for (const picture of await shownPictures(gallery, true)) {
      expect(picture.pixels, `pixels ${picture.name} is drawn from in ${where}, at ${Math.round(picture.width)} px wide`).toBeGreaterThanOrEqual(
        Math.floor(0.9 * picture.width * ratio),
      );
    }
  }
}

/** The lightbox's picture once it has loaded: its drawn size and the pixel width of the file it shows. */
export async function lightboxPicture(page: Page): Promise<DrawnPicture> {
  const image = page.locator(".tsr-lightbox__image");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: "the lightbox's picture loaded" })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { name: img.alt, width: box.width, height: box.height, pixels: img.naturalWidth };
  });
}
