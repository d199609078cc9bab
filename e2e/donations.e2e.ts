// Donations on the demo site, at phone and desktop width: a visitor opens the donate page from the
// donation block on the Blocks page by keyboard (Enter at one width, Space at the other), picks an
// amount and a fund, covers the fee, pays with the test card and reads the contribution confirmed
// page; a card asking for an extra confirmation is confirmed on the test gateway's page, or failed
// and tried again; a signed-in donor gives every month with that card and confirms the first gift;
// the owner then finds the gifts in the store screen's Donations tab (one still waiting for its
// confirmation), and stops a donor's monthly gift there after confirming. Last, the owner adds French
// and translates the donation words, and a visitor gives from the /fr/ blocks page in French. Each
// page is audited for overflow, small targets, small input text and axe's rules (contrast included).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { addDemoCustomer } from "./harness/demoCustomer";
import { addDemoMonthlyGift } from "./harness/demoMonthlyGift";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const WIDTHS = [390, 1280] as const;

/** The donation pages' words in French, by what the translation screen calls them. */
const DONATION_WORDS_IN_FRENCH: Record<string, string> = {
  "Donate page: the gift step": "Votre don",
  "Donate page: the suggested amounts, spoken": "Montant",
  "Donate page: the choice of typing an amount": "Autre montant",
  "Donate page: the typed amount's field ({currency} is the currency's code, {minimum} the smallest gift)": "Autre montant ({currency}, au moins {minimum})",
  "Donate page: the fund field": "Fonds",
  "Donate page, signed out: giving every month ({signIn} is the sign-in link)": "Pour donner chaque mois, {signIn}.",
  "Donate page, signed out: the sign-in link": "connectez-vous à votre compte",
  "Donate page: covering the fee ({fee} is the fee's rule, such as 2.9% + $0.30)": "Ajouter les frais de paiement ({fee}) pour que tout le don nous parvienne",
  "Donate page: the fee on the chosen amount ({fee} is the fee, {amount} the gift)": "{fee} sur {amount}",
  "Donate page: what will be charged ({amount} is the total)": "Total : {amount}",
  "Donate page: the donor's step": "Vos coordonnées",
  "Donate page: the donor's name field": "Votre nom",
  "Donate page: the donor's email field": "Votre e-mail (pour le reçu)",
  "Contribution confirmed page: heading and title": "Don confirmé",
  "Contribution confirmed page: a gift to a fund ({name} is the donor, {amount} the gift, {fund} the fund)":
    "Merci, {name}. Votre don de {amount} pour {fund} a bien été reçu.",
  "Contribution confirmed page: the fee covered ({fee} is the fee)": "Vous avez couvert les frais de paiement de {fee} : tout le don nous parvient.",
  "Contribution confirmed page: the charge and the receipt ({amount} is the charge, {email} the donor's email)":
    "Montant débité : {amount}. Un reçu a été envoyé à {email}.",
  "Contribution confirmed page: the home page link": "Retour à l'accueil",
};

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

/** Audits the page and fails with what was found, naming the page. */
async function expectClean(page: Page, phone: boolean, what: string): Promise<void> {
  const findings = await auditPage(page, phone);
  expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("donations", () => {
  test("a visitor gives through the donation block's page, covering the fee, and the owner sees the gift", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => journey.server.siteUrl("demo", path);
      const visitor = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = visitor;

      await page.goto(url("/blocks"));
      await settle(page);
      const donate = page.getByRole("button", { name: "Donate" });
      await donate.scrollIntoViewIfNeeded();
      await donate.focus();
      await page.keyboard.press(phone ? "Enter" : "Space");
      await page.waitForURL(/\/checkout\/donate\?donatePageId=b10c5000000000000000001c$/);
      await page.getByRole("heading", { level: 1, name: "Support the Harbor Grower Fund" }).waitFor();
      await settle(page);
      await expectClean(page, phone, "donate page");
      await reviewScreenshot(page, `donate-page-${width}`);

      await page.getByRole("radio", { name: "$50.00" }).check();
      await page.getByLabel("Fund").selectOption("Replanting");
      await page.getByRole("checkbox", { name: /Add the processing fee .*: \$1\.81 on \$50\.00$/ }).check();
      await page.getByText("Total: $51.81").waitFor();
      await page.getByLabel("Your name").fill(`Ada at ${width}`);
      await page.getByLabel("Your email (for the receipt)").fill(`ada-${width}@example.com`);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry month (MM)").fill("12");
      await page.getByLabel("Expiry year (YYYY)").fill("2040");
      await page.getByLabel("Security code").fill("123");
      await page.getByRole("button", { name: "Donate" }).click();
      await page.getByRole("heading", { level: 1, name: "Contribution confirmed" }).waitFor();
      expect(await page.getByText(`Thank you, Ada at ${width}.`).innerText()).toContain("gift of $50.00 was received for Replanting");
      await page.getByText(`Amount charged: $51.81. A receipt has been sent to ada-${width}@example.com.`).waitFor();
      await settle(page);
      await expectClean(page, phone, "contribution confirmed");
      await reviewScreenshot(page, `contribution-confirmed-${width}`);
      expectNoConsoleErrors(visitor, "the donate pages");

      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      await signInAt(owner.page, url("/config/store"), journey.server.demoOwner);
      await owner.page.getByRole("tab", { name: "Donations" }).click();
      await owner.page.getByText(`Ada at ${width} (ada-${width}@example.com)`).waitFor();
      await owner.page.getByText("$50.00 + $1.81 fees").first().waitFor();
      await owner.page.getByRole("link", { name: "Download all as CSV" }).waitFor();
      await settle(owner.page);
      await reviewScreenshot(owner.page, `donations-tab-${width}`);
    }
  });

  test("a card asking for an extra confirmation: the donor confirms it on the gateway's page, or fails it and may try again", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => journey.server.siteUrl("demo", path);
      const visitor = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = visitor;
      const give = async (name: string) => {
        await page.goto(url("/checkout/donate?donatePageId=b10c5000000000000000001c"));
        await settle(page);
        await page.getByRole("radio", { name: "$50.00" }).check();
        await page.getByLabel("Your name").fill(name);
        await page.getByLabel("Your email (for the receipt)").fill(`ida-${width}@example.com`);
        await page.getByLabel("Card number").fill("4000 0025 0000 3155");
        await page.getByLabel("Expiry month (MM)").fill("12");
        await page.getByLabel("Expiry year (YYYY)").fill("2040");
        await page.getByLabel("Security code").fill("123");
        await page.getByRole("button", { name: "Donate" }).click();
        await page.getByRole("heading", { level: 1, name: "Confirm your payment" }).waitFor();
      };

      await give(`Ida at ${width}`);
      await page.getByRole("button", { name: "Complete confirmation" }).click();
      await page.getByRole("heading", { level: 1, name: "Contribution confirmed" }).waitFor();
      expect(await page.getByText(`Thank you, Ida at ${width}.`).innerText()).toContain("gift of $50.00 was received");

      await give(`Jo at ${width}`);
      await page.getByRole("button", { name: "Fail confirmation" }).click();
      await page.getByRole("heading", { level: 1, name: "Your gift did not go through" }).waitFor();
      const refusedAt = page.url();
      await page.getByText("Your card's extra confirmation step did not succeed, so nothing was charged.", { exact: false }).waitFor();
      await settle(page);
      await expectClean(page, phone, "gift not confirmed");
      await reviewScreenshot(page, `gift-not-confirmed-${width}`);
      await page.getByRole("link", { name: "Try again" }).click();
      await page.getByRole("heading", { level: 1, name: "Support the Harbor Grower Fund" }).waitFor();
      // The refused gift's page answers 402, which the browser logs once.
      expectNoConsoleErrors(visitor, "the donate pages with a confirmation", [
        { text: "Failed to load resource: the server responded with a status of 402 (Payment Required)", url: refusedAt },
      ]);
    }
  });

  test("a signed-in donor gives every month with a card asking for an extra confirmation and confirms it; the owner sees the monthly gift and a gift still waiting", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => journey.server.siteUrl("demo", path);
      const email = `tess-${width}@example.com`;
      const password = `a long password ${width}`;
      const name = `Tess at ${width}`;
      await addDemoCustomer(journey.server.dataDir, email, password);
      const donor = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = donor;
      await page.goto(url("/account/sign-in"));
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Your account" }).waitFor();

      const give = async (who: string, frequency: "Once" | "Every month") => {
        await page.goto(url("/checkout/donate?donatePageId=b10c5000000000000000001c"));
        await settle(page);
        await page.getByRole("radio", { name: "$25.00" }).check();
        await page.getByRole("radio", { name: frequency }).check();
        await page.getByLabel("Fund").selectOption("Replanting");
        await page.getByLabel("Your name").fill(who);
        await page.getByLabel("Your email (for the receipt)").fill(email);
        await page.getByLabel("Card number").fill("4000 0025 0000 3155");
        await page.getByLabel("Expiry month (MM)").fill("12");
        await page.getByLabel("Expiry year (YYYY)").fill("2040");
        await page.getByLabel("Security code").fill("123");
        await page.getByRole("button", { name: "Donate" }).click();
        await page.getByRole("heading", { level: 1, name: "Confirm your payment" }).waitFor();
      };
      await give(name, "Every month");
      await settle(page);
      await expectClean(page, phone, "monthly gift's confirmation step");
      await reviewScreenshot(page, `monthly-gift-confirmation-${width}`);
      await page.getByRole("button", { name: "Complete confirmation" }).click();
      await page.getByRole("heading", { level: 1, name: "Contribution confirmed" }).waitFor();
      expect(await page.getByText(`Thank you, ${name}.`).innerText()).toContain("gift of $25.00 was received for Replanting");
      await settle(page);
      await reviewScreenshot(page, `monthly-gift-confirmed-${width}`);
      await page.goto(url("/account"));
      await page.getByText("$25.00 every month to Replanting").waitFor();

      const waiting = `Wren at ${width}`;
      await give(waiting, "Once");
      expectNoConsoleErrors(donor, "the monthly gift with a confirmation");

      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      await signInAt(owner.page, url("/config/store"), journey.server.demoOwner);
      await owner.page.getByRole("tab", { name: "Donations" }).click();
      const monthly = owner.page.getByRole("table", { name: "Monthly gifts" }).getByRole("row").filter({ hasText: name });
      await monthly.getByText("Card ending 3155").waitFor();
      expect(await monthly.innerText()).toContain("Active");
      const gifts = owner.page.getByRole("table", { name: "Donations" });
      await gifts.getByRole("row").filter({ hasText: name }).getByText("Paid").waitFor();
      await gifts.getByRole("row").filter({ hasText: waiting }).getByText("Waiting for the donor's card confirmation").waitFor();
      expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await settle(owner.page);
      await reviewScreenshot(owner.page, `donations-tab-waiting-${width}`);
      expectNoConsoleErrors(owner, "the Donations tab");
    }
  });

  test("the owner adds French and translates the donation words; a visitor gives from the /fr/ blocks page in French", async () => {
    const owner = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(owner.page, journey.server.siteUrl("demo", "/config/settings"), journey.server.demoOwner);
    await translateStoreWords(await addFrench(owner.page), DONATION_WORDS_IN_FRENCH);
    expectNoConsoleErrors(owner, "the donation words' translation");
    for (const width of WIDTHS) {
      const phone = width === 390;
      const visitor = await journey.newPage({ viewport: { width, height: 900 }, locale: "fr-FR" });
      const { page } = visitor;
      await page.goto(journey.server.siteUrl("demo", "/fr/blocks"));
      await settle(page);
      const donate = page.getByRole("button", { name: "Donate" });
      await donate.scrollIntoViewIfNeeded();
      await donate.click();
      await page.waitForURL(/\/fr\/checkout\/donate\?donatePageId=b10c5000000000000000001c$/);
      await page.getByRole("heading", { level: 1, name: "Support the Harbor Grower Fund" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await page.getByRole("group", { name: "Votre don" }).waitFor();
      await page.getByText("Total : $25.00").waitFor();
      await settle(page);
      await expectClean(page, phone, "French donate page");
      await reviewScreenshot(page, `donate-page-fr-${width}`);

      await page.getByRole("radio", { name: "$50.00" }).check();
      await page.getByLabel("Fonds").selectOption("Replanting");
      await page.getByRole("checkbox", { name: /Ajouter les frais de paiement .*: \$1\.81 sur \$50\.00$/ }).check();
      await page.getByText("Total : $51.81").waitFor();
      await page.getByLabel("Votre nom").fill(`Aude at ${width}`);
      await page.getByLabel("Votre e-mail (pour le reçu)").fill(`aude-${width}@example.com`);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry month (MM)").fill("12");
      await page.getByLabel("Expiry year (YYYY)").fill("2040");
      await page.getByLabel("Security code").fill("123");
      await page.getByRole("button", { name: "Donate" }).click();
      await page.getByRole("heading", { level: 1, name: "Don confirmé" }).waitFor();
      expect(page.url()).toMatch(/\/fr\/commerce\/contribution-confirmed\//);
      await page.getByText(`Merci, Aude at ${width}. Votre don de $50.00 pour Replanting a bien été reçu.`).waitFor();
      await page.getByText(`Montant débité : $51.81. Un reçu a été envoyé à aude-${width}@example.com.`).waitFor();
      await settle(page);
      await expectClean(page, phone, "French contribution confirmed");
      await reviewScreenshot(page, `contribution-confirmed-fr-${width}`);
      expectNoConsoleErrors(visitor, "the French donate pages");
    }
  });

  test("the owner stops a donor's monthly gift after confirming", async () => {
    for (const width of WIDTHS) {
      const name = `Mo at ${width}`;
      await addDemoMonthlyGift(journey.server.dataDir, { email: `mo-${width}@example.com`, name, amountCents: 1500, fund: "Replanting" });
      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = owner;
      await signInAt(page, journey.server.siteUrl("demo", "/config/store"), journey.server.demoOwner);
      await page.getByRole("tab", { name: "Donations" }).click();
      const gifts = page.getByRole("table", { name: "Monthly gifts" });
      await gifts.getByText(`${name} (mo-${width}@example.com)`).waitFor();
      const row = gifts.getByRole("row").filter({ hasText: name });
      expect(await row.innerText()).toContain("Active");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await row.getByRole("button", { name: `Stop ${name}'s monthly gift of $15.00` }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByText(`${name}'s monthly gift of $15.00 is never charged again`).waitFor();
      await settle(page);
      await reviewScreenshot(page, `monthly-gift-stop-${width}`);
      await dialog.getByRole("button", { name: "Stop monthly gift" }).click();
      await page.getByText(`${name}'s monthly gift of $15.00 is stopped. The donor was sent a mail saying so.`).waitFor();
      await row.getByText("Stopped by the site").waitFor();
      expect(await row.getByRole("button", { name: /^Stop / }).count()).toBe(0);
      await settle(page);
      await reviewScreenshot(page, `monthly-gift-stopped-${width}`);
      expectNoConsoleErrors(owner, "the monthly gifts list");
    }
  });
});
