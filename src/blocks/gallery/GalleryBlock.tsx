import type { CSSProperties } from "react";
import type { BlockRenderProps } from "../types";
import { GALLERY_LIMITS } from "../../domain/limits/galleryLimits";
import { BlockFrame } from "../shared/BlockFrame";
import { carouselSlidesPerRow } from "./rules/carousel";
import { GALLERY_DATA_ATTRIBUTE } from "./rules/galleryData";
import { fixedRatio, galleryBlockData, stripVSize } from "./blockData";
import { sizesAttribute, withinCell } from "../image/imageSizes";
import { GallerySlideItem, type GallerySlideTexts } from "./GallerySlide";
import { leadSlideWidths } from "./leadSlideWidths";
import { gallerySchema, type GallerySettings, type GallerySlide } from "./schema";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";

/** Designs that show one current slide (or group) and have previous and next controls. */
const SLIDE_DESIGNS = new Set(["carousel", "stacked", "strip", "base"]);
/** A slide's own ratio, or 3:2 when its size is unknown. */
const FALLBACK_RATIO = 1.5;

function ownRatio(slide: GallerySlide): number {
  return slide.width && slide.height ? slide.width / slide.height : FALLBACK_RATIO;
}

function designStyle(settings: GallerySettings, data: Record<string, unknown>): CSSProperties {
  const perRow = Number(data.slidesPerRow);
  const style: Record<string, string> = {
    "--tsr-gallery-columns": String(perRow),
    "--tsr-gallery-gutter": `${Number(data.gutter)}px`,
    "--tsr-gallery-padding": `${Number(data.padding)}px`,
    "--tsr-gallery-column-width": `${Number(data.columnWidth)}px`,
    "--tsr-gallery-list-image": `${settings.listImageSize}%`,
  };
  if (settings.design === "carousel") {
    style["--tsr-gallery-gutter"] = `${Number(data.gutter)}%`;
    style["--tsr-carousel-per-row"] = String(perRow);
    style["--tsr-carousel-per-row-tablet"] = String(carouselSlidesPerRow(600, perRow));
    style["--tsr-carousel-per-row-phone"] = String(carouselSlidesPerRow(400, perRow));
  }
  if (settings.design === "stacked" || settings.design === "base") {
    style.aspectRatio = String(fixedRatio(settings) ?? ownRatio(settings.slides[0]!));
  }
  if (settings.design === "strip") style["--tsr-strip-ratio"] = String(100 / stripVSize(settings));
  return style as CSSProperties;
}

function slideRatio(settings: GallerySettings, slide: GallerySlide): number | undefined {
  const fixed = fixedRatio(settings);
  if (fixed) return fixed;
  if (settings.squareThumbs && settings.design === "grid") return 1;
  if (settings.design === "stacked" || settings.design === "base") return undefined;
  return slide.width && slide.height ? undefined : FALLBACK_RATIO;
}

function Controls(props: { hidden?: boolean; texts: Pick<StoreTexts, "gallerySlidePrevious" | "gallerySlideNext"> }) {
  return (
    <div className="tsr-gallery__controls" hidden={props.hidden}>
      <button type="button" className="tsr-gallery__previous" aria-label={props.texts.gallerySlidePrevious}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="tsr-gallery__next" aria-label={props.texts.gallerySlideNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/**
 * The space between thumbnails: the gallery's padding, at most 5 px (spec 2 §9's thumbnail
 * padding cap), so small pictures are not pushed apart by the space meant for large ones; 5 px
 * when the padding is not set.
 */
function thumbnailPadding(settings: GallerySettings): number {
  return Math.min(settings.padding ?? GALLERY_LIMITS.thumbnailPaddingCap, GALLERY_LIMITS.thumbnailPaddingCap);
}

/** The thumbnail strip linked to a stacked slideshow: a strip gallery kept in step, without keyboard control. */
function ThumbnailStrip(props: { settings: GallerySettings; texts: GallerySlideTexts }) {
  const settings = props.settings;
  const padding = thumbnailPadding(settings);
  const stripSettings: GallerySettings = {
    ...settings,
    design: "strip",
    lightbox: false,
    autoplay: false,
    history: false,
    metaPosition: "none",
    imageAspectRatio: "1:1",
    padding,
  };
  const data = {
    ...galleryBlockData(stripSettings),
    keyboard: false,
    vSize: stripVSize({ ...stripSettings, imageAspectRatio: "auto" }),
    stripAlignment: "middle",
  };
  const style = {
    "--tsr-strip-ratio": String(100 / Number(data.vSize)),
    "--tsr-gallery-padding": `${padding}px`,
    marginTop: `${settings.thumbnailStripMargin}px`,
  } as CSSProperties;
  if (settings.thumbnailStripHeight) Object.assign(style, { "--tsr-strip-height": `${settings.thumbnailStripHeight}px` });
  return (
    <div
      className="tsr-gallery tsr-gallery--strip tsr-gallery--thumbnails"
      data-linked-child=""
      {...{ [GALLERY_DATA_ATTRIBUTE]: JSON.stringify(data) }}
      style={style}
    >
      <div className="tsr-gallery__viewport">
        <ul className="tsr-gallery__slides">
          {settings.slides.map((slide, index) => (
            <GallerySlideItem
              key={slide.id}
              slide={{ ...slide, type: "image" }}
              index={index}
              active={index === 0}
              ratio={1}
              fit="cover"
              lightbox={false}
              metaPosition="none"
              lazy
              focusable
              texts={props.texts}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Renders a gallery in its design with every slide's space reserved, the block data in the
 * JSON attribute the island reads, and the controls of the slide designs. As the page's lead
 * picture block, its first slide is a real image loaded at once. Its controls are named in the
 * page's language.
 */
export function GalleryBlock({ id, settings, context }: BlockRenderProps<GallerySettings>) {
  const data = galleryBlockData(settings);
  const design = settings.design;
  const slideDesign = SLIDE_DESIGNS.has(design);
  const lightbox = Boolean(data.lightbox);
  const rowHeight = Number(data.rowHeight);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const slides = settings.slides.map((slide, index) => {
    const ratio = slideRatio(settings, slide);
    const flexRatio = ratio ?? ownRatio(slide);
    return (
      <GallerySlideItem
        key={slide.id}
        slide={slide}
        index={index}
        active={slideDesign && index === 0}
        ratio={ratio}
        fit={settings.autoCrop || design !== "stacked" ? "cover" : "contain"}
        lightbox={lightbox}
        metaPosition={settings.metaPosition}
        lazy={!(slideDesign && index === 0 && design !== "carousel") || settings.lazyLoad}
        focusable={design === "strip"}
        texts={texts}
        priority={
          context.leadPicture && index === 0 && slide.type === "image"
            ? { sizes: sizesAttribute(withinCell(leadSlideWidths(settings, data, flexRatio), context.cellWidths)) }
            : undefined
        }
        style={design === "autorows" ? { flex: `${flexRatio} 1 ${Math.round(rowHeight * flexRatio)}px` } : undefined}
      />
    );
  });
  const list = (
    <ul className="tsr-gallery__slides">
      {slides}
      {design === "autorows" ? <li className="tsr-gallery__filler" aria-hidden="true" /> : null}
    </ul>
  );
  return (
    <BlockFrame id={id} type={gallerySchema.type} code={gallerySchema.code} island={gallerySchema.island}>
      <div
        className={`tsr-gallery tsr-gallery--${design}${design === "stacked" ? ` tsr-gallery--${settings.transition}` : ""}`}
        // A group, not a landmark region: a page may hold several untitled galleries, and landmarks must have names of their own.
        role="group"
        aria-roledescription={slideDesign ? "carousel" : undefined}
        aria-label={settings.slides[0]?.title ? filledIn(texts.galleryNamed, { title: settings.slides[0].title }) : texts.galleryName}
        data-collection-path={context.pagePath}
        {...{ [GALLERY_DATA_ATTRIBUTE]: JSON.stringify(data) }}
        style={designStyle(settings, data)}
      >
        {slideDesign ? <div className="tsr-gallery__viewport">{list}</div> : list}
        {slideDesign ? <Controls hidden={settings.slides.length < 2} texts={texts} /> : null}
      </div>
      {design === "stacked" && settings.thumbnails ? <ThumbnailStrip settings={settings} texts={texts} /> : null}
    </BlockFrame>
  );
}
