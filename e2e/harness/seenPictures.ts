import { SHARP_ENOUGH_SHARE } from "../../src/domain/imageWidths";
import type { Page } from "playwright-core";
import { IMAGE_LIMITS } from "../../src/domain/limits/imageLimits";

/** How much sharper than needed a picture may fall short: drawn from at least 0.9 of the pixels its box shows, the share the loader loads. */
const SHARPNESS = SHARP_ENOUGH_SHARE;

/**
 * Checks every picture a person can see, in the page: it has a size, it loaded, and it is drawn
 * from at least 0.9 x its drawn CSS width x the pixel ratio pixels (the real width of the source the
 * browser chose: naturalWidth, which a srcset scales by its density, is read from a plain copy), at
 * the screen's own pixel ratio; a picture need never be sharper than its original (its width or
 * data-image-dimensions, up to the largest width the media service makes). Vector pictures (SVG)
 * are sharp at any size. A picture scaled to fit inside its box (object-fit: contain) is measured
 * by the width it is drawn at, not its box's.
 */
async function measure(args: { sharpness: number; largestWidth: number }): Promise<string[]> {
  const { name, shown } = window.seenElements!;
  const pixelsOf = async (source: string): Promise<number> => {
    const plain = new Image();
    plain.src = source;
    await plain.decode().catch(() => undefined);
    return plain.naturalWidth;
  };
  const found: string[] = [];
  for (const img of document.images) {
    if (!img.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = img.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) {
      if (!img.closest("[hidden], [aria-hidden=true], [inert]"))
        found.push(`${name(img)} has no size: it is drawn ${Math.round(box.width)}x${Math.round(box.height)} px`);
      continue;
    }
    if (!shown(img)) continue;
    const source = img.currentSrc || img.getAttribute("src") || "";
    if (!source) {
      found.push(`${name(img)} never loaded (no source after it came into view)`);
      continue;
    }
    if (!img.complete) {
      found.push(`${name(img)} was still loading ${source}`);
      continue;
    }
    if (img.naturalWidth === 0) {
      found.push(`${name(img)} failed to load ${source}`);
      continue;
    }
    if (/\.svg(\?|#|$)/i.test(source) || source.startsWith("data:image/svg")) continue;
    const pixels = img.srcset ? await pixelsOf(source) : img.naturalWidth;
    const fit = getComputedStyle(img).objectFit;
    const drawn = fit === "contain" || fit === "scale-down" ? Math.min(box.width, (box.height * img.naturalWidth) / img.naturalHeight) : box.width;
    const dimensions = /^(\d+)x\d+$/.exec(img.dataset.imageDimensions ?? "")?.[1] ?? img.getAttribute("width");
    const original = dimensions ? Math.min(Number(dimensions), args.largestWidth) : Infinity;
    const needed = Math.min(Math.ceil(args.sharpness * drawn * window.devicePixelRatio), original);
    if (pixels < needed)
      found.push(
        `${name(img)} is drawn ${Math.round(drawn)} px wide at ${window.devicePixelRatio}x from ${pixels} px (needs ${needed}: ${source.replace(location.origin, "")})`,
      );
  }
  return found;
}

/** The pictures rule: what is wrong with the pictures a person sees on the page as it is now. */
export function checkPictures(page: Page): Promise<string[]> {
  return page.evaluate(measure, { sharpness: SHARPNESS, largestWidth: Math.max(...IMAGE_LIMITS.widths) });
}

/**
 * Whether the page holds a picture drawn from pixels (not a vector drawing), shown or waiting to
 * load: only such a page is looked at again at a higher pixel ratio, the one thing that changes.
 */
export function holdsPixelPictures(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.images].some((img) => {
      const source = img.currentSrc || img.getAttribute("src") || img.dataset.src || "";
      return source !== "" && !/\.svg(\?|#|$)/i.test(source) && !source.startsWith("data:image/svg");
    }),
  );
}
