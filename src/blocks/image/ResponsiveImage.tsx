import type { CSSProperties } from "react";
import { imageUrlAtWidth, madeInWidths, srcsetOf } from "../../domain/imageWidths";

/** The widest width a visitor without scripts gets (a safe middle size). */
const NOSCRIPT_WIDTH = 1000;

/** What a responsive picture needs to reserve its space and load at the right width. */
export interface ResponsiveImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** A forced frame ratio (width / height); the image's own ratio when absent. */
  ratio?: number;
  focalPoint?: { x: number; y: number };
  /** object-fit of the picture inside its frame. */
  fit?: "cover" | "contain" | "none";
  /** Overrides the focal point with an alignment (fit alignment). */
  position?: string;
  lazy?: boolean;
  sizeFormat?: "queryString" | "filename";
  sizeAdjustment?: number;
  minPixelRatio?: number;
  maxPixelRatio?: number;
  allowSaveData?: boolean;
  /** Loaded again whenever the width its box needs changes, a smaller one too (spec 2 §3's force update). */
  forceUpdate?: boolean;
  className?: string;
  /**
   * The page's first large picture (its LCP candidate), with the `sizes` attribute of its
   * rendered width: a real image in the HTML, loaded at once with high priority, the browser
   * picking its width from the srcset.
   */
  priority?: { sizes: string };
}

/** "3:2" as 1.5; null for "" or a malformed ratio. */
export function ratioValue(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) / Number(match[2]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * A picture whose box is reserved in the server HTML (aspect-ratio from its dimensions or a
 * fixed ratio, so nothing moves when it loads). The browser's image loader sets the source at
 * the width the box needs; visitors without scripts get a middle width from the noscript copy.
 * The page's first large picture is instead a real image with srcset and sizes (see `priority`).
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const ratio = props.ratio ?? (props.width && props.height ? props.width / props.height : null);
  const focal = props.focalPoint ?? { x: 0.5, y: 0.5 };
  const fit = props.fit ?? "cover";
  const imageStyle: CSSProperties = { objectFit: fit, objectPosition: props.position ?? `${focal.x * 100}% ${focal.y * 100}%` };
  const frameStyle: CSSProperties | undefined = ratio ? { aspectRatio: String(Math.round(ratio * 10000) / 10000) } : undefined;
  const fallback = madeInWidths(props.src) ? imageUrlAtWidth(props.src, NOSCRIPT_WIDTH, props.sizeFormat) : props.src;
  const specAttributes = {
    "data-src": props.src,
    "data-image-dimensions": props.width && props.height ? `${props.width}x${props.height}` : undefined,
    "data-image-focal-point": `${focal.x},${focal.y}`,
  };
  const frameClass = `tsr-img-frame${ratio ? "" : " tsr-img-frame--natural"}${props.className ? ` ${props.className}` : ""}`;
  if (props.priority) {
    const widths = madeInWidths(props.src);
    return (
      <span className={frameClass} style={frameStyle}>
        <img
          className="tsr-img tsr-img--loaded"
          {...specAttributes}
          data-load="false"
          src={fallback}
          srcSet={widths ? srcsetOf(props.src, props.width, props.sizeFormat) : undefined}
          sizes={widths ? props.priority.sizes : undefined}
          fetchPriority="high"
          alt={props.alt}
          width={props.width}
          height={props.height}
          style={imageStyle}
        />
      </span>
    );
  }
  return (
    <span className={frameClass} style={frameStyle}>
      <img
        className="tsr-img"
        {...specAttributes}
        data-load={props.lazy === false ? "false" : "true"}
        data-size-format={props.sizeFormat && props.sizeFormat !== "queryString" ? props.sizeFormat : undefined}
        data-size-adjustment={props.sizeAdjustment && props.sizeAdjustment !== 1 ? props.sizeAdjustment : undefined}
        data-min-pixel-ratio={props.minPixelRatio}
        data-max-pixel-ratio={props.maxPixelRatio}
        data-allow-save-data={props.allowSaveData ? "true" : undefined}
        data-force-update={props.forceUpdate ? "true" : undefined}
        alt={props.alt}
        width={props.width}
        height={props.height}
        style={imageStyle}
      />
      <noscript>
        <img className="tsr-img" src={fallback} alt={props.alt} width={props.width} height={props.height} style={imageStyle} />
      </noscript>
    </span>
  );
}
