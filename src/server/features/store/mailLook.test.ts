import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SITE_MAIL_LOOK, mailLookOfSite } from "./mailLook";
import { PALETTES } from "../../../domain/siteStyles/palettes";
import { SITE_FONTS } from "../../../domain/siteStyles/fonts";

it("gives mails of a site without styles the site stylesheet's own colours and body font", () => {
  const css = readFileSync(new URL("../../../site/styles/site.css", import.meta.url), "utf8");
  const value = (name: string) => new RegExp(`--tsr-${name}: ([^;]+);`).exec(css)?.[1];
  expect(SITE_MAIL_LOOK).toEqual({
    ink: value("ink"),
    muted: value("muted"),
    line: value("line"),
    paper: value("paper"),
    surface: value("surface"),
    accent: value("accent"),
    accentInk: value("accent-ink"),
    font: value("body-font"),
  });
});

it("carries a site's own colours and body font into its mails, and Tessera's look when its settings cannot be read", () => {
  const forest = JSON.stringify({ siteStyles: { palette: "forest", light: PALETTES.forest.light, dark: PALETTES.forest.dark, fonts: { body: "lora" } } });
  expect(mailLookOfSite(forest)).toMatchObject({ accent: PALETTES.forest.light.accent, ink: PALETTES.forest.light.ink, font: SITE_FONTS.lora.stack });
  expect(mailLookOfSite("{}")).toEqual(SITE_MAIL_LOOK);
  expect(mailLookOfSite("not json")).toEqual(SITE_MAIL_LOOK);
});
