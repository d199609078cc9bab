// Donations on the demo site paying through Stripe with its own keys (the server pointed at local
// stand-ins of Stripe's API and of Stripe.js), at phone and desktop width: a visitor gives with the
// card typed in Stripe's card element and reads the contribution confirmed page; a card asking for
// 3-D Secure goes through Stripe's confirmation step, whose signed webhook confirms the gift before
// the donor is back. Without the publishable key the donate page says card payments are not
// available yet, with no card and no button, and the owner's payments settings warn of it. Each page
// is audited for overflow, small targets, small input text and axe's rules (contrast included).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { CARD_PAYMENTS_UNAVAILABLE, PUBLISHABLE_KEY_MISSING } from "../src/domain/commerce/paymentKeys";
import { STRIPE_TEST_METHODS } from "../src/server/features/store/payments/testing/stripeStandIn";
import { expectCleanPage, expectNoConsoleErrors, settle } from "./harness/checks";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { playThreeDSecure, stripeJourney } from "./harness/stripeJourney";

const WIDTHS = [390, 1280] as const;
const SITE_KEYS = { secretKey: "sk_test_donateCard", publishableKey: "pk_test_donateCard", webhookSecret: "whsec_donateCard" };
const DONATE_PATH = "/checkout/donate?donatePageId=b10c5000000000000000001c";

const { demo, standIns } = stripeJourney();

/** Fills the donate form for `name` and types `cardNumber` in Stripe's card element. */
async function fillGift(page: Page, name: string, email: string, cardNumber: string): Promise<void> {
  await page.getByRole("radio", { name: "$50.00" }).check();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your email (for the receipt)").fill(email);
  await page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number").fill(cardNumber);
}

describe("donations through Stripe", () => {
  test("a visitor gives with the card typed in Stripe's card element, and a card asking for 3-D Secure is confirmed at Stripe", async () => {
    expect((await demo.owner.send("PUT", "/api/config/store/payment-keys", { json: SITE_KEYS })).status).toBe(200);
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      const email = `stripe-donor-${width}@example.com`;

      await page.goto(url(DONATE_PATH));
      await page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number").waitFor();
      expect(await page.getByLabel("Expiry month (MM)").count()).toBe(0);
      await fillGift(page, `Ada at ${width}`, email, "4242 4242 4242 4242");
      await settle(page);
      await expectCleanPage(page, phone, "donate page through Stripe");
      await reviewScreenshot(page, `donate-stripe-card-${width}`);
      await page.getByRole("button", { name: "Donate" }).click();
      await page.getByRole("heading", { level: 1, name: "Contribution confirmed" }).waitFor();
      await page.getByText(`Amount charged: $50.00. A receipt has been sent to ${email}.`).waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "contribution confirmed through Stripe");
      await reviewScreenshot(page, `donate-stripe-confirmed-${width}`);

      const secureEmail = `stripe-secure-${width}@example.com`;
      await playThreeDSecure(page, standIns, url("/api/commerce/payments/stripe/webhook"), SITE_KEYS.webhookSecret);
      await page.goto(url(DONATE_PATH));
      await fillGift(page, `Grace at ${width}`, secureEmail, "4000 0000 0000 3220");
      await page.getByRole("button", { name: "Donate" }).click();
      await page.getByRole("heading", { name: "Confirm your payment" }).waitFor();
      expect(page.url()).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
      await page.getByRole("link", { name: "Complete" }).click();
      await page.getByRole("heading", { level: 1, name: "Contribution confirmed" }).waitFor();
      await page.getByText(`Amount charged: $50.00. A receipt has been sent to ${secureEmail}.`).waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "contribution confirmed after 3-D Secure");
      await reviewScreenshot(page, `donate-stripe-3ds-confirmed-${width}`);

      const intents = standIns.stripe.calls.filter(
        (call) => call.path === "/v1/payment_intents" && [email, secureEmail].includes(call.fields.receipt_email ?? ""),
      );
      expect(intents.map((call) => [call.fields.receipt_email, call.fields.amount, call.fields.payment_method])).toEqual([
        [email, "5000", STRIPE_TEST_METHODS.succeeds],
        [secureEmail, "5000", STRIPE_TEST_METHODS.requiresAction],
      ]);
      expect(new Set(standIns.stripeJs.keys)).toEqual(new Set([SITE_KEYS.publishableKey]));
      expectNoConsoleErrors(tracked, "the donate pages through Stripe");
    }
  });

  test("without the publishable key the donate page says card payments are not available yet, and the owner's payments settings warn of it", async () => {
    expect((await demo.owner.send("DELETE", "/api/config/store/payment-keys")).status).toBe(204);
    const secretOnly = { secretKey: SITE_KEYS.secretKey, webhookSecret: SITE_KEYS.webhookSecret };
    expect((await demo.owner.send("PUT", "/api/config/store/payment-keys", { json: secretOnly })).status).toBe(200);
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await page.goto(url(DONATE_PATH));
      await page.getByText(CARD_PAYMENTS_UNAVAILABLE).waitFor();
      expect(await page.getByRole("button", { name: "Donate" }).count()).toBe(0);
      expect(await page.getByRole("group", { name: "Card", exact: true }).count()).toBe(0);
      expect(await page.getByLabel("Payment method").count()).toBe(0);
      await settle(page);
      await expectCleanPage(page, phone, "donate page without card payments");
      await reviewScreenshot(page, `donate-stripe-unavailable-${width}`);
      expectNoConsoleErrors(tracked, "the donate page without card payments");

      const owner = await demo.journey.newPage({ viewport: { width, height: 900 } });
      await signInAt(owner.page, url("/config/store"), demo.journey.server.demoOwner);
      await owner.page.getByRole("tab", { name: "Store settings" }).click();
      const form = owner.page.getByRole("form", { name: "Payment keys" });
      await form.getByText(PUBLISHABLE_KEY_MISSING).waitFor();
      await form.scrollIntoViewIfNeeded();
      await settle(owner.page);
      await reviewScreenshot(owner.page, `payment-keys-publishable-missing-${width}`);
    }
  });
});
