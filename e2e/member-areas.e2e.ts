// Member areas on the demo site, at phone and desktop width: the owner makes a member area of the
// Roastery page with a free, a one-time and a twelve-month plan and reads it (its period in the
// recurring price words) in the store's Member areas tab and dialog; a
// visitor sees the page's preview and the plans (105), signs up, signs in from that page and is
// led back to it, refused without a plan (106), joins the one-time plan with the test card, reads the membership
// confirmed page (208), the whole page and the membership on the account page; at desktop width the
// plans' Join buttons stand on one line though one price wraps. Then the site takes its payments
// through Stripe (its own keys, the server pointed at a local stand-in of Stripe's API): a new member's
// join form takes the card in Stripe's card element (a local stand-in of Stripe.js) instead of card
// number fields, shows Stripe's refusal of a declined card, and joins with a good one. Last the owner adds French and
// translates the member words: under /fr/ the member page offers its plans in French with French join
// links, and the join page asks in French to sign in, its sign-in link leading to the French sign-in page
// (/fr/account/sign-in), which refuses a wrong password in French and signs in back to the join page, then offers its French button;
// the account page under /fr/ shows its sections and address form in French.
// Each page is audited for overflow, small targets, small input text and axe's rules (contrast included).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { newId } from "../src/domain/ids";
import { STRIPE_TEST_METHODS } from "../src/server/features/store/payments/testing/stripeStandIn";
import { expectCleanPage, expectNoConsoleErrors, settle } from "./harness/checks";
import { stripeJourney } from "./harness/stripeJourney";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";

const WIDTHS = [390, 1280] as const;
const ROASTERY = "64f1b0c2b3d4e5f6a7b8c900";

const { demo, standIns } = stripeJourney();

/** Makes a customer account with the sign-up form and opens the link of its confirmation mail. */
async function signUp(page: Page, url: (path: string) => string, email: string, password: string): Promise<void> {
  await page.goto(url("/account/sign-up"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect.poll(() => demo.smtp.mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const mail = demo.smtp.mails.find((m) => m.to.includes(email))!;
  await page.goto(url(new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(mail.text)![1]!).pathname));
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
}

/** The top edge of each plan card's Join button and the height of its price, in the order of the cards. */
async function planCards(page: Page): Promise<{ buttonTop: number; priceHeight: number }[]> {
  const cards = await page.locator(".tsr-member-plan").all();
  return Promise.all(
    cards.map(async (card) => ({
      buttonTop: (await card.getByRole("link", { name: /^Join / }).boundingBox())!.y,
      priceHeight: (await card.locator(".tsr-member-plan__price").boundingBox())!.height,
    })),
  );
}

describe("member areas", () => {
  test("a visitor sees the preview, signs in, is refused without a plan, joins once and reads the whole page", async () => {
    const made = await demo.owner.send("POST", "/api/config/member-areas", {
      json: {
        name: "Roasters' Circle",
        pageIds: [ROASTERY],
        previewSections: 1,
        plans: [
          { id: newId(), name: "Reader", kind: "free", priceCents: 0, billingPeriod: null },
          { id: newId(), name: "Lifetime", kind: "one_time", priceCents: 2000, billingPeriod: null },
          { id: newId(), name: "Monthly", kind: "recurring", priceCents: 500, billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 12 },
        ],
      },
    });
    expect(made.status).toBe(201);

    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);

      const ownerPage = await demo.journey.newPage({ viewport: { width, height: 900 } });
      await signInAt(ownerPage.page, url("/config/store"), demo.journey.server.demoOwner);
      await ownerPage.page.getByRole("tab", { name: "Member areas" }).click();
      const table = ownerPage.page.getByRole("table", { name: "Member areas" });
      await table.getByText("Roasters' Circle").waitFor();
      expect(await table.innerText()).toContain("Lifetime: $20.00 once");
      expect(await table.innerText()).toContain("Monthly: $5.00 every month for 12 months");
      expect(await ownerPage.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(ownerPage.page, `member-areas-tab-${width}`);
      await ownerPage.page.getByRole("button", { name: "Change Roasters' Circle" }).click();
      await ownerPage.page.getByRole("dialog").getByLabel("Sections shown as a preview").waitFor();
      expect(await ownerPage.page.getByRole("dialog").getByLabel("Number of payments").inputValue()).toBe("12");
      await ownerPage.page.getByRole("dialog").getByText("Visitors read: $5.00 every month for 12 months.").scrollIntoViewIfNeeded();
      await reviewScreenshot(ownerPage.page, `member-area-dialog-${width}`);
      await ownerPage.page.keyboard.press("Escape");
      expectNoConsoleErrors(ownerPage, "the owner's Member areas tab");

      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await page.goto(url("/roastery"));
      await settle(page);
      await page.getByRole("heading", { name: "The rest of this page is for members" }).waitFor();
      expect(await page.getByText("$20.00 once").count()).toBe(1);
      await page.getByText("$5.00 every month for 12 months").scrollIntoViewIfNeeded();
      expect(await page.getByText("$5.00 every month for 12 months").isVisible()).toBe(true);
      await expectCleanPage(page, phone, "protected content");
      await reviewScreenshot(page, `member-protected-${width}`);

      const email = `member-${width}@example.com`;
      const password = `a long password ${width}`;
      await signUp(page, url, email, password);

      // Signing in from the protected page leads back to it.
      await page.goto(url("/roastery"));
      await page.locator(".tsr-member-offer__sign-in").getByRole("link", { name: "Sign in" }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "This page is for members" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/roastery");
      await settle(page);
      await expectCleanPage(page, phone, "member-area access denied");
      if (!phone) {
        // Three cards in one row; the twelve-month price wraps onto two lines, yet every Join button sits on one line.
        const cards = await planCards(page);
        expect(cards).toHaveLength(3);
        const heights = cards.map((card) => card.priceHeight);
        expect(Math.max(...heights)).toBeGreaterThan(Math.min(...heights) * 1.5);
        for (const card of cards) expect(card.buttonTop).toBeCloseTo(cards[0]!.buttonTop, 0);
      }
      await reviewScreenshot(page, `member-denied-${width}`);

      await page.getByRole("link", { name: "Join Roasters' Circle: Lifetime" }).click();
      await page.getByRole("heading", { name: "Join Roasters' Circle" }).waitFor();
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry month (MM)").fill("12");
      await page.getByLabel("Expiry year (YYYY)").fill("2031");
      await page.getByLabel("Security code").fill("123");
      await expectCleanPage(page, phone, "join form");
      await reviewScreenshot(page, `member-join-${width}`);
      await page.getByRole("button", { name: "Pay $20.00 once and join" }).click();
      await page.getByRole("heading", { name: "Membership confirmed" }).waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "membership confirmed");
      await reviewScreenshot(page, `member-confirmed-${width}`);

      await page.getByRole("link", { name: "Go to Roasters' Circle" }).click();
      await settle(page);
      expect(await page.getByText("The rest of this page is for members").count()).toBe(0);
      await reviewScreenshot(page, `member-page-${width}`);

      await page.goto(url("/account"));
      await settle(page);
      expect(await page.locator("[data-membership-id]").innerText()).toContain("Roasters' Circle");
      await expectCleanPage(page, phone, "account with a membership");
      await reviewScreenshot(page, `member-account-${width}`);
      // The access denied page answers 403, which the browser logs once.
      expectNoConsoleErrors(tracked, "the member area pages", [
        { text: "Failed to load resource: the server responded with a status of 403 (Forbidden)", url: url("/roastery") },
      ]);
    }
  });
  test("on a site paying through Stripe, a new member joins with Stripe's payment method, never card numbers", async () => {
    const keys = await demo.owner.send("PUT", "/api/config/store/payment-keys", {
      json: { secretKey: "sk_test_memberJoin", publishableKey: "pk_test_memberJoin", webhookSecret: "whsec_memberJoin" },
    });
    expect(keys.status).toBe(200);
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      const email = `stripe-member-${width}@example.com`;
      const password = `another long password ${width}`;
      await signUp(page, url, email, password);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(url("/account"));

      await page.goto(url("/roastery"));
      await page.getByRole("link", { name: "Join Roasters' Circle: Lifetime" }).click();
      await page.getByRole("heading", { name: "Join Roasters' Circle" }).waitFor();
      const joinUrl = page.url();
      expect(await page.getByLabel("Card number").count()).toBe(0);
      const number = page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number");
      await number.fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: "Pay $20.00 once and join" }).click();
      await page.getByRole("alert").getByText("Your card was declined.").waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "join form through Stripe, declined");
      await reviewScreenshot(page, `member-join-stripe-declined-${width}`);

      await page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Pay $20.00 once and join" }).click();
      await page.getByRole("heading", { name: "Membership confirmed" }).waitFor();
      await settle(page);
      await reviewScreenshot(page, `member-confirmed-stripe-${width}`);
      const intents = standIns.stripe.calls.filter((call) => call.path === "/v1/payment_intents" && call.fields.receipt_email === email);
      expect(intents.map((call) => [call.fields.amount, call.fields.payment_method])).toEqual([
        ["2000", STRIPE_TEST_METHODS.declines],
        ["2000", STRIPE_TEST_METHODS.succeeds],
      ]);
      // The access denied page answers 403 and the declined card's answer 400, which the browser logs once each.
      expectNoConsoleErrors(tracked, "the join form through Stripe", [
        { text: "Failed to load resource: the server responded with a status of 403 (Forbidden)", url: url("/roastery") },
        { text: "Failed to load resource: the server responded with a status of 400 (Bad Request)", url: joinUrl },
      ]);
    }
  });
  test("under /fr/ the member page's offer, the join page and the sign-in page are in French: headings, join and sign-in links, refusal, pay button", async () => {
    const url = (path: string) => demo.journey.server.siteUrl("demo", path);
    const area = ((await demo.owner.send("GET", "/api/config/member-areas")).json() as { memberAreas: { id: string; plans: { id: string; name: string }[] }[] })
      .memberAreas[0]!;
    const joinPath = `/fr/member-areas/join/${area.id}/${area.plans.find((plan) => plan.name === "Lifetime")!.id}`;
    const owner = await demo.journey.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(owner.page, url("/config/settings"), demo.journey.server.demoOwner);
    await translateStoreWords(await addFrench(owner.page), {
      "Join page: heading, title and form name ({area} is the member area)": "Rejoindre {area}",
      "Join page: before the plan's price ({plan} is the plan)": "{plan} :",
      "Join page: a paid plan's button ({price} is the plan's price)": "Payer {price} et rejoindre",
      "Join page, signed out: first line": "Connectez-vous ou créez un compte pour rejoindre.",
      "Member page and join page: the sign-in link": "Se connecter",
      "Member plans: a plan paid once ({price} is the amount)": "{price} une fois",
      "Member page: heading of the offer to join": "La suite de cette page est réservée aux membres",
      "Member page: a plan's join button": "Rejoindre",
      "Member page: a plan's join button, spoken ({area} is the member area, {plan} the plan)": "Rejoindre {area} : {plan}",
      "Member page: the offer to join ({area} is the member area's name)": "Rejoignez {area} pour tout voir.",
      "Member page: before the sign-in link": "Déjà membre ?",
      "Member plans: a free plan's price": "Gratuit",
      "Recurring prices: a price paid again for a time ({price} is the amount, {period} how often, {duration} for how long)":
        "{price} tous les {period} pendant {duration}",
      "Recurring prices: billed every month": "mois",
      "Recurring prices: billed every few months, and a duration in months ({count} is how many)": "{count} mois",
      "Account pages: the sign-in page's heading, title and button, and the links to it": "Se connecter",
      "Account pages: the email field": "E-mail",
      "Sign-in page: the password field": "Mot de passe",
      "Sign-in page: the stay signed in box": "Rester connecté sur cet appareil",
      "Sign-in page: the forgotten password link": "Mot de passe oublié ?",
      "Sign-in page: before the sign-up link": "Nouveau ici ?",
      "Sign-up page: heading, title and form name, and the links to it": "Créer un compte",
      "Sign-in refused: wrong email or password": "L'e-mail ou le mot de passe est incorrect.",
      "Site header: the account link": "Compte",
      "Account page: heading and title": "Votre compte",
      "Account page: who is signed in ({email} is the customer's email)": "Connecté avec {email}",
      "Account page: the box keeping the cart when signing out": "Garder mon panier dans ce navigateur",
      "Account page: sign-out button": "Se déconnecter",
      "Account page: orders heading": "Commandes",
      "Account page: no orders": "Aucune commande pour l'instant. Les commandes passées en étant connecté s'affichent ici.",
      "Account page: addresses heading": "Adresses",
      "Account page: no addresses": "Aucune adresse enregistrée. Ajoutez-en une ci-dessous.",
      "Account page: the address form's heading and name": "Ajouter une adresse",
      "Account page: the address form's button": "Ajouter l'adresse",
      "Account page: the address's name field": "Nom",
      "Account page: the address's street field": "Adresse",
      "Account page: the address's second line field": "Appartement, étage (facultatif)",
      "Account page: the address's city field": "Ville",
      "Account page: the address's region field": "Région (facultatif)",
      "Account page: the address's postal code field": "Code postal (facultatif)",
      "Account page: the address's country field": "Code pays (deux lettres, p. ex. FR)",
      "Account page: subscriptions heading": "Abonnements",
      "Account page: no subscriptions": "Vous n'avez aucun abonnement. Les abonnements que vous commencez s'affichent ici, avec leur prochain paiement.",
      "Account page: memberships heading": "Adhésions",
      "Account page: no memberships": "Vous n'avez aucune adhésion. Les espaces membres que vous rejoignez s'affichent ici.",
      "Account page: donations heading": "Dons",
      "Account page: no donations": "Vous n'avez fait aucun don. Les dons faits en étant connecté s'affichent ici.",
    });
    for (const width of WIDTHS) {
      const phone = width === 390;
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 }, locale: "fr-FR" });
      const { page } = tracked;
      // The member page itself under /fr/, signed out: its preview and the offer to join in French.
      await page.goto(url("/fr/roastery"));
      await settle(page);
      await page.getByRole("heading", { name: "La suite de cette page est réservée aux membres" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      const lifetime = page.getByRole("link", { name: "Rejoindre Roasters' Circle : Lifetime" });
      expect(await lifetime.innerText()).toBe("Rejoindre");
      expect(new URL(await lifetime.evaluate((link) => (link as HTMLAnchorElement).href)).pathname).toBe(joinPath);
      await page.getByText("$20.00 une fois").waitFor();
      await page.getByText("$5.00 tous les mois pendant 12 mois").waitFor();
      await page.getByText("Déjà membre ?").waitFor();
      await expectCleanPage(page, phone, "member page in French, signed out");
      await reviewScreenshot(page, `member-protected-french-${width}`);

      await page.goto(url(joinPath));
      await settle(page);
      await page.getByRole("heading", { name: "Rejoindre Roasters' Circle" }).waitFor();
      expect(await page.getByRole("link", { name: "Se connecter" }).count()).toBe(1);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await expectCleanPage(page, phone, "join page in French, signed out");
      await reviewScreenshot(page, `member-join-french-signed-out-${width}`);

      const email = `french-member-${width}@example.com`;
      const password = `a French member's password ${width}`;
      await signUp(page, url, email, password);
      // The join page's sign-in link leads to the French sign-in page, which refuses in French and signs in back to the join page.
      await page.goto(url(joinPath));
      await page.getByRole("link", { name: "Se connecter" }).click();
      await page.waitForURL(url(`/fr/account/sign-in?returnTo=${encodeURIComponent(joinPath)}`));
      await settle(page);
      await page.getByRole("heading", { name: "Se connecter" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Mot de passe").fill("not the password");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.getByText("L'e-mail ou le mot de passe est incorrect.").waitFor();
      await expectCleanPage(page, phone, "sign-in page in French, a wrong password refused");
      await reviewScreenshot(page, `account-sign-in-french-${width}`);
      await page.getByLabel("Mot de passe").fill(password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL(url(joinPath));
      await settle(page);
      await page.getByRole("heading", { name: "Rejoindre Roasters' Circle" }).waitFor();
      await page.getByText("Lifetime : $20.00 une fois").waitFor();
      expect(await page.getByRole("button", { name: "Payer $20.00 une fois et rejoindre" }).count()).toBe(1);
      await expectCleanPage(page, phone, "join page in French");
      await reviewScreenshot(page, `member-join-french-${width}`);
      // The account page under /fr/: its sections, form and buttons in French.
      await page.goto(url("/fr/account"));
      await settle(page);
      await page.getByRole("heading", { name: "Votre compte", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      for (const heading of ["Commandes", "Adresses", "Abonnements", "Adhésions", "Dons"])
        await page.getByRole("heading", { name: heading, level: 2 }).waitFor();
      await page.getByRole("button", { name: "Ajouter l'adresse" }).waitFor();
      await expectCleanPage(page, phone, "account page in French");
      await reviewScreenshot(page, `account-french-${width}`);
      expectNoConsoleErrors(tracked, "the sign-in and join pages in French", [
        { text: "Failed to load resource: the server responded with a status of 401 (Unauthorized)", url: url("/api/site-users/account/session") },
      ]);
    }
  });
});
