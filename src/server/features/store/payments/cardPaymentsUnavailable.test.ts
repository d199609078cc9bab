import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../../db/testing/describeEachDatabase";
import { CARD_PAYMENTS_UNAVAILABLE } from "../../../../domain/commerce/paymentKeys";
import { newId } from "../../../../domain/ids";
import { parseConfig } from "../../../config";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { STORE_PATHS } from "../storePaths";
import { Buyer, checkoutBody } from "../testing/buyer";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "./testing/stripeStandIn";

const PASSWORD = "no publishable key owner password";
const PAY = { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.succeeds };

describeEachDatabase("a site paying through Stripe without a publishable key", (database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let ids: TestStoreIds;
  let websiteId = "";
  const identifier = `nokey-${newId().slice(0, 8)}`;
  const donateBlock = newId();
  const giftCard = newId();
  const giftVariant = newId();

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ids = newTestStoreIds();
    const site = JSON.parse(
      storeSite(identifier, ids, {
        moreProducts: [
          {
            id: giftCard,
            collectionId: ids.shop,
            productType: "GIFT_CARD",
            name: "Gift Card",
            urlSlug: "gift-card",
            position: 3,
            variants: [{ id: giftVariant, sku: "GIFT-25", priceCents: 2500, unlimited: true }],
          },
        ],
      }),
    ) as { collections: Record<string, unknown>[] };
    const blocks = [{ id: donateBlock, type: "donation", settings: { title: "Help the harbour", funds: ["Lighthouse"], suggestedAmountsCents: [1000] } }];
    site.collections[0]!.layout = { draft: { blocks }, published: { blocks } };
    websiteId = await seedSite(database(), JSON.stringify(site), { email: `owner@${identifier}.example`, password: PASSWORD });
    const store = parseConfig({ STRIPE_SECRET_KEY: "sk_test_nokey", STRIPE_WEBHOOK_SECRET: "whsec_nokey", STRIPE_API_URL: standIn.url }).store;
    server = await createTestServer(database(), { config: { store } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  /** The words a person reads in a page's HTML. */
  const shown = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  /** A payment page's words, with no card field, no payment method field and no pay button. */
  const expectNoCard = (html: string) => {
    expect(shown(html)).toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect(html).not.toContain('name="paymentMethodId"');
    expect(html).not.toContain('data-field="paymentMethodId"');
    expect(html).not.toContain('name="cardNumber"');
    expect(html).not.toContain('type="submit"');
  };

  test("the checkout, donate and gift card pages say card payments are not available yet, with no field and no pay button", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const checkout = await buyer.send("GET", STORE_PATHS.checkout);
    expect(checkout.statusCode).toBe(200);
    expectNoCard(checkout.body);
    const donate = await server.request(identifier, { method: "GET", url: `/checkout/donate?donatePageId=${donateBlock}` });
    expect(donate.statusCode).toBe(200);
    expectNoCard(donate.body);
    const gift = await server.request(identifier, {
      method: "GET",
      url: `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${giftCard}&sku=GIFT-25`,
    });
    expect(gift.statusCode).toBe(200);
    expectNoCard(gift.body);
  });

  test("a payment method sent anyway is refused in the same words, and nothing reaches Stripe", async () => {
    const calls = standIn.calls.length;
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const order = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { payment: PAY }));
    expect([order.statusCode, order.json().error ?? order.json().message]).toEqual([402, CARD_PAYMENTS_UNAVAILABLE]);
    const donor = await new Buyer(server, identifier).arrive();
    const gift = await donor.send("POST", "/api/commerce/donate", {
      donatePageId: donateBlock,
      amountCents: 1000,
      fund: "Lighthouse",
      coverFees: false,
      frequency: "once",
      name: "Ada Donor",
      email: "ada@example.com",
      idempotencyKey: `give-${newId()}`,
      payment: PAY,
    });
    expect([gift.statusCode, gift.json().error]).toEqual([402, CARD_PAYMENTS_UNAVAILABLE]);
    const card = await donor.send("POST", "/api/commerce/giftcard-checkout", {
      websiteId,
      giftCardProductId: giftCard,
      variantId: giftVariant,
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
      senderName: "Ada",
      message: "",
      idempotencyKey: `gift-${newId()}`,
      email: "ada@example.com",
      payment: PAY,
    });
    expect([card.statusCode, card.json().error]).toEqual([402, CARD_PAYMENTS_UNAVAILABLE]);
    expect(standIn.calls.length).toBe(calls);
  });
});
