// An owner adds French to the demo site and, side by side in the settings, translates the
// journal's title and description, a post's title and excerpt and the listing blocks' words; a
// visitor on a phone reads the /fr/ blocks page's post lists and summary in French (the marquee's
// pause button, which its script makes, too), and one on a
// desktop reads the French journal's description and follows the summary to the French post.
// At 390 and 1280 px, with nothing too small, overflowing or unread.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoSiteAs } from "../src/server/testing/siteFiles";
import { expectNoConsoleErrors } from "./harness/checks";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@listes.example", password: "listes owner password" };
const POST_IN_FRENCH = "Comment nous choisissons nos grains";
const EXCERPT_IN_FRENCH = "Des tables de dégustation aux visites de fermes.";
const JOURNAL_DESCRIPTION = "Nouvelles de la brûlerie : voyages d'achat, guides d'infusion et actualités.";

const PAUSE_IN_FRENCH = "Mettre en pause le texte défilant";

/** The listing blocks' words and the marquee's pause button in French, by what the translation screen calls them. */
const LISTING_WORDS_IN_FRENCH: Record<string, string> = {
  "Pictures, videos and maps: the scrolling text's pause button": PAUSE_IN_FRENCH,
  "Posts by tag block: the link to the tag's page ({name} is the tag)": "Tous les articles marqués « {name} »",
  "Posts by category block: the link to the category's page ({name} is the category)": "Tous les articles dans « {name} »",
  "Posts by month block: the link to the month's page ({date} is the month)": "Tous les articles : {date}",
};

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  site = await importOwnedSite(journey.server, demoSiteAs("listes", "Corner Coffee"), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fails with what the audit found at this width. */
async function expectClean(page: Page, phone: boolean, what: string) {
  const findings = await auditPage(page, phone);
  expect(findings, what).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("listing blocks and a blog's description in French", () => {
  test("the owner adds French and translates the journal, a post and the listing blocks' words side by side", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(page, "/config/settings");
    const translate = await addFrench(page);
    await translate.getByRole("combobox", { name: "Page", exact: true }).selectOption({ label: "Journal: not translated yet" });
    await translate.getByText("Notes from the roastery: sourcing trips, brewing guides and news.").waitFor();
    await translate.getByRole("textbox", { name: "Page title in fr-FR", exact: true }).fill("Carnet");
    await translate.getByRole("textbox", { name: "Description in fr-FR", exact: true }).fill(JOURNAL_DESCRIPTION);
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();
    await expect.poll(() => translate.getByRole("combobox", { name: "Page", exact: true }).locator("option:checked").innerText()).toBe("Journal: translated");
    await reviewScreenshot(page, "languages-listings-journal-translation-desktop");

    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Posts and events" });
    await translate.getByRole("combobox", { name: "Post", exact: true }).selectOption({ label: "How we choose our beans (Journal): not translated yet" });
    await translate.getByRole("textbox", { name: "Post title in fr-FR", exact: true }).fill(POST_IN_FRENCH);
    await translate.getByRole("textbox", { name: "Excerpt in fr-FR", exact: true }).fill(EXCERPT_IN_FRENCH);
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();

    await translateStoreWords(translate, LISTING_WORDS_IN_FRENCH);
    expectNoConsoleErrors(owner, "the journal's, post's and listing words' translation");
  });

  test("on a phone, a visitor reads the /fr/ post lists, summary and the marquee's pause button in French", async () => {
    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(journey.server.siteUrl("listes", "/fr/blocks"));
    const byCategory = page.getByRole("link", { name: "Tous les articles dans « Sourcing »" });
    await byCategory.waitFor();
    await page.getByRole("link", { name: "Tous les articles marqués « brewing »" }).waitFor();
    await page.getByRole("link", { name: "Tous les articles : octobre 2026" }).waitFor();
    expect(await page.getByText("All posts", { exact: false }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "How we choose our beans" }).count()).toBe(0);
    await page.getByText(EXCERPT_IN_FRENCH).first().waitFor();
    await page.getByRole("button", { name: PAUSE_IN_FRENCH, exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Pause scrolling text" }).count()).toBe(0);
    await byCategory.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "languages-listings-blocks-phone");
    await expectClean(page, true, "the French blocks page at 390 px");
    expectNoConsoleErrors(visitor, "the French blocks page on a phone");
  });

  test("on a desktop, a visitor reads the French journal's description and follows the summary to the French post", async () => {
    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(journey.server.siteUrl("listes", "/fr/journal"));
    await page.getByText(JOURNAL_DESCRIPTION).waitFor();
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(JOURNAL_DESCRIPTION);
    await reviewScreenshot(page, "languages-listings-journal-desktop");
    await expectClean(page, false, "the French journal at 1280 px");

    await page.goto(journey.server.siteUrl("listes", "/fr/blocks"));
    const summaryLink = page.locator(".tsr-summary__link", { hasText: POST_IN_FRENCH }).first();
    await summaryLink.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "languages-listings-blocks-desktop");
    await expectClean(page, false, "the French blocks page at 1280 px");
    await summaryLink.click();
    await page.getByRole("heading", { name: POST_IN_FRENCH, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fr/journal/2026/10/20/how-we-choose-our-beans");
    expectNoConsoleErrors(visitor, "the French journal and blocks page on a desktop");

    const phone = await journey.newPage({ locale: "fr-FR" });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(journey.server.siteUrl("listes", "/fr/journal"));
    await phone.page.getByText(JOURNAL_DESCRIPTION).waitFor();
    await reviewScreenshot(phone.page, "languages-listings-journal-phone");
    await expectClean(phone.page, true, "the French journal at 390 px");
  });
});
