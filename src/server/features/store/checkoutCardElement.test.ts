import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { Buyer } from "./testing/buyer";
import { STORE_PATHS } from "./storePaths";
import { stripeCardSetup, stripeOrigins } from "./payments/stripeCardSetup";
import { StripeProvider } from "./payments/stripeProvider";

const OWNER = { email: "owner@card-element.example", password: "owner password 1", roleId: ROLE.ADMIN };
const SITE_KEYS = { publishableKey: "pk_test_siteCardElement", secretKey: "sk_test_siteCardSecret", webhookSecret: "whsec_siteCardSigning" };
const STORE = { stripeSecretKey: null, stripePublishableKey: null, stripeWebhookSecret: null, stripeApiUrl: null, orderRecoveryAfterMs: 120_000 };

/** The store test site with a gift card product and a donation block on its home page. */
function paymentPagesSite(identifier: string, ids: TestStoreIds, giftCardId: string, donationBlockId: string): string {
  const site = JSON.parse(
    storeSite(identifier, ids, {
      moreProducts: [
        {
          id: giftCardId,
          collectionId: ids.shop,
          productType: "GIFT_CARD",
          name: "Gift Card",
          urlSlug: "gift-card",
          position: 3,
          variants: [{ id: newId(), sku: "GIFT-25", priceCents: 2500, unlimited: true }],
        },
      ],
    }),
  ) as { collections: { layout?: unknown }[] };
  const blocks = [{ id: donationBlockId, type: "donation", settings: { title: "Help the harbour", funds: ["Lighthouse"], suggestedAmountsCents: [1000] } }];
  site.collections[0]!.layout = { draft: { blocks }, published: { blocks } };
  return JSON.stringify(site);
}

/** A directive of a Content-Security-Policy, by name. */
function directive(policy: string, name: string): string {
  return policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
}

test("Stripe's card element is set up with the publishable key that goes with the secret key in use, and its origins are Stripe's or the stand-in's", () => {
  const config = { ...STORE, stripeJsUrl: "https://js.stripe.com/v3/" };
  const server = new StripeProvider({ ...config, stripeSecretKey: "sk_test_server", stripePublishableKey: "pk_test_server" });
  expect(stripeCardSetup(server, config)).toEqual({ publishableKey: "pk_test_server", scriptUrl: "https://js.stripe.com/v3/" });
  expect(stripeCardSetup(new StripeProvider({ ...config, stripeSecretKey: "sk_test_server" }), config)).toBeNull();
  expect(stripeOrigins("https://js.stripe.com/v3/")).toEqual({
    scripts: ["https://js.stripe.com"],
    frames: ["https://hooks.stripe.com", "https://js.stripe.com"],
    connects: ["https://api.stripe.com"],
  });
  expect(stripeOrigins("http://127.0.0.1:4555/stripe.js")).toEqual({
    scripts: ["http://127.0.0.1:4555"],
    frames: ["http://127.0.0.1:4555"],
    connects: ["http://127.0.0.1:4555"],
  });
});

describeEachDatabase("the checkout's card element", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let stripeIds: TestStoreIds;
  let testGatewaySite: string;
  let stripeSite: string;
  let stripeSiteId: string;
  const giftCardId = newId();
  const donationBlockId = newId();

  /** The checkout page of a new buyer with one product in the cart. */
  const checkoutPage = async (identifier: string, variantId: string) => {
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.add(variantId, 1)).statusCode).toBe(200);
    return buyer.jar.send(server, identifier, { method: "GET", url: STORE_PATHS.checkout });
  };

  beforeAll(async () => {
    server = await createTestServer(database(), { config: { store: { ...STORE, stripeJsUrl: "https://js.stripe.com/v3/" } } });
    ids = newTestStoreIds();
    testGatewaySite = `card-test-${newId().slice(0, 8)}`;
    stripeSite = `card-stripe-${newId().slice(0, 8)}`;
    await seedSite(database(), storeSite(testGatewaySite, ids), OWNER);
    stripeIds = newTestStoreIds();
    stripeSiteId = await seedSite(database(), paymentPagesSite(stripeSite, stripeIds, giftCardId, donationBlockId), OWNER);
    const owner = await signedIn(server, stripeSite, OWNER.email, OWNER.password);
    const saved = await owner.send(server, stripeSite, {
      method: "PUT",
      url: "/api/config/store/payment-keys",
      headers: { "x-csrf-token": owner.get("crumb")!, "content-type": "application/json" },
      payload: JSON.stringify(SITE_KEYS),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  test("with the site's own Stripe keys, the checkout mounts Stripe's card element with the publishable key, never the secret, and admits Stripe.js", async () => {
    const page = await checkoutPage(stripeSite, stripeIds.blendVariant);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-stripe-key="${SITE_KEYS.publishableKey}"`);
    expect(page.body).toContain('data-stripe-js="https://js.stripe.com/v3/"');
    expect(page.body).not.toContain(SITE_KEYS.secretKey);
    expect(page.body).not.toContain(SITE_KEYS.webhookSecret);
    expect(page.body).not.toContain('name="paymentMethodId"');
    expect(page.body).toContain("Paying by card needs JavaScript.");
    const policy = String(page.headers["content-security-policy"]);
    expect(directive(policy, "script-src")).toContain(" https://js.stripe.com");
    expect(directive(policy, "frame-src")).toMatch(/ https:\/\/hooks\.stripe\.com https:\/\/js\.stripe\.com$/);
    expect(directive(policy, "connect-src")).toMatch(/ https:\/\/api\.stripe\.com$/);
  });

  test("the donate and gift card pages mount Stripe's card element too, with the same policy", async () => {
    const donate = await server.request(stripeSite, { method: "GET", url: `/checkout/donate?donatePageId=${donationBlockId}` });
    const giftCard = await server.request(stripeSite, { method: "GET", url: `/checkout/giftcard?websiteId=${stripeSiteId}&giftCardProductId=${giftCardId}` });
    for (const page of [donate, giftCard]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-stripe-key="${SITE_KEYS.publishableKey}"`);
      expect(page.body).not.toContain(SITE_KEYS.secretKey);
      expect(page.body).not.toContain('name="paymentMethodId"');
      const policy = String(page.headers["content-security-policy"]);
      expect(directive(policy, "script-src")).toContain(" https://js.stripe.com");
      expect(directive(policy, "frame-src")).toMatch(/ https:\/\/hooks\.stripe\.com https:\/\/js\.stripe\.com$/);
      expect(directive(policy, "connect-src")).toMatch(/ https:\/\/api\.stripe\.com$/);
    }
  });

  test("other pages of the same site, and the checkout of a site with the test gateway, keep their policy without Stripe", async () => {
    const cart = await server.request(stripeSite, { method: "GET", url: STORE_PATHS.cart });
    const shop = await server.request(stripeSite, { method: "GET", url: "/shop" });
    const testCheckout = await checkoutPage(testGatewaySite, ids.blendVariant);
    expect(testCheckout.body).toContain('name="cardNumber"');
    expect(testCheckout.body).not.toContain("data-stripe-key");
    for (const answer of [cart, shop, testCheckout]) {
      expect(answer.statusCode).toBe(200);
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).not.toContain("stripe.com");
      expect(directive(policy, "script-src")).toMatch(/'strict-dynamic' 'unsafe-inline' https:$/);
      expect(directive(policy, "frame-src")).toBe("frame-src 'self'");
    }
  });
});
