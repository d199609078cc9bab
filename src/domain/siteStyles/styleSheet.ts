import { FONT_WEIGHTS, fontFileUrl, SITE_FONTS, type SiteFontId } from "./fonts";
import type { ColourSet } from "./palettes";
import type { SiteStyles } from "./siteStylesSchema";

/** The id of the page's `<style>` of site styles, which the design screen rewrites in its frame as the owner picks. */
export const SITE_STYLES_ELEMENT_ID = "tsr-site-styles";

/** The column widths (--tsr-max, --tsr-wide) of each page width choice; "standard" is Tessera's own. */
const PAGE_WIDTHS: Readonly<Record<SiteStyles["pageWidth"], { max: string; wide: string }>> = {
  narrow: { max: "40rem", wide: "64rem" },
  standard: { max: "46rem", wide: "72rem" },
  wide: { max: "54rem", wide: "84rem" },
};

/** Each button shape's corners. */
const BUTTON_RADII: Readonly<Record<SiteStyles["buttons"]["shape"], string>> = { pill: "999px", rounded: "var(--tsr-radius)", square: "0" };

/** Tessera's own corner radius, kept when the owner picks none of the design scale's. */
const THEME_RADIUS = "10px";

/** A drop shadow's colour (spec 1 §3 gives only its angle, distance and blur). */
const SHADOW_COLOUR = "rgba(0,0,0,.18)";

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function colourProperties(prefix: string, colours: ColourSet): [string, string][] {
  return Object.entries(colours).map(([name, value]) => [`${prefix}${kebab(name)}`, value]);
}

function rounded(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The shadow as CSS: its angle (0° points right, 90° down) and distance give the offset. */
function shadowValue(shadow: SiteStyles["shadow"]): string {
  if (!shadow.enabled) return "none";
  const radians = (shadow.angle * Math.PI) / 180;
  const { value, unit } = shadow.distance;
  const x = rounded(Math.cos(radians) * value) + 0;
  const y = rounded(Math.sin(radians) * value) + 0;
  return `${x}${unit} ${y}${unit} ${shadow.blur.value}${shadow.blur.unit} ${SHADOW_COLOUR}`;
}

/** Every custom property the styles set, name and value. */
function customProperties(styles: SiteStyles): [string, string][] {
  const width = PAGE_WIDTHS[styles.pageWidth];
  return [
    ...colourProperties("--tsr-", styles.light),
    ...colourProperties("--tsr-dark-", styles.dark),
    ["--tsr-heading-font", SITE_FONTS[styles.fonts.headings].stack],
    ["--tsr-body-font", SITE_FONTS[styles.fonts.body].stack],
    ["--tsr-button-font", SITE_FONTS[styles.fonts.buttons].stack],
    ["--tsr-font-size", `${styles.fontSize}px`],
    ["--tsr-radius", styles.radius === null ? THEME_RADIUS : `${styles.radius}px`],
    ["--tsr-block-gap", `${styles.spacing / 16}rem`],
    ["--tsr-transition", `${styles.transition}ms`],
    ["--tsr-button-radius", BUTTON_RADII[styles.buttons.shape]],
    ["--tsr-button-case", styles.buttons.uppercase ? "uppercase" : "none"],
    ["--tsr-shadow", shadowValue(styles.shadow)],
    ["--tsr-max", width.max],
    ["--tsr-wide", width.wide],
  ];
}

/** The shipped families the styles use (the visitor's own fonts download nothing). */
function shippedFonts(styles: SiteStyles): SiteFontId[] {
  return [...new Set([styles.fonts.headings, styles.fonts.body, styles.fonts.buttons])].filter((font) => SITE_FONTS[font].family !== null);
}

function fontFaces(styles: SiteStyles): string {
  return shippedFonts(styles)
    .flatMap((font) =>
      FONT_WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:"${SITE_FONTS[font].family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontFileUrl(font, weight)}) format("woff2")}`,
      ),
    )
    .join("");
}

/**
 * The site's styles as CSS: its custom properties on the root (html:root, so they win over
 * site.css's :root defaults wherever the two meet in the page) and an @font-face with
 * font-display swap for each shipped family in use. Built from checked values only (colours,
 * choices, numbers), so it never needs escaping; the server puts it in the page shell and the
 * design screen in its frame.
 */
export function siteStyleSheet(styles: SiteStyles): string {
  const properties = customProperties(styles)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `html:root{${properties}}${fontFaces(styles)}`;
}

/**
 * The font files worth fetching before the stylesheet asks: body text's regular weight, and the
 * bold weight headings and buttons are set in, for shipped families only, each once.
 */
export function fontPreloads(styles: SiteStyles): string[] {
  const uses: [SiteFontId, (typeof FONT_WEIGHTS)[number]][] = [
    [styles.fonts.body, 400],
    [styles.fonts.headings, 700],
    [styles.fonts.buttons, 700],
  ];
  return [...new Set(uses.filter(([font]) => SITE_FONTS[font].family !== null).map(([font, weight]) => fontFileUrl(font, weight)))];
}

/**
 * The header's layout as data attributes of `.tsr-site-header` (site.css lays it out by them):
 * where the title and navigation go, whether it stays in view, and the cart icon's style.
 * A switched-off sticky header has no attribute at all.
 */
export function headerAttributes(header: SiteStyles["header"]): Record<string, string | undefined> {
  return {
    "data-logo": header.logo,
    "data-navigation": header.navigation,
    "data-sticky": header.sticky ? "" : undefined,
    "data-cart-style": header.cartIcon,
  };
}
