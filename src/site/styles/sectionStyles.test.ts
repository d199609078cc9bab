import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECTION_COLOURS, sectionStyleSchema } from "../../blocks/sections/sectionModel";

const SECTIONS_CSS = readFileSync(path.join(import.meta.dirname, "sections.css"), "utf8");
const SITE_CSS = readFileSync(path.join(import.meta.dirname, "site.css"), "utf8");

/** The declarations of the first rule with exactly this selector. */
function rule(css: string, selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `a rule for ${selector}`).toBeGreaterThanOrEqual(0);
  return css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
}

/** The custom properties a block of declarations sets, with their values. */
function customProperties(declarations: string): Map<string, string> {
  return new Map([...declarations.matchAll(/(--tsr-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

function options(key: "height" | "width" | "align" | "padding"): readonly string[] {
  return sectionStyleSchema.shape[key].unwrap().options;
}

describe("the sections stylesheet", () => {
  it("has a rule for every height, content width, alignment, padding and background colour a section may choose", () => {
    for (const option of options("height")) expect(rule(SECTIONS_CSS, `.tsr-section--height-${option}`)).toContain("min-height");
    for (const option of options("align")) expect(rule(SECTIONS_CSS, `.tsr-section--align-${option}`)).toContain("justify-content");
    for (const option of options("padding")) expect(rule(SECTIONS_CSS, `.tsr-section--padding-${option}`)).toContain("padding-block");
    for (const option of options("width")) expect(rule(SECTIONS_CSS, `.tsr-section--width-${option} > .tsr-section__content`)).toContain("max-width");
    for (const colour of SECTION_COLOURS) expect(rule(SECTIONS_CSS, `.tsr-section--bg-${colour}`)).toContain(`var(--tsr-${colour})`);
  });

  it("gives a dark section a value of the site's dark palette for every colour of its light palette, so blocks inherit it", () => {
    const root = customProperties(rule(SITE_CSS, ":root"));
    const dark = customProperties(rule(SECTIONS_CSS, ".tsr-section--dark"));
    const palette = [...root.keys()].filter((name) => /^#[0-9a-f]{6}$/i.test(root.get(name)!) && !name.startsWith("--tsr-dark-"));
    expect(palette).toEqual(["--tsr-ink", "--tsr-muted", "--tsr-line", "--tsr-paper", "--tsr-surface", "--tsr-accent", "--tsr-accent-ink", "--tsr-focus"]);
    for (const name of palette) {
      const value = dark.get(name);
      expect(value, name).toBe(`var(${name.replace("--tsr-", "--tsr-dark-")})`);
      expect(root.get(name.replace("--tsr-", "--tsr-dark-")), name).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("gives every length the sections use a value in the site's theme", () => {
    const root = customProperties(rule(SITE_CSS, ":root"));
    const used = new Set([...SECTIONS_CSS.matchAll(/var\((--tsr-[\w-]+)\)/g)].map((m) => m[1]!));
    const setOnElements = new Set(["--tsr-phone", "--tsr-desktop", "--tsr-overlay"]);
    for (const name of used) if (!setOnElements.has(name)) expect(root.has(name), name).toBe(true);
  });
});
