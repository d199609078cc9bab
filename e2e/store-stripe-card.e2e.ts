// The demo shop taking its payments through Stripe with the site's own keys (the server pointed at
// local stand-ins of Stripe's API and of Stripe.js), at phone and desktop width: the checkout
// loads Stripe.js only there, says so and offers Try again when it does not load (or not within
// its time limit, on a held clock), mounts the card element labelled "Card", shows Stripe's words for an incomplete card and for a declined one,
// and a good card places the order once though Place order is pressed twice. Each page is audited
// for overflow, small targets, small input text and axe's rules (contrast included).
import { describe, expect, test } from "vitest";
import { STRIPE_TEST_METHODS } from "../src/server/features/store/payments/testing/stripeStandIn";
import { expectCleanPage, expectNoConsoleErrors, settle } from "./harness/checks";
import { addToCart } from "./harness/demoStore";
import { stripeJourney } from "./harness/stripeJourney";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { failedResource } from "./forms-support/consoleNoise";
import { readSiteContext } from "./harness/siteContext";
import { holdClock } from "./harness/heldClock";
import { STRIPE_JS_LOAD_TIMEOUT_MS } from "../src/blocks/shared/stripeCard";
import type { Route } from "playwright-core";

const WIDTHS = [390, 1280] as const;
const SITE_KEYS = { secretKey: "sk_test_cardElement", publishableKey: "pk_test_cardElement", webhookSecret: "whsec_cardElement" };

const { demo, standIns } = stripeJourney();

describe("paying by card through Stripe", () => {
  test("a shopper types the card in Stripe's card element, reads Stripe's refusals and pays once", async () => {
    const keys = await demo.owner.send("PUT", "/api/config/store/payment-keys", { json: SITE_KEYS });
    expect(keys.status).toBe(200);
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      const email = `card-${width}@example.com`;
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith(standIns.stripeJs.url)) scripts.push(new URL(page.url()).pathname);
      });
      await addToCart(page, url("/shop/harbor-blend"));

      standIns.stripeJs.failNextLoad();
      await page.goto(url("/commerce/goto-checkout"));
      await settle(page);
      const card = page.getByRole("group", { name: "Card", exact: true });
      await page.getByText("The card form could not load. Check your internet connection, then try again.").waitFor();
      await reviewScreenshot(page, `stripe-card-not-loaded-${width}`);
      await page.getByRole("button", { name: "Try again" }).click();
      const number = card.frameLocator("iframe").getByLabel("Card number");
      await number.waitFor();
      expect(await page.getByText("The card form could not load.").isVisible()).toBe(false);
      expect(scripts).toEqual(["/commerce/goto-checkout", "/commerce/goto-checkout"]);

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Full name").fill("Ada Buyer");
      await page.getByLabel("Address", { exact: true }).fill("1 Commercial St");
      await page.getByLabel("City").fill("Portland");
      await page.getByLabel("State or region").fill("ME");
      await page.getByLabel("Zip or postal code").fill("04101");
      await settle(page);

      await number.fill("4242 4242");
      await page.getByRole("button", { name: "Place order" }).click();
      await card.locator("..").getByRole("alert").getByText("Your card number is incomplete.").waitFor();
      expect(await page.getByRole("button", { name: "Place order" }).isEnabled()).toBe(true);

      await number.fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.locator(".tsr-checkout__error").getByText("Your card was declined.").waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "checkout through Stripe, declined");
      await reviewScreenshot(page, `stripe-card-declined-${width}`);

      await number.fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Place order" }).dblclick();
      await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
      await settle(page);
      expect(await page.locator(".tsr-order__status").innerText()).toBe("Paid");
      await reviewScreenshot(page, `stripe-card-paid-${width}`);

      const intents = standIns.stripe.calls.filter(
        (call) => call.method === "POST" && call.path === "/v1/payment_intents" && call.fields.receipt_email === email,
      );
      expect(intents.map((call) => call.fields.payment_method)).toEqual([STRIPE_TEST_METHODS.declines, STRIPE_TEST_METHODS.succeeds]);
      expect(new Set(standIns.stripeJs.keys)).toEqual(new Set([SITE_KEYS.publishableKey]));
      const orders = (await demo.owner.send("GET", `/api/config/store/orders?q=${encodeURIComponent(email)}`)).json();
      expect(orders.orders.map((order: { status: string }) => order.status).filter((status: string) => status === "paid")).toEqual(["paid"]);

      await page.goto(url("/cart"));
      await settle(page);
      expect(scripts).toEqual(["/commerce/goto-checkout", "/commerce/goto-checkout"]);
      expectNoConsoleErrors(tracked, "the checkout through Stripe", [
        { text: "Failed to load resource: the server responded with a status of 503 (Service Unavailable)", url: standIns.stripeJs.url },
        failedResource(402, "Payment Required", url("/api/commerce/checkout")),
      ]);
    }
  });

  test("a gift card is bought with the card typed in Stripe's card element, a declined card refused in Stripe's words", async () => {
    const keys = await demo.owner.send("PUT", "/api/config/store/payment-keys", { json: SITE_KEYS });
    expect(keys.status).toBe(200);
    const shop = (await demo.owner.send("GET", "/api/config/store/shop")).json().shop;
    const made = await demo.owner.send("POST", "/api/config/store/products", {
      json: {
        collectionId: shop.id,
        productType: "GIFT_CARD",
        name: "Harbor Gift Card",
        urlSlug: "harbor-gift-card-stripe",
        visible: true,
        variants: [{ sku: "GIFT-25", priceCents: 2500, unlimited: true }],
      },
    });
    expect(made.status, made.text).toBe(201);
    for (const width of WIDTHS) {
      const phone = width === 390;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      const email = `gift-${width}@example.com`;
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await page.goto(url("/"));
      await settle(page);
      const websiteId = (await readSiteContext(page)).website.id;
      await page.goto(url(`/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${made.json().id as string}`));
      await settle(page);
      await page.getByLabel("Recipient's name").fill("Grace");
      await page.getByLabel("Recipient's email").fill(`grace-${width}@example.com`);
      await page.getByLabel("Your name").fill("Ada");
      await page.getByLabel("Your email (for the receipt)").fill(email);
      const number = page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number");
      await number.fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: "Buy gift card" }).click();
      await page.locator(".tsr-checkout__error").getByText("Your card was declined.").waitFor();
      await settle(page);
      await expectCleanPage(page, phone, "gift card through Stripe, declined");
      await reviewScreenshot(page, `stripe-card-gift-card-declined-${width}`);
      await number.fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Buy gift card" }).click();
      await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
      const intents = standIns.stripe.calls.filter(
        (call) => call.method === "POST" && call.path === "/v1/payment_intents" && call.fields.receipt_email === email,
      );
      expect(intents.map((call) => call.fields.payment_method)).toEqual([STRIPE_TEST_METHODS.declines, STRIPE_TEST_METHODS.succeeds]);
      expectNoConsoleErrors(tracked, "the gift card checkout through Stripe", [
        failedResource(402, "Payment Required", url("/api/commerce/giftcard-checkout")),
      ]);
    }
  });

  test("Stripe.js that does not arrive is given up at the time limit, not before, and Try again loads it", async () => {
    const keys = await demo.owner.send("PUT", "/api/config/store/payment-keys", { json: SITE_KEYS });
    expect(keys.status).toBe(200);
    const url = (path: string) => demo.journey.server.siteUrl("demo", path);
    const { page } = await demo.journey.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, url("/shop/harbor-blend"));
    await holdClock(page);
    const held: Route[] = [];
    await page.route(standIns.stripeJs.url, (route) => void held.push(route));
    await page.goto(url("/commerce/goto-checkout"));
    await expect.poll(() => held.length).toBe(1);
    const notLoaded = page.getByText("The card form could not load. Check your internet connection, then try again.");
    await page.clock.runFor(STRIPE_JS_LOAD_TIMEOUT_MS - 1_000);
    expect(await notLoaded.isVisible()).toBe(false);
    await page.clock.runFor(1_000);
    await notLoaded.waitFor();
    await held[0]!.abort();
    await page.unroute(standIns.stripeJs.url);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("group", { name: "Card", exact: true }).frameLocator("iframe").getByLabel("Card number").waitFor();
    expect(await notLoaded.isVisible()).toBe(false);
  });
});
