import type { CSSProperties } from "react";
import { ResponsiveImage } from "../image/ResponsiveImage";
import { parseVideoEmbed } from "../video/providers";
import { VideoFrame, type VideoFrameTexts } from "../video/VideoFrame";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";
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
  /** The slide's spoken names (its lightbox button's, a video's play button's) in the page's language; the primary language's when not given. */
  texts?: GallerySlideTexts;
}

/** The words a slide is named with, in the page's language. */
export type GallerySlideTexts = VideoFrameTexts & Pick<StoreTexts, "gallerySlideNumber" | "openPictureFullScreen">;

/** One slide: its picture (or video behind its overlay) with its space reserved, and its meta (title, caption), named in the page's language. */
export function GallerySlideItem(props: GallerySlideProps) {
  const { slide } = props;
  const texts = props.texts ?? PRIMARY_STORE_TEXTS;
  const label = slide.alt || slide.title || filledIn(texts.gallerySlideNumber, { number: String(props.index + 1) });
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
        texts={texts}
      />
    ) : props.lightbox ? (
      <button type="button" className="tsr-gallery__open" aria-label={filledIn(texts.openPictureFullScreen, { picture: label })}>
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
