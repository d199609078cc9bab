/**
 * The words visitors read in each block type's settings, which a page's or post's translation
 * carries: a setting's path (`title`; `items.*` for every entry of a list; `items.*.title` for a
 * property of every entry) and the kind of text it is (textKinds.ts). Settings that are chosen
 * rather than read (links, sizes, a donation's funds, which the donor's choice must name as the
 * owner wrote them) are not here; forms and products are translated as their own items.
 */
export const BLOCK_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  heading: { text: "heading" },
  text: { html: "text" },
  quote: { text: "quote", attribution: "quote attribution" },
  button: { label: "button", tooltip: "tooltip", confirmQuestion: "confirmation question" },
  markdown: { markdown: "markdown" },
  accordion: { "items.*.title": "accordion title", "items.*.html": "accordion text" },
  album: { title: "album title", artist: "artist", "tracks.*.title": "track title" },
  audio: { title: "recording title", artist: "artist", caption: "caption" },
  chart: { title: "chart title", description: "chart description", "columns.*.label": "chart label", "rows.*.label": "chart label" },
  embed: { title: "embed title", caption: "caption" },
  "follow-button": { label: "button" },
  gallery: { "slides.*.alt": "alt text", "slides.*.title": "picture title", "slides.*.caption": "caption" },
  image: { alt: "alt text", title: "picture title", caption: "caption", buttonLabel: "button", tooltip: "tooltip" },
  link: { text: "link text", description: "link description" },
  marquee: { "items.*": "marquee phrase" },
  "member-pricing": { heading: "heading", "prices.*.label": "price label", "prices.*.joinLabel": "button" },
  menu: { "sections.*.title": "menu section title", "sections.*.html": "menu section text" },
  newsletter: { title: "heading", description: "newsletter description" },
  rss: { label: "link text" },
  search: { hint: "search hint" },
  shape: { text: "shape text" },
  "share-buttons": { label: "button" },
  summary: { heading: "heading" },
  video: { title: "video title", caption: "caption" },
  donation: { title: "heading", description: "donation description", buttonLabel: "button" },
};

/** One string inside a block's settings: where it is (`items.2.title`), and the list or object holding it. */
export interface TextPlace {
  at: string;
  holder: Record<string | number, unknown>;
  key: string;
}

/** The string a concrete path (`items.2.title`) names in a block's settings, or none when there is no string there. */
export function textPlace(settings: unknown, at: string): TextPlace | null {
  const steps = at.split(".");
  const key = steps.pop()!;
  let holder: unknown = settings;
  for (const step of steps) holder = typeof holder === "object" && holder !== null ? (holder as Record<string, unknown>)[step] : undefined;
  if (typeof holder !== "object" || holder === null) return null;
  const text = (holder as Record<string, unknown>)[key];
  return typeof text === "string" ? { at, holder: holder as Record<string | number, unknown>, key } : null;
}
