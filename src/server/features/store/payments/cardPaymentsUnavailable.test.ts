import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../../db/testing/describeEachDatabase";
import { CARD_PAYMENTS_UNAVAILABLE } from "../../../../domain/commerce/paymentKeys";
import { newId } from "../../../../domain/ids";
import { parseConfig } from "../../../config";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { memberVisits, openLoungeArea, shown } from "../../memberAreas/testing/memberSite";
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
  let areaId = "";
  const identifier = `nokey-${newId().slice(0, 8)}`;
  const donateBlock = newId();
  const giftCard = newId();
  const giftVariant = newId();
  const lounge = newId();
  const plans = { free: newId(), once: newId(), monthly: newId() };

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
    const loungeLayout = { sections: [{ id: newId(), blocks: [] }] };
    site.collections.push({ id: lounge, type: 10, title: "Lounge", urlSlug: "lounge", navigation: "_memberareas", position: 0, layout: { draft: loungeLayout, published: loungeLayout } });
    websiteId = await seedSite(database(), JSON.stringify(site), { email: `owner@${identifier}.example`, password: PASSWORD });
    const store = parseConfig({ STRIPE_SECRET_KEY: "sk_test_nokey", STRIPE_WEBHOOK_SECRET: "whsec_nokey", STRIPE_API_URL: standIn.url }).store;
    server = await createTestServer(database(), { config: { store } });
    const owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    areaId = await openLoungeArea(server, identifier, owner, lounge, plans);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const { postForm, customer } = memberVisits(() => server, identifier, () => database().db);
  /** A payment page's words, with no card field, no payment method field and no pay button. */
  const expectNoCard = (html: string) => {
    expect(shown(html)).toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect(html).not.toContain('name="paymentMethodId"');
    expect(html).not.toContain('data-field="paymentMethodId"');
    expect(html).not.toContain('name="cardNumber"');
    expect(html).not.toContain('type="submit"');
  };

  test("the checkout, donate, gift card and join pages say card payments are not available yet, with no field and no pay button", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const checkout = await buyer.send("GET", STORE_PATHS.checkout);
    expect(checkout.statusCode).toBe(200);
    expectNoCard(checkout.body);
    const donate = await server.request(identifier, { method: "GET", url: `/checkout/donate?donatePageId=${donateBlock}` });
    expect(donate.statusCode).toBe(200);
    expectNoCard(donate.body);
    const gift = await server.request(identifier, { method: "GET", url: `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${giftCard}&sku=GIFT-25` });
    expect(gift.statusCode).toBe(200);
    expectNoCard(gift.body);
    const member = await customer(`page@${identifier}.example`);
    const join = await member.send(server, identifier, { method: "GET", url: `/member-areas/join/${areaId}/${plans.once}` });
    expect(join.statusCode).toBe(200);
    expectNoCard(join.body);
    const free = await member.send(server, identifier, { method: "GET", url: `/member-areas/join/${areaId}/${plans.free}` });
    expect(shown(free.body)).not.toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect(free.body).toContain('type="submit"');
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
    const member = await customer(`forged@${identifier}.example`);
    const joined = await postForm(member, `/member-areas/join/${areaId}/${plans.once}`, `/member-areas/join/${areaId}/${plans.once}`, {
      paymentMethodId: STRIPE_TEST_METHODS.succeeds,
    });
    expect(joined.statusCode).toBe(400);
    expect(shown(joined.body)).toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect(standIn.calls.length).toBe(calls);
  });
});
