/** Where the built fonts are served (scripts/fonts.mjs copies them there from the @fontsource packages). */
const FONT_PATH = "/assets/fonts/";

/** The weights each shipped family comes in (Latin letters only). */
export const FONT_WEIGHTS = [400, 700] as const;

const SANS_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_STACK = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';

/** One family a site can choose: its name as owners read it, the CSS family list, and whether the project ships its files. */
interface SiteFont {
  name: string;
  kind: "Sans-serif" | "Serif" | "Display";
  stack: string;
  /** The family's name in @font-face, or null for the visitor's own fonts (nothing is downloaded). */
  family: string | null;
}

/**
 * The families a site's headings, body text and buttons can use: the visitor's own fonts (today's
 * look, nothing to download) and open-licence (OFL) families shipped with Tessera and served by
 * the site itself, never by a font service.
 */
export const SITE_FONTS = {
  "system-sans": { name: "Device sans-serif", kind: "Sans-serif", stack: SANS_STACK, family: null },
  "system-serif": { name: "Device serif", kind: "Serif", stack: SERIF_STACK, family: null },
  inter: { name: "Inter", kind: "Sans-serif", stack: `"Inter", ${SANS_STACK}`, family: "Inter" },
  "source-sans-3": { name: "Source Sans 3", kind: "Sans-serif", stack: `"Source Sans 3", ${SANS_STACK}`, family: "Source Sans 3" },
  "work-sans": { name: "Work Sans", kind: "Sans-serif", stack: `"Work Sans", ${SANS_STACK}`, family: "Work Sans" },
  lora: { name: "Lora", kind: "Serif", stack: `"Lora", ${SERIF_STACK}`, family: "Lora" },
  merriweather: { name: "Merriweather", kind: "Serif", stack: `"Merriweather", ${SERIF_STACK}`, family: "Merriweather" },
  "playfair-display": { name: "Playfair Display", kind: "Display", stack: `"Playfair Display", ${SERIF_STACK}`, family: "Playfair Display" },
  oswald: { name: "Oswald", kind: "Display", stack: `"Oswald", ${SANS_STACK}`, family: "Oswald" },
} as const satisfies Record<string, SiteFont>;

/** The id of one of SITE_FONTS. */
export type SiteFontId = keyof typeof SITE_FONTS;

/** Every font id, in the order the design screen lists them. */
export const SITE_FONT_IDS = Object.keys(SITE_FONTS) as [SiteFontId, ...SiteFontId[]];

/** The address of a shipped family's file of one weight, named as @fontsource names it. */
export function fontFileUrl(font: SiteFontId, weight: (typeof FONT_WEIGHTS)[number]): string {
  return `${FONT_PATH}${font}-latin-${weight}-normal.woff2`;
}
