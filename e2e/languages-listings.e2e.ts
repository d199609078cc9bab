// An owner adds French to the demo site and, side by side in the settings, translates the
// journal's title and description, a post's title and excerpt, the listing blocks' words and the
// names of the picture viewers' controls; a visitor on a phone reads the /fr/ blocks page's post
// lists and summary in French (the marquee's pause button, which its script makes, too), and one
// on a desktop reads the French journal's description and follows the summary to the French post.
// On both, the gallery's lightbox and a product's larger picture dialog, which scripts make, name
// themselves and their buttons in French. At 390 and 1280 px, with nothing too small, overflowing or unread.
import type { Locator, Page } from "playwright-core";
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

/** The picture viewers' names in French: the lightbox's and the larger picture dialog's. */
const VIEWER_WORDS = {
  viewer: "Visionneuse d'images",
  showCaption: "Afficher la légende",
  hideCaption: "Masquer la légende",
  close: "Fermer",
  dialog: "Image agrandie",
  previousPicture: "Image précédente",
  nextPicture: "Image suivante",
};

/** The listing blocks' words and the marquee's pause button in French, by what the translation screen calls them. */
const LISTING_WORDS_IN_FRENCH: Record<string, string> = {
  "Pictures, videos and maps: the scrolling text's pause button": PAUSE_IN_FRENCH,
  "Pictures, videos and maps: the button opening a picture in the lightbox, spoken ({picture} is its alt text or title)": "Ouvrir {picture} en plein écran",
  "Pictures, videos and maps: the lightbox's spoken name": VIEWER_WORDS.viewer,
  "Pictures, videos and maps: the lightbox's button that shows the caption, spoken": VIEWER_WORDS.showCaption,
  "Pictures, videos and maps: the lightbox's button that hides the caption, spoken": VIEWER_WORDS.hideCaption,
  "Pictures, videos and maps: the close button of the lightbox, picture dialog, popup and language bar, spoken": VIEWER_WORDS.close,
  "Pictures, videos and maps: a product's large pictures, the dialog's spoken name": VIEWER_WORDS.dialog,
  "Pictures, videos and maps: a product's large pictures, previous button, spoken": VIEWER_WORDS.previousPicture,
  "Pictures, videos and maps: a product's large pictures, next button, spoken": VIEWER_WORDS.nextPicture,
  "Pictures, videos and maps: a product's large pictures, which one is shown ({number} of {count})": "Image {number} sur {count}",
  "Posts by tag block: the link to the tag's page ({name} is the tag)": "Tous les articles marqués « {name} »",
  "Posts by category block: the link to the category's page ({name} is the category)": "Tous les articles dans « {name} »",
  "Posts by month block: the link to the month's page ({date} is the month)": "Tous les articles : {date}",
};

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  // The roastery's pictures are the demo's uploads, which an imported site lacks: drawings stand in for them.
  const file = JSON.parse(demoSiteAs("listes", "Corner Coffee")) as { collections: { urlSlug?: string }[]; products: { name: string; pictures?: unknown }[] };
  const roastery = file.collections.findIndex((collection) => collection.urlSlug === "roastery");
  file.collections[roastery] = JSON.parse(JSON.stringify(file.collections[roastery]).replace(/\/s\/[0-9a-f]{24}\/[\w-]+\.jpg/g, "/static/demo/roastery.svg"));
  file.products.find((product) => product.name === "Pine Ridge Decaf")!.pictures = [
    { url: "/static/demo/beans.svg", alt: "Roasted beans in a heap" },
    { url: "/static/demo/roastery.svg", alt: "The roastery from the street" },
  ];
  site = await importOwnedSite(journey.server, JSON.stringify(file), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fails with what the audit found at this width. */
async function expectClean(page: Page, phone: boolean, what: string) {
  const findings = await auditPage(page, phone);
  expect(findings, what).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

/** Waits for a viewer's fade-in to end, so its screenshot shows it as a visitor reads it. */
async function shown(viewer: Locator) {
  await viewer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/**
 * Opens the /fr/ roastery gallery's lightbox and a product's larger picture dialog and finds them
 * and their buttons named in French (the caption toggle on a phone, where it shows), the English
 * names nowhere; a screenshot of each.
 */
async function expectFrenchViewers(page: Page, phone: boolean, width: string) {
  await page.goto(journey.server.siteUrl("listes", "/fr/roastery"));
  await page.getByRole("button", { name: "Ouvrir A latte with a heart poured in the foam en plein écran", exact: true }).click();
  const lightbox = page.getByRole("dialog", { name: VIEWER_WORDS.viewer, exact: true });
  await lightbox.waitFor();
  await lightbox.getByRole("button", { name: VIEWER_WORDS.close, exact: true }).waitFor();
  if (phone) {
    await lightbox.getByRole("button", { name: VIEWER_WORDS.showCaption, exact: true }).click();
    await lightbox.getByRole("button", { name: VIEWER_WORDS.hideCaption, exact: true }).waitFor();
  }
  expect(await page.getByRole("dialog", { name: "Image viewer" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: /^(Close|Show caption|Hide caption)$/ }).count()).toBe(0);
  await shown(lightbox);
  await reviewScreenshot(page, `languages-listings-lightbox-${width}`);
  await page.keyboard.press("Escape");
  await lightbox.waitFor({ state: "detached" });

  await page.goto(journey.server.siteUrl("listes", "/fr/shop/pine-ridge-decaf"));
  await page.locator("[data-zoom-link]").click();
  const dialog = page.getByRole("dialog", { name: VIEWER_WORDS.dialog, exact: true });
  await dialog.waitFor();
  for (const name of [VIEWER_WORDS.close, VIEWER_WORDS.previousPicture, VIEWER_WORDS.nextPicture]) {
    await dialog.getByRole("button", { name, exact: true }).waitFor();
  }
  await dialog.getByText("Image 1 sur 2", { exact: true }).waitFor();
  expect(await page.getByRole("dialog", { name: "Larger picture" }).count()).toBe(0);
  await shown(dialog);
  await reviewScreenshot(page, `languages-listings-picture-dialog-${width}`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
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

  test("on a phone, a visitor reads the /fr/ post lists, summary, the marquee's pause button and the picture viewers in French", async () => {
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
    await expectFrenchViewers(page, true, "phone");
    expectNoConsoleErrors(visitor, "the French blocks page and picture viewers on a phone");
  });

  test("on a desktop, a visitor reads the French journal's description, follows the summary to the French post and meets the picture viewers in French", async () => {
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
    await expectFrenchViewers(page, false, "desktop");
    expectNoConsoleErrors(visitor, "the French journal, blocks page and picture viewers on a desktop");

    const phone = await journey.newPage({ locale: "fr-FR" });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(journey.server.siteUrl("listes", "/fr/journal"));
    await phone.page.getByText(JOURNAL_DESCRIPTION).waitFor();
    await reviewScreenshot(phone.page, "languages-listings-journal-phone");
    await expectClean(phone.page, true, "the French journal at 390 px");
  });
});
