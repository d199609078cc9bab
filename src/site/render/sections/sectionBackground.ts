import { sizesAttribute } from "../../../blocks/image/imageSizes";
import { MOTION_ALLOWED } from "../../../blocks/sections/backgroundVideo";
import type { SectionStyle } from "../../../blocks/sections/sectionModel";
import { imageUrlAtWidth, madeInWidths, srcsetOf } from "../../../domain/imageWidths";
import { htmlAttributes } from "./htmlAttributes";

/** The width a browser that ignores srcset gets of a full-bleed background (wide screens). */
const FALLBACK_WIDTH = 1500;

/** A section background covers the viewport's width. */
const FULL_BLEED_SIZES = sizesAttribute([{ width: "100vw" }]);

/**
 * The HTML of the picture or video behind a section's blocks, covering the section
 * (sections.css), with its overlay darkening it. A picture is a real image with srcset and sizes:
 * lazy, except in the page's first section (`lead`) where it is the page's largest paint, loaded
 * at once with high priority. A video is muted, looping and inline, starting by itself with its
 * poster shown until it plays; its source is chosen only when the visitor allows motion, so the
 * others get the poster alone and the video is never downloaded. "" for other backgrounds.
 */
export function sectionBackground(background: SectionStyle["background"], lead: boolean): string {
  if (background.kind !== "image" && background.kind !== "video") return "";
  const open = `<div${htmlAttributes({ class: "tsr-section__background", style: background.overlay > 0 ? `--tsr-overlay:${background.overlay}` : null })}>`;
  if (background.kind === "video") {
    const video = htmlAttributes({
      class: "tsr-section__media",
      autoplay: true,
      muted: true,
      loop: true,
      playsinline: true,
      poster: background.poster,
      preload: "metadata",
      "aria-hidden": "true",
    });
    return `${open}<video${video}><source${htmlAttributes({ src: background.src, media: MOTION_ALLOWED })}></video></div>`;
  }
  const inWidths = madeInWidths(background.src);
  const image = htmlAttributes({
    class: "tsr-section__media",
    src: inWidths ? imageUrlAtWidth(background.src, FALLBACK_WIDTH) : background.src,
    srcset: inWidths ? srcsetOf(background.src, undefined) : null,
    sizes: inWidths ? FULL_BLEED_SIZES : null,
    alt: background.alt,
    loading: lead ? null : "lazy",
    fetchpriority: lead ? "high" : null,
    decoding: lead ? null : "async",
    style: `object-position:${background.focalPoint.x * 100}% ${background.focalPoint.y * 100}%`,
  });
  return `${open}<img${image}></div>`;
}
