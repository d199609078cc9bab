import type { Page } from "playwright-core";
import sharp from "sharp";
import { contrastRatio } from "../../src/domain/siteStyles/contrast";

/** One piece of text measured against the pixels really drawn behind it. */
export interface MeasuredText {
  text: string;
  /** The lowest contrast of its colour against any pixel behind its words. */
  ratio: number;
  /** What WCAG AA asks of it: 3 for large text (24 px, or 18.66 px bold), else 4.5. */
  needed: number;
}

function hexOf(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Measures the text of every element `selector` finds against what is really behind it: reads
 * each one's colour, makes all their words transparent, takes one screenshot of the part of the
 * page they cover and, for each, the lowest contrast of its colour against any pixel under its lines of text (a
 * button's inside its border and padding), so section colours, pictures and scrims all count.
 * The words get their colour back afterwards.
 */
export async function contrastBehind(page: Page, selector: string): Promise<MeasuredText[]> {
  const measured = await page.evaluate((wanted) => {
    const targets = [...document.querySelectorAll<HTMLElement>(wanted)].filter((target) => target.getClientRects().length > 0 && target.textContent!.trim());
    const read = targets.map((target) => {
      const style = getComputedStyle(target);
      const [r, g, b] = style.color.match(/\d+(\.\d+)?/g)!.map(Number);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const range = document.createRange();
      range.selectNodeContents(target);
      const box = target.getBoundingClientRect();
      const edges = target.classList.contains("tsr-button")
        ? [
            {
              left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
              top: box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
              right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
              bottom: box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom),
            },
          ]
        : [...range.getClientRects()];
      return {
        text: target.textContent!.trim(),
        colour: [r!, g!, b!] as [number, number, number],
        needed: large ? 3 : 4.5,
        boxes: edges.map((rect) => ({
          x: Math.ceil(rect.left + scrollX),
          y: Math.ceil(rect.top + scrollY),
          width: Math.floor(rect.right - rect.left) - 1,
          height: Math.floor(rect.bottom - rect.top) - 1,
        })),
      };
    });
    for (const target of targets)
      for (const inner of [target, ...target.querySelectorAll<HTMLElement>("*")]) inner.style.setProperty("color", "transparent", "important");
    return read;
  }, selector);
  const boxes = measured.flatMap((text) => text.boxes);
  const area = { x: Math.max(0, Math.min(...boxes.map((box) => box.x))), y: Math.max(0, Math.min(...boxes.map((box) => box.y))) };
  const clip = {
    ...area,
    width: Math.max(...boxes.map((box) => box.x + box.width)) - area.x,
    height: Math.max(...boxes.map((box) => box.y + box.height)) - area.y,
  };
  const { data, info } = await sharp(await page.screenshot({ fullPage: true, clip, animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await page.evaluate((wanted) => {
    for (const target of document.querySelectorAll<HTMLElement>(wanted))
      for (const inner of [target, ...target.querySelectorAll<HTMLElement>("*")]) inner.style.removeProperty("color");
  }, selector);
  return measured.map(({ text, colour, needed, boxes: textBoxes }) => {
    const textColour = hexOf(...colour);
    let ratio = 21;
    for (const box of textBoxes) {
      for (let y = Math.max(0, box.y - clip.y); y < Math.min(info.height, box.y - clip.y + box.height); y++) {
        for (let x = Math.max(0, box.x - clip.x); x < Math.min(info.width, box.x - clip.x + box.width); x++) {
          const at = (y * info.width + x) * info.channels;
          ratio = Math.min(ratio, contrastRatio(textColour, hexOf(data[at]!, data[at + 1]!, data[at + 2]!)));
        }
      }
    }
    return { text, ratio: Math.round(ratio * 100) / 100, needed };
  });
}
