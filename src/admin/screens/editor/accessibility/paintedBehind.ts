import { computedStyle } from "./computedStyle";
import { over, WHITE, type Rgba } from "./rgba";

/** A picture's samples are taken on a grid of at most this many pixels a side over the text's box, each averaging what it covers. */
const SAMPLE_GRID = 16;

/** A layer painted behind a text: one colour, or a picture's samples. */
type Layer = Rgba | Rgba[];

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function offset(value: string | undefined, free: number): number {
  if (!value) return free / 2;
  if (value.endsWith("%")) return (free * Number.parseFloat(value)) / 100;
  return Number.parseFloat(value) || 0;
}

/** Where the picture is drawn inside its box, by its object-fit and object-position. */
function drawnBox(img: HTMLImageElement, box: DOMRect): Box {
  const style = computedStyle(img);
  const naturalWidth = img.naturalWidth || box.width;
  const naturalHeight = img.naturalHeight || box.height;
  const contain = Math.min(box.width / naturalWidth, box.height / naturalHeight);
  const cover = Math.max(box.width / naturalWidth, box.height / naturalHeight);
  const scales: Record<string, [number, number]> = {
    fill: [box.width / naturalWidth, box.height / naturalHeight],
    contain: [contain, contain],
    cover: [cover, cover],
    none: [1, 1],
    "scale-down": [Math.min(1, contain), Math.min(1, contain)],
  };
  const [scaleX, scaleY] = scales[style.objectFit] ?? scales.fill!;
  const width = naturalWidth * scaleX;
  const height = naturalHeight * scaleY;
  const [x, y] = style.objectPosition.split(" ");
  return { left: box.left + offset(x, box.width - width), top: box.top + offset(y, box.height - height), width, height };
}

/**
 * The picture's pixels under `region`, drawn on a small canvas as the page draws them:
 * [] when the picture is not under the region, null when its pixels cannot be read (not
 * loaded yet, or from another origin).
 */
function pictureSamples(img: HTMLImageElement, region: Box): Rgba[] | null {
  const box = img.getBoundingClientRect();
  const left = Math.max(region.left, box.left);
  const top = Math.max(region.top, box.top);
  const width = Math.min(region.left + region.width, box.right) - left;
  const height = Math.min(region.top + region.height, box.bottom) - top;
  if (width < 1 || height < 1) return [];
  if (!img.complete || (img.naturalWidth === 0 && !img.currentSrc.includes(".svg"))) return null;
  const scale = Math.min(1, SAMPLE_GRID / Math.max(width, height));
  const canvas = Object.assign(img.ownerDocument.createElement("canvas"), {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  });
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  const drawn = drawnBox(img, box);
  context.scale(canvas.width / width, canvas.height / height);
  try {
    context.drawImage(img, drawn.left - left, drawn.top - top, drawn.width, drawn.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const samples: Rgba[] = [];
    for (let i = 0; i < data.length; i += 4) samples.push({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: data[i + 3]! / 255 });
    return samples;
  } catch {
    return null;
  }
}

/** SVG shapes whose fill can lie behind text drawn after them (a shape block's blob, a chart's bar). */
const SVG_SHAPES = "path, rect, circle, ellipse, polygon";

/** The fill of a drawn SVG shape under the region, with its opacity, or null when none is. */
function shapeFill(shape: Element, region: Box, colour: (value: string) => Rgba): Rgba | null {
  const box = shape.getBoundingClientRect();
  const inside = box.left < region.left + region.width && box.right > region.left && box.top < region.top + region.height && box.bottom > region.top;
  if (!inside) return null;
  const style = computedStyle(shape);
  const fill = colour(style.fill);
  const opacity = Number.parseFloat(style.fillOpacity) * Number.parseFloat(style.opacity);
  return fill.a > 0 ? { ...fill, a: fill.a * (Number.isFinite(opacity) ? opacity : 1) } : null;
}

/** The colour an element's ::after paints over its box (a section picture's darkening), if any. */
function overlayOf(element: Element, colour: (value: string) => Rgba): Rgba | null {
  const after = computedStyle(element, "::after");
  if (after.content === "none" || after.content === "normal") return null;
  const painted = colour(after.backgroundColor);
  return painted.a > 0 ? painted : null;
}

function isOpaque(layer: Layer): boolean {
  return Array.isArray(layer) ? layer.every((sample) => sample.a >= 0.999) : layer.a >= 0.999;
}

/**
 * The opaque colours behind `text` within `region` (its words' box): walks up from the text to
 * the nearest opaque background, taking every background colour on the way and every picture
 * painted under the words (a section's background picture, a poster image), sampled with a
 * canvas and darkened by its overlay, and the fill of SVG shapes drawn there (taken as one
 * colour over their whole box). Null when a picture there cannot be read.
 */
export function paintedBehind(text: Element, region: Box, colour: (value: string) => Rgba): Rgba[] | null {
  const layers: Layer[] = [];
  let inner: Element | null = null;
  for (let node: Element | null = text; node; inner = node, node = node.parentElement) {
    if (node !== text) {
      for (const img of node.querySelectorAll<HTMLImageElement>("img")) {
        if (inner?.contains(img) || !img.checkVisibility({ visibilityProperty: true })) continue;
        const samples = pictureSamples(img, region);
        if (samples === null) return null;
        if (samples.length === 0) continue;
        for (let up: Element | null = img.parentElement; up && up !== node; up = up.parentElement) {
          const overlay = overlayOf(up, colour);
          if (overlay) layers.push(overlay);
        }
        layers.push(samples);
      }
      for (const shape of node.querySelectorAll(SVG_SHAPES)) {
        const paintedBefore = (shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        if (inner?.contains(shape) || !paintedBefore) continue;
        const fill = shapeFill(shape, region, colour);
        if (fill) layers.push(fill);
      }
    }
    const background = colour(computedStyle(node).backgroundColor);
    if (background.a > 0) layers.push(background);
    if (layers.length > 0 && isOpaque(layers[layers.length - 1]!)) break;
  }
  return layers.reduceRight<Rgba[]>(
    (below, layer) => (Array.isArray(layer) ? layer.map((sample, i) => over(sample, below[i % below.length]!)) : below.map((b) => over(layer, b))),
    [WHITE],
  );
}
