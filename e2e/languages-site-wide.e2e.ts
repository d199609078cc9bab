// An owner whose site has a shared section, an announcement bar and a cookie banner translates
// them into French on the Languages tab (the shared section once, the bar and banner as the
// site's site-wide texts), and a visitor on /fr/about reads all of them in French at phone and
// desktop width while the English page keeps its own words.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@sitewide.example", password: "site-wide owner password" };
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** A site in English and French: an about page placing a shared "Opening hours" section, with an announcement bar and a cookie banner. */
function sharedSite(identifier: string): string {
  const at = (row: number) => ({ desktop: { column: 1, row, width: 24, height: 1 } });
  const hours = {
    id: "e2e000000000000000000d01",
    style: {},
    blocks: [{ id: "e2e000000000000000000d02", type: "heading", settings: { text: "Open every day from nine", level: 2 }, ...at(1) }],
  };
  const about = [
    {
      id: "e2e000000000000000000d03",
      style: {},
      blocks: [{ id: "e2e000000000000000000d04", type: "heading", settings: { text: "Who we are", level: 1 }, ...at(1) }],
    },
    { id: "e2e000000000000000000d05", sharedSectionId: "e2e000000000000000000d06" },
  ];
  const page = (title: string, urlSlug: string, position: number, sections: unknown[]) => ({
    type: 10,
    title,
    urlSlug,
    navigation: "main",
    position,
    layout: { draft: { sections }, published: { sections }, publishedAt: "2026-10-01T09:00:00.000Z" },
  });
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: {
      identifier,
      title: "Harbour Roasters",
      locale: "en-US",
      showAnnouncementBar: true,
      cookieSettings: {
        isCookieBannerEnabled: true,
        cookieBannerAcceptType: "OPT_IN_AND_OUT",
        cookieBannerText: "<p>We use cookies to count visits.</p>",
        cookieBannerCtaText: "Accept",
      },
      extraSettings: {
        announcementBar: { text: "Free shipping this week" },
        multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
      },
    },
    collections: [page("Home", "home", 0, about.slice(0, 1)), page("About", "about", 1, about)],
    sectionLibrary: [
      {
        id: "e2e000000000000000000d06",
        name: "Opening hours",
        kind: "shared",
        draft: hours,
        draftVersion: 1,
        published: hours,
        publishedAt: "2026-10-01T09:00:00.000Z",
      },
    ],
  });
}

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  site = await importOwnedSite(journey.server, sharedSite("sitewide"), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fails with what the audit found at this width. */
async function expectClean(page: Page, phone: boolean, what: string) {
  const findings = await auditPage(page, phone);
  expect(findings, what).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("a shared section and the site-wide words in two languages", () => {
  test("the owner translates the shared section and the banner and bar, and a French visitor reads them", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(page, "/config/settings");
    await page.getByRole("tab", { name: "Languages" }).click();
    const translate = page.getByRole("region", { name: "Translate" });
    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Shared sections" });
    await translate.getByRole("combobox", { name: "Shared section" }).selectOption({ label: "Opening hours: not translated yet" });
    await translate.getByRole("textbox", { name: "Heading in fr-FR" }).fill("Ouvert tous les jours dès neuf heures");
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();

    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Cookie banner, bars and popup" });
    await translate.getByRole("combobox", { name: "Site-wide texts" }).selectOption({ label: "Cookie banner, bars and popup: not translated yet" });
    await translate.getByRole("textbox", { name: "Announcement bar in fr-FR" }).fill("Livraison offerte cette semaine");
    await translate.getByRole("textbox", { name: "Cookie banner text in fr-FR" }).fill("Nous comptons les visites avec des cookies.");
    await translate.getByRole("textbox", { name: "Cookie banner's accept button in fr-FR" }).fill("Accepter");
    await translate.getByRole("textbox", { name: "Cookie banner's decline button in fr-FR" }).fill("Refuser");
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await translate.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `languages-site-wide-translate-${name}`);
      await expectClean(page, name === "phone", `the site-wide texts side by side at ${width} px`);
    }
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();
    expectNoConsoleErrors(owner, "translating the shared section and the site-wide texts");

    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ viewport: { width, height } });
      await visitor.page.goto(journey.server.siteUrl("sitewide", "/fr/about"));
      await visitor.page.getByRole("heading", { name: "Ouvert tous les jours dès neuf heures" }).waitFor();
      await visitor.page.getByText("Livraison offerte cette semaine").waitFor();
      const banner = visitor.page.getByRole("region", { name: "Cookie banner" });
      await banner.waitFor();
      expect(await banner.innerText()).toContain("Nous comptons les visites avec des cookies.");
      await banner.getByRole("button", { name: "Accepter" }).waitFor();
      await banner.getByRole("button", { name: "Refuser" }).waitFor();
      await reviewScreenshot(visitor.page, `languages-site-wide-french-${name}`);
      await expectClean(visitor.page, name === "phone", `the French page with its bar and banner at ${width} px`);
      expectNoConsoleErrors(visitor, "the French page with its bar and banner");
      await visitor.close();
    }
    const english = await journey.newPage();
    await english.page.goto(journey.server.siteUrl("sitewide", "/about"));
    await english.page.getByRole("heading", { name: "Open every day from nine" }).waitFor();
    await english.page.getByText("Free shipping this week").waitFor();
    expect(await english.page.getByRole("region", { name: "Cookie banner" }).innerText()).toContain("We use cookies to count visits.");
    await english.close();
  });
});
