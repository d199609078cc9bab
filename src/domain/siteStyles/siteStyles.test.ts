import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio, formatRatio } from "./contrast";
import { PALETTES } from "./palettes";
import { contrastProblems } from "./readablePairs";
import { DEFAULT_SITE_STYLES, siteStylesSchema } from "./siteStylesSchema";
import { fontPreloads, headerAttributes, siteStyleSheet } from "./styleSheet";

/** The custom properties site.css sets on :root, name to value. */
function siteCssRootProperties(): Map<string, string> {
  const css = readFileSync(path.resolve(import.meta.dirname, "../../site/styles/site.css"), "utf8");
  const root = /:root \{([^}]*)\}/.exec(css)![1]!;
  return new Map([...root.matchAll(/(--tsr-[a-z-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function generatedProperties(css: string): Map<string, string> {
  const root = /^html:root\{([^}]*)\}/.exec(css)![1]!;
  return new Map(root.split(";").map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]));
}

describe("site styles", () => {
  it("default to Tessera's own look: every property they set has site.css's value", () => {
    const defaults = siteCssRootProperties();
    const generated = generatedProperties(siteStyleSheet(DEFAULT_SITE_STYLES));
    expect(generated.size).toBeGreaterThan(25);
    for (const [name, value] of generated) expect(`${name}: ${defaults.get(name)}`).toBe(`${name}: ${value}`);
  });

  it("fill every field from nothing, and add no font files for the device's own fonts", () => {
    expect(DEFAULT_SITE_STYLES).toMatchObject({
      fonts: { headings: "system-serif", body: "system-sans", buttons: "system-sans" },
      palette: "classic",
      light: PALETTES.classic.light,
      fontSize: 17,
      radius: null,
      spacing: 24,
      transition: 200,
      header: { logo: "left", navigation: "beside", sticky: false, cartIcon: "badge", languages: true },
      footer: { address: "", email: "", phone: "", social: [] },
    });
    expect(siteStyleSheet(DEFAULT_SITE_STYLES)).not.toContain("@font-face");
    expect(fontPreloads(DEFAULT_SITE_STYLES)).toEqual([]);
  });

  it("write an @font-face with font-display swap for each weight of a shipped family, and preload only the files in use", () => {
    const styles = siteStylesSchema.parse({ fonts: { headings: "playfair-display", body: "inter", buttons: "inter" } });
    const css = siteStyleSheet(styles);
    expect(css).toContain('--tsr-heading-font:"Playfair Display", "Iowan Old Style"');
    expect(css).toContain(
      '@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;src:url(/assets/fonts/inter-latin-400-normal.woff2) format("woff2")}',
    );
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(fontPreloads(styles)).toEqual([
      "/assets/fonts/inter-latin-400-normal.woff2",
      "/assets/fonts/playfair-display-latin-700-normal.woff2",
      "/assets/fonts/inter-latin-700-normal.woff2",
    ]);
  });

  it("turn the design scale and the drop shadow's angle, distance and blur into CSS", () => {
    const styles = siteStylesSchema.parse({
      fontSize: 9.75,
      radius: 4,
      spacing: 55,
      transition: 600,
      buttons: { shape: "square", uppercase: true },
      shadow: { enabled: true, angle: 90, distance: { value: 3, unit: "px" }, blur: { value: 1, unit: "em" } },
      pageWidth: "wide",
    });
    const generated = generatedProperties(siteStyleSheet(styles));
    expect(Object.fromEntries(generated)).toMatchObject({
      "--tsr-font-size": "9.75px",
      "--tsr-radius": "4px",
      "--tsr-block-gap": "3.4375rem",
      "--tsr-transition": "600ms",
      "--tsr-button-radius": "0",
      "--tsr-button-case": "uppercase",
      "--tsr-shadow": "0px 3px 1em rgba(0,0,0,.18)",
      "--tsr-max": "54rem",
      "--tsr-wide": "84rem",
    });
  });

  it("refuse values outside the design scale in plain words", () => {
    const result = siteStylesSchema.safeParse({ fontSize: 30, radius: 10, spacing: 56, transition: 601 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      "Text size can be at most 28 px.",
      "Corner radius must be one of 0, 4, 8 px.",
      "Space between blocks can be at most 55 px.",
      "Animation time can be at most 600 ms.",
    ]);
  });

  it("measure contrast as WCAG 2 does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(formatRatio(contrastRatio("#777777", "#ffffff"))).toBe("4.4:1");
  });

  it("pass WCAG AA for text in every named palette, light and dark", () => {
    for (const palette of Object.values(PALETTES)) {
      expect(contrastProblems(palette.light, "Light sections")).toEqual([]);
      expect(contrastProblems(palette.dark, "Dark sections")).toEqual([]);
    }
  });

  it("refuse text colours too faint on their background, naming the pair", () => {
    const result = siteStylesSchema.safeParse({ palette: "custom", light: { ...PALETTES.classic.light, muted: "#aaaaaa" } });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ["light", "muted"],
        message: 'Light sections: "Quiet text" on "Page background" has a contrast of 2.2:1; choose colours with at least 4.5:1 so everyone can read them.',
      }),
      expect.objectContaining({ path: ["light", "muted"] }),
    ]);
  });

  it("check the buttons too: outline buttons' accent words on panels, not only on the page", () => {
    const dark = { ...PALETTES.classic.dark, accent: "#9a7a66", surface: "#4a4d52", paper: "#101214", accentInk: "#000000", muted: "#e0dcd4" };
    expect(contrastProblems(dark, "Dark sections")).toEqual([
      {
        field: "accent",
        message:
          'Dark sections: Outline buttons, "Accent (links and buttons)" on "Panel background", has a contrast of 2.1:1; choose colours with at least 4.5:1 so everyone can read them.',
      },
    ]);
  });

  it("give the header's layout as data attributes, with no sticky attribute unless chosen", () => {
    expect(headerAttributes(DEFAULT_SITE_STYLES.header)).toEqual({
      "data-logo": "left",
      "data-navigation": "beside",
      "data-sticky": undefined,
      "data-cart-style": "badge",
    });
    expect(headerAttributes({ ...DEFAULT_SITE_STYLES.header, sticky: true, logo: "centre" })).toMatchObject({ "data-logo": "centre", "data-sticky": "" });
  });
});
