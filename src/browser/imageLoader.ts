import { chooseImageWidth, imageUrlAtWidth, madeInWidths, needsReload } from "../domain/imageWidths";
import { GALLERY_LIMITS } from "../domain/limits/galleryLimits";
import { IMAGE_LIMITS, MAX_LOADED_PIXEL_RATIO } from "../domain/limits/imageLimits";
import { BREAKPOINTS } from "../domain/limits/layoutLimits";
import { IMAGE_MESSAGES } from "../domain/messages/imageMessages";
import { debounce } from "./debounce";

/** Whether the visitor's device counts as mobile (spec 2 §9: up to 432 px wide). */
export function isMobileViewport(): boolean {
  return window.innerWidth <= BREAKPOINTS.mobileMaxWidth;
}

/** Loads images a few at a time: 16 at once on desktop, 1 on mobile (spec 2 §9). */
class ImageLoadQueue {
  private active = 0;
  private readonly waiting: (() => Promise<void>)[] = [];

  constructor(private readonly concurrency: () => number) {}

  add(job: () => Promise<void>): void {
    this.waiting.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.active < this.concurrency() && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.active += 1;
      void job().finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }
}

const queue = new ImageLoadQueue(() => (isMobileViewport() ? GALLERY_LIMITS.imageLoadConcurrency.mobile : GALLERY_LIMITS.imageLoadConcurrency.desktop));

function numberData(element: HTMLElement, name: string): number | undefined {
  const value = element.dataset[name];
  return value === undefined || value === "" ? undefined : Number(value);
}

/**
 * Resolves once an image has loaded or failed: at once when it has a source and is done with it,
 * else at its load or error (a picture the loader has not given a source yet is waited for).
 */
export function imageSettled(img: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    if (img.complete && img.getAttribute("src")) return resolve();
    img.addEventListener("load", () => resolve(), { once: true });
    img.addEventListener("error", () => resolve(), { once: true });
  });
}

/**
 * Loads (or upgrades) one image at the width its box needs: the smallest standard width
 * covering the displayed width × pixel ratio (clamped by data-min/max-pixel-ratio and never
 * above 3x, except for a picture shown large, data-shown-large="true", which the visitor opened
 * to see closely; scaled by data-size-adjustment). Never swaps for a smaller one, unless its force
 * update is on (data-force-update="true"), which loads the width it needs whenever it changes. An image the server
 * gave a srcset (the page's first large picture) is the browser's to load. Logs the spec's
 * image errors and returns false for an element it cannot load.
 */
export function loadImage(element: Element | null): boolean {
  if (!(element instanceof HTMLImageElement)) {
    console.error(IMAGE_MESSAGES.notAnImageElement);
    return false;
  }
  const src = element.dataset.src;
  if (!src) {
    console.error(IMAGE_MESSAGES.invalidSource);
    return false;
  }
  if (!element.parentNode) {
    console.error(IMAGE_MESSAGES.noParentNode);
    return false;
  }
  if (element.srcset) return true;
  const ratioCap = element.dataset.shownLarge === "true" ? Infinity : MAX_LOADED_PIXEL_RATIO;
  const box = element.getBoundingClientRect().width || (element.parentElement?.getBoundingClientRect().width ?? 0);
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const width = chooseImageWidth({
    displayWidth: box,
    devicePixelRatio: window.devicePixelRatio,
    minPixelRatio: numberData(element, "minPixelRatio"),
    maxPixelRatio: Math.min(numberData(element, "maxPixelRatio") ?? ratioCap, ratioCap),
    sizeAdjustment: numberData(element, "sizeAdjustment"),
    saveData: element.dataset.allowSaveData === "true" && connection?.saveData === true,
  });
  const loaded = numberData(element, "loadedWidth") ?? null;
  const forceUpdate = element.dataset.forceUpdate === "true";
  if (element.getAttribute("src") && (!madeInWidths(src) || !needsReload(loaded, width, forceUpdate))) return true;
  element.dataset.loadedWidth = String(width);
  const url = madeInWidths(src) ? imageUrlAtWidth(src, width, element.dataset.sizeFormat === "filename" ? "filename" : "queryString") : src;
  queue.add(async () => {
    element.src = url;
    await imageSettled(element);
    element.classList.add("tsr-img--loaded");
  });
  return true;
}

let observer: IntersectionObserver | null = null;
let resizer: ResizeObserver | null = null;

/** Pictures whose box changed since the last re-fit. */
const resized = new Set<Element>();

/**
 * Re-fits the pictures whose box changed once the change has settled: 300 ms after the last
 * one, the resize emitter's default wait (spec 2 §9), so a window dragged wider loads each
 * picture once at the width it ends at, not at every width it passes.
 */
const refitResized = debounce(() => {
  for (const image of resized) loadImage(image);
  resized.clear();
}, GALLERY_LIMITS.resizeEmitterTimeoutMs.default);

/**
 * Loads images when they come within 200 px of the viewport (at once when data-load is
 * "false": lazy loading off), and again when their box grows enough to need a larger width,
 * once the box has settled. An image given again once it is loading or loaded is left as it
 * is: its box is watched already.
 */
export function watchImages(images: Iterable<HTMLImageElement>): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        loadImage(entry.target);
        resizer!.observe(entry.target);
      }
    },
    { rootMargin: `${IMAGE_LIMITS.lazyLoadMarginPx}px` },
  );
  resizer ??= new ResizeObserver((entries) => {
    for (const entry of entries) if ((entry.target as HTMLImageElement).getAttribute("src")) resized.add(entry.target);
    if (resized.size > 0) refitResized();
  });
  for (const image of images) {
    if (image.dataset.loadedWidth !== undefined) continue;
    if (image.dataset.load === "false") {
      loadImage(image);
      resizer.observe(image);
    } else observer.observe(image);
  }
}

/** Stops watching an image's box, for a picture that leaves the page for good (a closed lightbox's). */
export function unwatchImage(image: HTMLImageElement): void {
  resized.delete(image);
  observer?.unobserve(image);
  resizer?.unobserve(image);
}
