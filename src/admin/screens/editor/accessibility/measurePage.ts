import { computedStyle } from "./computedStyle";
import { colourReader } from "./cssColour";
import { paintedBehind } from "./paintedBehind";
import type { HeadingFact, LinkFact, NavigationFact, PageFacts, PictureFact, TargetFact, TextFact } from "./pageFacts";
import type { Rgba } from "./rgba";

/** What a visitor can press, tap or reach with Tab. */
const TARGETS = "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [tabindex]:not([tabindex='-1'])";

/** Elements whose text is never painted as words on the page. */
const UNPAINTED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "TEXTAREA", "TITLE"]);

/** Form fields, named by their label. */
const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** SVG's namespace: its text is painted with fill, not color. */
const SVG = "http://www.w3.org/2000/svg";

/** The id of the editor block an element is in, or null outside the page's blocks. */
function blockIdOf(element: Element): string | null {
  return element.closest(".tsr-block[id^='block-']")?.id.slice("block-".length) ?? null;
}

/** Shown on the page and bigger than the one-pixel boxes that hide words for screen readers only. */
function isShown(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/** The words a screen reader says for an element: its label, or its text with its pictures' descriptions. */
function spokenName(element: Element): string {
  const label = element.getAttribute("aria-label")?.trim();
  if (label) return label;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const named = labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "");
    if (named.join("").trim()) return named.join(" ").trim();
  }
  if (FIELDS.has(element.tagName)) {
    const field = element as HTMLInputElement;
    return (field.labels?.[0]?.textContent ?? field.getAttribute("placeholder") ?? field.name).trim();
  }
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    else if (node.nodeType === Node.ELEMENT_NODE && (node as Element).getAttribute("aria-hidden") !== "true") {
      if (node.nodeName === "IMG") parts.push(` ${(node as HTMLImageElement).alt} `);
      else node.childNodes.forEach(walk);
    }
  };
  element.childNodes.forEach(walk);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The box of an element's own words (its text children), not of its whole width. */
function wordsBox(element: Element): { left: number; top: number; width: number; height: number } | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const range = element.ownerDocument.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  return left === Infinity ? null : { left, top, width: right - left, height: bottom - top };
}

/**
 * How an element's own words are painted: size (an SVG text's at its drawing's scale), weight,
 * colour (an SVG text's fill) and the
 * colours behind them. Null when the element paints no words of its own.
 */
export function textFactOf(element: Element, blockId: string, colour: (value: string) => Rgba = colourReader(element.ownerDocument)): TextFact | null {
  const region = wordsBox(element);
  if (!region) return null;
  const style = computedStyle(element);
  const svg = element.namespaceURI === SVG;
  // An SVG drawing scaled to its box (a chart on a phone) draws its text at its scale.
  const matrix = svg ? (element as SVGGraphicsElement).getScreenCTM?.() : null;
  const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
  return {
    blockId,
    text: [...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : "")).join(""),
    fontSize: Number.parseFloat(style.fontSize) * scale,
    bold: Number.parseInt(style.fontWeight, 10) >= 700,
    colour: colour(svg ? style.fill : style.color),
    behind: paintedBehind(element, region, colour),
  };
}

function textFacts(doc: Document, colour: (value: string) => Rgba): TextFact[] {
  const owners = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && node.textContent?.trim() && !UNPAINTED.has(parent.tagName)) owners.add(parent);
  }
  return [...owners].flatMap((element) => {
    const blockId = blockIdOf(element);
    if (!blockId || !isShown(element)) return [];
    const fact = textFactOf(element, blockId, colour);
    return fact ? [fact] : [];
  });
}

function pictureFacts(doc: Document): PictureFact[] {
  return [...doc.querySelectorAll("img")].flatMap((img) => {
    const blockId = blockIdOf(img);
    if (!blockId || !isShown(img)) return [];
    const alt = img.getAttribute("alt");
    const role = img.getAttribute("role");
    const control = img.closest("a, button");
    const namedByControl = alt === "" && control !== null && spokenName(control) !== "";
    const decorative = role === "presentation" || role === "none" || img.closest("[aria-hidden='true']") !== null || namedByControl;
    return [{ blockId, alt, decorative }];
  });
}

function headingFacts(doc: Document): HeadingFact[] {
  return [...doc.body.querySelectorAll("h1, h2, h3, h4, h5, h6, [role='heading']")].flatMap((heading) => {
    if (!heading.checkVisibility({ visibilityProperty: true })) return [];
    const level = Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1));
    return Number.isInteger(level) && level > 0 ? [{ blockId: blockIdOf(heading), level, text: heading.textContent ?? "" }] : [];
  });
}

function linkFacts(doc: Document): LinkFact[] {
  return [...doc.querySelectorAll("a[href]")].flatMap((link) => {
    const blockId = blockIdOf(link);
    if (!blockId || !link.checkVisibility({ visibilityProperty: true })) return [];
    return [{ blockId, name: spokenName(link), href: link.getAttribute("href") ?? "" }];
  });
}

/** A link running inside a sentence, which WCAG exempts from the target size. */
function inSentence(target: Element): boolean {
  if (target.tagName !== "A" || computedStyle(target).display !== "inline") return false;
  return (target.parentElement?.textContent ?? "").trim().length > (target.textContent ?? "").trim().length;
}

function targetFacts(doc: Document): TargetFact[] {
  const targets = [...doc.querySelectorAll(TARGETS)].filter((target) => blockIdOf(target) && isShown(target));
  return targets
    .filter((target) => !targets.some((other) => other !== target && target.contains(other)))
    .map((target) => {
      const { x, y, width, height } = target.getBoundingClientRect();
      return { blockId: blockIdOf(target)!, name: spokenName(target), box: { x, y, width, height }, inSentence: inSentence(target) };
    });
}

/** The page's navigation landmarks, with the names screen readers give them (the site header's included, to compare with). */
function navigationFacts(doc: Document): NavigationFact[] {
  const sections = doc.querySelectorAll(".tsr-sections > section");
  const last = sections.length > 1 ? sections[sections.length - 1]! : null;
  return [...doc.body.querySelectorAll("nav, [role='navigation']")].flatMap((navigation) => {
    if (!navigation.checkVisibility({ visibilityProperty: true })) return [];
    const labelledBy = navigation.getAttribute("aria-labelledby");
    const name = navigation.getAttribute("aria-label") ?? (labelledBy ? spokenName(navigation) : "");
    return [{ blockId: blockIdOf(navigation), name: name.trim(), inLastSection: last?.contains(navigation) ?? false }];
  });
}

/** What the accessibility rules read of the page in the editing frame, measured as the browser laid it out and painted it. */
export function measurePage(doc: Document): PageFacts {
  const colour = colourReader(doc);
  return {
    texts: textFacts(doc, colour),
    pictures: pictureFacts(doc),
    headings: headingFacts(doc),
    links: linkFacts(doc),
    targets: targetFacts(doc),
    navigations: navigationFacts(doc),
  };
}
