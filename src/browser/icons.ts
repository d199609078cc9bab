/**
 * The small icons pages and the configuration area draw, as SVG path data on a 16×16 grid in
 * the current text colour: never a font glyph (a tick, a cross, an emoji) that a machine without
 * the font shows as an empty box.
 */
export const ICON_PATHS = {
  check: "M3 8.5 6.5 12 13 4.5",
  cross: "M4 4l8 8M12 4 4 12",
  up: "M4 10.5 8 6l4 4.5",
  down: "M4 6l4 4.5L12 6",
  upDown: "M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3",
  arrowUp: "M8 13V3M4 7l4-4 4 4",
  arrowDown: "M8 3v10M4 9l4 4 4-4",
  link: "M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 0 1 4 4l-1 1M9 11.5l-1 1a2.8 2.8 0 0 1-4-4l1-1",
  cart: "M1.5 2.5h2l1.6 7.5h7.4l1.5-5.5H4.2M6.5 13.5h.01M11.5 13.5h.01",
} as const;

/** One of the drawn icons. */
export type IconName = keyof typeof ICON_PATHS;

const SVG_NS = "http://www.w3.org/2000/svg";

/** An icon as an SVG element for code that builds the page without React (the cookie banner, the popup overlay); hidden from screen readers, whose name is on its button. */
export function iconElement(name: IconName, size = 14, doc: Document = document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, "svg");
  for (const [attribute, value] of Object.entries({
    viewBox: "0 0 16 16",
    width: String(size),
    height: String(size),
    "aria-hidden": "true",
    focusable: "false",
  })) {
    svg.setAttribute(attribute, value);
  }
  const path = doc.createElementNS(SVG_NS, "path");
  for (const [attribute, value] of Object.entries({
    d: ICON_PATHS[name],
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  })) {
    path.setAttribute(attribute, value);
  }
  svg.append(path);
  return svg;
}
