import type { Rgba } from "./rgba";

const RGB = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/;

/**
 * Reads computed CSS colours of one document as Rgba: "rgb()" and "rgba()" directly, any other
 * form the browser may compute (color(srgb …), oklch(…), a colour-mix) by painting it on a
 * one-pixel canvas. Made per check, so what it remembers lives as long as one measurement.
 */
export function colourReader(doc: Document): (value: string) => Rgba {
  const known = new Map<string, Rgba>();
  let pixel: CanvasRenderingContext2D | null | undefined;
  return (value) => {
    const remembered = known.get(value);
    if (remembered) return remembered;
    const match = RGB.exec(value);
    let colour: Rgba = { r: 0, g: 0, b: 0, a: 0 };
    if (match) {
      const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
      colour = { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
    } else if (value !== "transparent" && value !== "none") {
      pixel ??= Object.assign(doc.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", { willReadFrequently: true });
      if (pixel) {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = value;
        pixel.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
        colour = { r: r!, g: g!, b: b!, a: a! / 255 };
      }
    }
    known.set(value, colour);
    return colour;
  };
}
