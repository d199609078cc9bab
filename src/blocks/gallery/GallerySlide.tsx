import type { CSSProperties } from "react";
import { ResponsiveImage } from "../image/ResponsiveImage";
import { parseVideoEmbed } from "../video/providers";
import { VideoFrame, type VideoFrameTexts } from "../video/VideoFrame";
import type { GallerySlide as Slide } from "./schema";

/** How one slide is drawn in its design. */
export interface GallerySlideProps {
  slide: Slide;
  index: number;
  active: boolean;
  /** The frame ratio (width / height) the design imposes; the slide's own when absent. */
  ratio?: number;
  fit: "cover" | "contain";
  lightbox: boolean;
  metaPosition: string;
  lazy: boolean;
  /** Extra inline style of the list item (autorows sizes each row item from its ratio). */
  style?: CSSProperties;
  /** Strip slides are activated with Enter and Space. */
  focusable?: boolean;
  /** The page's lead picture, with its sizes attribute (see ResponsiveImage). */
  priority?: { sizes: string };
  /** A video slide's play button names in the page's language; the primary language's when not given. */
  videoTexts?: VideoFrameTexts;
}

/** One slide: its picture (or video behind its overlay) with its space reserved, and its meta (title, caption). */
export function GallerySlideItem(props: GallerySlideProps) {
  const { slide } = props;
  const label = slide.alt || slide.title || `Slide ${props.index + 1}`;
  const picture = (
    <ResponsiveImage
      src={slide.src}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      ratio={props.ratio}
      focalPoint={slide.focalPoint}
      fit={props.fit}
      lazy={props.lazy}
      priority={props.priority}
    />
  );
  const media =
    slide.type === "video" ? (
      <VideoFrame
        embed={parseVideoEmbed(slide.videoUrl)}
        title={slide.title || slide.alt}
        thumbnail={{ src: slide.src, width: slide.width, height: slide.height, alt: slide.alt }}
        displayMode={props.fit === "cover" ? "fill" : "fit"}
        width={slide.width}
        height={slide.height}
        texts={props.videoTexts}
      />
    ) : props.lightbox ? (
      <button type="button" className="tsr-gallery__open" aria-label={`Open ${label} full screen`}>
        {picture}
      </button>
    ) : slide.clickThroughUrl ? (
      <a className="tsr-gallery__link" href={slide.clickThroughUrl}>
        {picture}
      </a>
    ) : (
      picture
    );
  const hasMeta = props.metaPosition !== "none" && (slide.title !== "" || slide.caption !== "");
  return (
    <li
      className={`tsr-gallery__slide${props.active ? " tsr-gallery__slide--active" : ""}`}
      data-index={props.index}
      data-slide-id={slide.id}
      data-slide-url={slide.url || undefined}
      data-type={slide.type}
      data-click-through-url={slide.clickThroughUrl || undefined}
      data-caption={slide.caption || slide.title || undefined}
      aria-label={props.focusable ? label : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip's slides take the keyboard: Enter or Space makes one current (island.ts)
      tabIndex={props.focusable ? 0 : undefined}
      style={props.style}
    >
      <figure className="tsr-gallery__figure">
        {media}
        {hasMeta ? (
          <figcaption className={`tsr-gallery__meta tsr-gallery__meta--${props.metaPosition}`}>
            {slide.title ? <strong>{slide.title}</strong> : null}
            {slide.caption ? <span>{slide.caption}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </li>
  );
}
