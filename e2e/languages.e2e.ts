// An owner adds French to a two-page site, translates the about page side by side in the
// settings, and a visitor whose browser asks for French is offered the French page (never sent
// there), follows the language switcher to /fr/about and finds the translation with its head's
// language alternates; at phone and desktop width, with nothing too small, overflowing or unread.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@languages.example", password: "languages owner password" };
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** A site of two pages, the about page with a heading, a text and a language switcher. */
function twoPageSite(identifier: string): string {
  const at = (row: number) => ({ desktop: { column: 1, row, width: 24, height: 1 } });
  const about = [
    { id: "e2e000000000000000000a01", type: "heading", settings: { text: "Who we are", level: 1 }, ...at(1) },
    { id: "e2e000000000000000000a02", type: "text", settings: { html: "<p>We roast coffee by the harbour.</p>" }, ...at(2) },
    { id: "e2e000000000000000000a03", type: "language-switcher", settings: { direction: "horizontal", screenReaderName: "Languages" }, ...at(3) },
  ];
  const home = [{ id: "e2e000000000000000000a04", type: "heading", settings: { text: "Welcome", level: 1 }, ...at(1) }];
  const layout = (blocks: unknown[]) => {
    const sections = [{ id: `e2e00000000000000000${blocks.length}b0${blocks.length}`, style: {}, blocks }];
    return { draft: { sections }, published: { sections }, publishedAt: "2026-10-01T09:00:00.000Z" };
  };
  const page = (title: string, urlSlug: string, position: number, blocks: unknown[]) => ({
    type: 10,
    title,
    urlSlug,
    navigation: "main",
    position,
    layout: layout(blocks),
  });
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: "Harbour Roasters", locale: "en-US" },
    collections: [page("Home", "home", 0, home), page("About", "about", 1, about)],
  });
}

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  site = await importOwnedSite(journey.server, twoPageSite("polyglot"), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fails with what the audit found at this width. */
async function expectClean(page: Page, phone: boolean, what: string) {
  const findings = await auditPage(page, phone);
  expect(findings, what).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("a site in two languages", () => {
  test("the owner adds French and translates the about page side by side", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(page, "/config/settings");
    await page.getByRole("tab", { name: "Languages" }).click();
    await page.getByRole("button", { name: "Add a language" }).click();
    await page.getByRole("textbox", { name: "Language code" }).fill("fr-FR");
    await page.getByRole("textbox", { name: "Address prefix" }).fill("fr");
    await page.getByRole("button", { name: "Save languages" }).click();
    await page.getByText("Languages saved.").waitFor();

    const translate = page.getByRole("region", { name: "Translate pages" });
    await translate.getByRole("combobox", { name: "Page" }).selectOption({ label: "About" });
    await translate.getByText("Not translated yet").waitFor();
    await translate.getByRole("textbox", { name: "Page title in fr-FR" }).fill("À propos");
    await translate.getByRole("textbox", { name: "Heading in fr-FR" }).fill("Qui sommes-nous");
    await translate.getByRole("textbox", { name: "Text in fr-FR" }).fill("<p>Nous torréfions le café au bord du port.</p>");
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await translate.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `languages-translate-${name}`);
      await expectClean(page, name === "phone", `the side-by-side view at ${width} px`);
    }
    await translate.getByRole("button", { name: "Save translation" }).click();
    await page.getByText("Translation saved.").waitFor();
    await translate.getByText("Translated", { exact: true }).waitFor();
    await page.getByText("Translated: 1 of 2 pages").waitFor();
    expectNoConsoleErrors(owner, "the languages settings");
  });

  test("a visitor asking for French is offered it, switches to /fr/about and reads the translation with its alternates", async () => {
    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ locale: "fr-FR" });
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await page.goto(journey.server.siteUrl("polyglot", "/about"));
      const offer = page.getByRole("complementary", { name: "Français" });
      await offer.getByRole("link", { name: "Français →" }).waitFor();
      expect(page.url()).toBe(journey.server.siteUrl("polyglot", "/about"));
      await reviewScreenshot(page, `languages-offer-${name}`);
      await expectClean(page, name === "phone", `the English page with the offer at ${width} px`);

      await page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Français" }).click();
      await page.waitForURL(journey.server.siteUrl("polyglot", "/fr/about"));
      await page.getByRole("heading", { name: "Qui sommes-nous", level: 1 }).waitFor();
      expect(await page.title()).toBe("À propos — Harbour Roasters");
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      expect(await page.getByText("Nous torréfions le café au bord du port.").count()).toBe(1);
      expect(await page.getByRole("complementary", { name: "Français" }).count()).toBe(0);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
      expect(alternates).toEqual(["en-US /about", "fr-FR /fr/about", "x-default /about"]);
      expect(new URL((await page.locator('head link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/fr/about");
      const current = page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Français" });
      expect(await current.getAttribute("aria-current")).toBe("page");
      await reviewScreenshot(page, `languages-french-${name}`);
      await expectClean(page, name === "phone", `/fr/about at ${width} px`);
      expectNoConsoleErrors(visitor, "the French page");
    }
  });

  test("a visitor who closes the offer is not offered it again during the visit", async () => {
    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.goto(journey.server.siteUrl("polyglot", "/about"));
    const offer = page.getByRole("complementary", { name: "Français" });
    await offer.getByRole("button", { name: "Close" }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Who we are" }).waitFor();
    expect(await page.getByRole("complementary", { name: "Français" }).count()).toBe(0);
    expectNoConsoleErrors(visitor, "the English page");
  });
});
