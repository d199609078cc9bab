// An owner adds French to a site with comments on and translates the comment thread's words in
// the store's words; a visitor on /fr/ reads a post's thread in French, the journal's comment
// counts too, and posts a comment from a phone that the script says in French awaits moderation;
// once the owner approves it, a visitor on a desktop replies in French and is told in French it
// is published. At 390 and 1280 px, with nothing too small, overflowing or unread.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoSiteAs } from "../src/server/testing/siteFiles";
import { expectNoConsoleErrors } from "./harness/checks";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@palabre.example", password: "palabre owner password" };
const POST = "How we choose our beans";

/** The thread's words in French, by what the translation screen calls them. */
const THREAD_WORDS_IN_FRENCH: Record<string, string> = {
  "Blog: a post with one comment": "1 commentaire",
  "Blog: a post's number of comments ({count} is how many)": "{count} commentaires",
  "Comments: the thread's heading before any comment": "Commentaires",
  "Comments: no comment yet": "Aucun commentaire pour l'instant. Soyez le premier à écrire.",
  "Comments: a comment, spoken ({name} is its author)": "Commentaire de {name}",
  "Comments: a comment's replies, spoken ({name} is its author)": "Réponses à {name}",
  "Comments: the button answering a comment": "Répondre",
  "Comments: the form's heading": "Laisser un commentaire",
  "Comments: above the form when answering ({name} is whose comment)": "Réponse à {name}.",
  "Comments: the button to stop answering": "Annuler la réponse",
  "Comments: name field": "Nom",
  "Comments: email field": "E-mail (non affiché)",
  "Comments: comment field": "Commentaire",
  "Comments: the check that the writer is a person, before it starts": "Ce formulaire vérifie que vous êtes une personne avant l'envoi.",
  "Comments: the check that the writer is a person, working": "Vérification que vous êtes une personne…",
  "Comments: the check that the writer is a person, done": "Vérifié : vous pouvez envoyer le commentaire.",
  "Comments: the send button": "Publier",
  "Comments: sent, waiting for approval": "Merci. Votre commentaire attend la modération.",
  "Comments: sent and shown": "Merci. Votre commentaire est publié.",
};

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  const file = JSON.parse(demoSiteAs("palabre", "Corner Coffee"));
  file.website.commentsEnabled = true;
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

/** Writes a comment in the French form and sends it once the built-in captcha is done; answers what the form then says. */
async function commentInFrench(page: Page, name: string, email: string, body: string): Promise<string> {
  const form = page.getByRole("form", { name: "Laisser un commentaire" });
  await form.getByRole("textbox", { name: "Nom" }).fill(name);
  await form.getByRole("textbox", { name: "E-mail (non affiché)" }).fill(email);
  await form.getByRole("textbox", { name: "Commentaire" }).fill(body);
  await form.getByText("Vérifié : vous pouvez envoyer le commentaire.").waitFor({ timeout: 60_000 });
  await form.getByRole("button", { name: "Publier" }).click();
  const message = form.getByRole("status");
  await expect.poll(() => message.innerText(), { timeout: 15_000 }).not.toBe("");
  return message.innerText();
}

describe("a comment thread in French", () => {
  test("the owner adds French and translates the comment thread's words", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(page, "/config/settings");
    const translate = await addFrench(page);
    await translateStoreWords(translate, THREAD_WORDS_IN_FRENCH);
    expectNoConsoleErrors(owner, "the thread words' translation");
  });

  test("on a phone, a visitor reads the French thread and its count and sends a comment the script says awaits moderation", async () => {
    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(journey.server.siteUrl("palabre", "/fr/journal"));
    await page.getByText("· 0 commentaires", { exact: false }).first().waitFor();
    await page.getByRole("link", { name: POST }).first().click();
    await page.getByRole("heading", { name: POST, level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Commentaires", level: 2 }).waitFor();
    await page.getByText("Aucun commentaire pour l'instant. Soyez le premier à écrire.").waitFor();
    expect(await page.getByText("Leave a comment").count()).toBe(0);
    const said = await commentInFrench(page, "Ada Lovelace", "ada@example.com", "Les grains lavés étaient délicieux.");
    expect(said).toBe("Merci. Votre commentaire attend la modération.");
    await page.getByRole("form", { name: "Laisser un commentaire" }).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "languages-comments-sent-phone");
    await expectClean(page, true, "the French thread after sending at 390 px");
    expectNoConsoleErrors(visitor, "the French post on a phone");
  });

  test("on a desktop, once approved, a visitor reads the comment in French and replies, published at once", async () => {
    const owner = await journey.newPage();
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(owner.page, "/config/comments");
    const row = owner.page.getByRole("row").filter({ hasText: "Les grains lavés étaient délicieux." });
    await row.getByRole("button", { name: "Approve" }).click();
    await owner.page.getByText("The comment by Ada Lovelace is published.").waitFor();
    expectNoConsoleErrors(owner, "the comments screen");

    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(journey.server.siteUrl("palabre", "/fr/journal"));
    await page.getByText("· 1 commentaire", { exact: false }).first().waitFor();
    await page.getByRole("link", { name: POST }).first().click();
    await page.getByRole("heading", { name: "1 commentaire", level: 2 }).waitFor();
    const shown = page.getByRole("article", { name: "Commentaire de Ada Lovelace" });
    await shown.getByText("Les grains lavés étaient délicieux.").waitFor();
    await shown.getByRole("button", { name: "Répondre" }).click();
    await page.getByText("Réponse à Ada Lovelace.").waitFor();
    await page.getByRole("button", { name: "Annuler la réponse" }).waitFor();
    const said = await commentInFrench(page, "Ada Lovelace", "ada@example.com", "Et les naturels aussi.");
    expect(said).toBe("Merci. Votre commentaire est publié.");
    await page.reload();
    const replies = page.getByRole("list", { name: "Réponses à Ada Lovelace" });
    await replies.getByText("Et les naturels aussi.").waitFor();
    await page.getByRole("heading", { name: "2 commentaires", level: 2 }).waitFor();
    await replies.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "languages-comments-thread-desktop");
    await expectClean(page, false, "the French thread at 1280 px");
    expectNoConsoleErrors(visitor, "the French post on a desktop");

    const phone = await journey.newPage({ locale: "fr-FR" });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(page.url());
    await phone.page.getByRole("list", { name: "Réponses à Ada Lovelace" }).scrollIntoViewIfNeeded();
    await reviewScreenshot(phone.page, "languages-comments-thread-phone");
    await expectClean(phone.page, true, "the French thread at 390 px");
  });
});
