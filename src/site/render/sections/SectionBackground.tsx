import type { CSSProperties } from "react";
import { sizesAttribute } from "../../../blocks/image/imageSizes";
import type { SectionStyle } from "../../../blocks/sections/sectionModel";
import { imageUrlAtWidth, madeInWidths, srcsetOf } from "../../../domain/imageWidths";

/** The width a browser that ignores srcset gets of a full-bleed background (wide screens). */
const FALLBACK_WIDTH = 1500;

/** A section background covers the viewport's width. */
const FULL_BLEED_SIZES = sizesAttribute([{ width: "100vw" }]);

/** Video plays only for visitors who have not asked for reduced motion; the others see its poster. */
const MOTION_ALLOWED = "(prefers-reduced-motion: no-preference)";

/**
 * The picture or video behind a section's blocks, covering the section (sections.css), with its
 * overlay darkening it. A picture is a real image with srcset and sizes: lazy, except in the
 * page's first section (`lead`) where it is the page's largest paint, loaded at once with high
 * priority. A video is muted, looping and inline, starting by itself with its poster shown until
 * it plays; its source is chosen only when the visitor allows motion, so the others get the
 * poster alone and the video is never downloaded. Nothing for other backgrounds.
 */
export function SectionBackground(props: { background: SectionStyle["background"]; lead: boolean }) {
  const { background } = props;
  if (background.kind !== "image" && background.kind !== "video") return null;
  const overlay = background.overlay > 0 ? ({ "--tsr-overlay": String(background.overlay) } as CSSProperties) : undefined;
  if (background.kind === "video") {
    return (
      <div className="tsr-section__background" style={overlay}>
        <video className="tsr-section__media" autoPlay muted loop playsInline poster={background.poster} preload="metadata" aria-hidden="true">
          <source src={background.src} media={MOTION_ALLOWED} />
        </video>
      </div>
    );
  }
  const inWidths = madeInWidths(background.src);
  return (
    <div className="tsr-section__background" style={overlay}>
      <img
        className="tsr-section__media"
        src={inWidths ? imageUrlAtWidth(background.src, FALLBACK_WIDTH) : background.src}
        srcSet={inWidths ? srcsetOf(background.src, undefined) : undefined}
        sizes={inWidths ? FULL_BLEED_SIZES : undefined}
        alt={background.alt}
        loading={props.lead ? undefined : "lazy"}
        fetchPriority={props.lead ? "high" : undefined}
        decoding={props.lead ? undefined : "async"}
        style={{ objectPosition: `${background.focalPoint.x * 100}% ${background.focalPoint.y * 100}%` }}
      />
    </div>
  );
}
