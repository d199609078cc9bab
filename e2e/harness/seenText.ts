import type { Page } from "playwright-core";

/** One run of text a person reads: the element holding it, its colour, whether it counts as large, and its line boxes in page coordinates. */
export interface TextRun {
  name: string;
  /** The text's colour as drawn: red, green, blue (0-255) and its opacity (0-1), ancestors' opacity included. */
  colour: [number, number, number, number];
  /** Its rendered size in CSS pixels (an SVG label's size times the drawing's scale). */
  size: number;
  /** WCAG's large text: 24 px, or 18.66 px bold. */
  large: boolean;
  /** The boxes of its lines, in page coordinates (CSS pixels from the document's top left). */
  boxes: { x: number; y: number; width: number; height: number }[];
}

/**
 * Lists every run of text a person can see, in the page: each element with words of its own (a
 * text node child), HTML or SVG, with the colour it is drawn in and its line boxes. Text of
 * disabled controls is left out (WCAG exempts it), as are placeholders.
 */
function collect(): TextRun[] {
  const { name, shown } = window.seenElements!;
  const parseColour = (value: string): [number, number, number, number] => {
    const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const owners = new Map<Element, Text[]>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? "").trim() || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "TITLE"].includes(parent.tagName)) continue;
    owners.set(parent, [...(owners.get(parent) ?? []), node as Text]);
  }
  for (const [el, texts] of owners) {
    if (!shown(el) || el.closest(":disabled, [aria-disabled=true]")) continue;
    const style = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    const colour = parseColour(svg ? style.fill : style.color);
    let opacity = colour[3];
    for (let at: Element | null = el; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
    if (opacity === 0) continue;
    const scale = svg && el instanceof SVGGraphicsElement ? Math.abs(el.getScreenCTM()?.a ?? 1) : 1;
    const size = parseFloat(style.fontSize) * scale;
    const bold = Number(style.fontWeight) >= 700;
    const boxes = texts.flatMap((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return [...range.getClientRects()]
        .filter((r) => r.width >= 1 && r.height >= 1)
        .map((r) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height }));
    });
    if (boxes.length === 0) continue;
    runs.push({ name: name(el), colour: [colour[0], colour[1], colour[2], opacity], size, large: size >= 24 || (bold && size >= 18.66), boxes });
  }
  return runs;
}

/** The text runs a person can see on the page as it is now. */
export function textRuns(page: Page): Promise<TextRun[]> {
  return page.evaluate(collect);
}

/** The smallest text a person should have to read, in CSS pixels. */
const MIN_TEXT_PX = 12;

/** The tiny-text rule: every run of text drawn under 12 px, named. */
export function checkTextSize(runs: readonly TextRun[]): string[] {
  return runs.filter((run) => run.size < MIN_TEXT_PX - 0.05).map((run) => `${run.name} has ${Math.round(run.size * 10) / 10} px text`);
}
