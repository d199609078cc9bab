import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { GIFT_CARD_MESSAGES } from "../../../domain/commerce/giftCards";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { CHECKOUT_REFUSALS } from "./checkout";
import { giftCardsRepository } from "./giftCardsRepository";
import type { TestGateway } from "./payments/testGateway";
import { TEST_CARDS } from "./payments/testGateway";
import { Buyer, checkoutBody } from "./testing/buyer";

const PASSWORD = "gift card owner password";
const CARD = { kind: "card", cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: "123" };

describeOnEveryEngine("gift cards", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = `gift-${newId().slice(0, 8)}`;
  const giftCard = newId();
  const fifty = newId();

  beforeAll(async () => {
    ids = newTestStoreIds();
    websiteId = await seedSite(
      database(),
      storeSite(identifier, ids, {
        stock: 1000,
        moreProducts: [
          {
            id: giftCard,
            collectionId: ids.shop,
            productType: "GIFT_CARD",
            name: "Gift Card",
            urlSlug: "gift-card",
            position: 3,
            variants: [
              { id: newId(), sku: "GIFT-25", priceCents: 2500, unlimited: true },
              { id: fifty, sku: "GIFT-50", priceCents: 5000, unlimited: true },
            ],
          },
        ],
      }),
      { email: `owner@${identifier}.example`, password: PASSWORD },
    );
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const gateway = () => server.services.store.testGateway as TestGateway;
  const db = () => database().db;
  const cardOf = async (orderId: string) => db().selectFrom("storeGiftCards").selectAll().where("orderId", "=", orderId).executeTakeFirstOrThrow();
  const balanceOf = async (cardId: string) =>
    Number((await db().selectFrom("storeGiftCards").select("balanceCents").where("id", "=", cardId).executeTakeFirstOrThrow()).balanceCents);
  const purchase = (key: string, extra: Record<string, unknown> = {}) => ({
    websiteId,
    giftCardProductId: giftCard,
    variantId: fifty,
    recipientName: "Grace Hopper",
    recipientEmail: "grace@example.com",
    senderName: "Ada",
    message: "Happy birthday!",
    idempotencyKey: key,
    email: "ada@example.com",
    payment: CARD,
    ...extra,
  });

  /** Buys a $50 card for Grace and answers its code as mailed, and its row. */
  async function buyCard(): Promise<{ code: string; cardId: string; orderId: string }> {
    const buyer = await new Buyer(server, identifier).arrive();
    const key = `gift-${newId()}`;
    const paid = await buyer.send("POST", "/api/commerce/giftcard-checkout", purchase(key));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("paid");
    const orderId = paid.json().orderId as string;
    const again = await buyer.send("POST", "/api/commerce/giftcard-checkout", purchase(key));
    expect(again.json()).toEqual(paid.json());
    const mail = await db()
      .selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "gift-card")
      .orderBy("createdAt", "desc")
      .execute();
    const card = await cardOf(orderId);
    const mine = mail.find((m) => m.textBody.includes(card.codeLast4))!;
    expect(mine.toAddress).toBe("grace@example.com");
    expect(mine.subject).toBe(`Ada sent you a $50.00 gift card for Store ${identifier}`);
    expect(mine.textBody).toContain("Happy birthday!");
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(mine.textBody)![1]!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.codeHash).not.toContain(code.replace(/-/g, ""));
    return { code, cardId: card.id, orderId };
  }

  test("a paid gift card checkout issues one card with an unguessable code mailed to its recipient; replayed payments issue no second card", async () => {
    const { cardId, orderId } = await buyCard();
    expect(await balanceOf(cardId)).toBe(5000);
    expect(await giftCardsRepository.ledgerSum(db(), cardId)).toBe(5000);
    expect(await server.services.store.completePayment(orderId, "replayed-reference")).toBe(false);
    const cards = await db().selectFrom("storeGiftCards").select("id").where("orderId", "=", orderId).execute();
    expect(cards).toHaveLength(1);
  });

  test("a gift card product is bought only on its own page, never through the cart", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const added = await buyer.add(fifty, 1);
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toBe("A gift card is bought on its own page, where you name its recipient. Please use the gift card's link.");
    const page = await buyer.send("GET", `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${giftCard}&sku=GIFT-50`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("$50.00");
    const noRecipient = await buyer.send("POST", "/api/commerce/giftcard-checkout", purchase(`gift-${newId()}`, { recipientEmail: "not an address" }));
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.json().errors.recipientEmail).toBe(GIFT_CARD_MESSAGES.recipientEmail);
  });

  test("a card pays part of an order, shown before payment; the rest of an order is charged; a failed payment and a refund give the card its money back", async () => {
    const { code, cardId } = await buyCard();
    const first = await new Buyer(server, identifier).arrive();
    await first.add(ids.blendVariant, 1);
    const shown = await first.send("PUT", "/api/commerce/cart/details", {
      coupons: [],
      shippingLocation: { country: "US", region: "ME", postalCode: "04101" },
      shippingOptionId: "standard",
      giftCardCode: code.toLowerCase(),
    });
    // $18.00 + $5.00 shipping + $0.99 Maine tax: the card pays it all.
    expect(shown.json().cart.grandTotalCents).toBe(2399);
    expect(shown.json().giftCard).toMatchObject({
      appliedCents: 2399,
      remainingCents: 2601,
      amountDueCents: 0,
      applied: "$23.99",
      remaining: "$26.01",
      amountDue: "$0.00",
    });
    const paidByCard = await first.checkout({ ...checkoutBody(`key-${newId()}`), giftCardCode: code, payment: null });
    expect(paidByCard.statusCode, paidByCard.body).toBe(200);
    expect(await balanceOf(cardId)).toBe(2601);

    const declined = await new Buyer(server, identifier).arrive();
    await declined.add(ids.blendVariant, 2);
    const refused = await declined.checkout({ ...checkoutBody(`key-${newId()}`, "declines"), giftCardCode: code });
    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(cardId)).toBe(2601);

    const second = await new Buyer(server, identifier).arrive();
    await second.add(ids.blendVariant, 2);
    const withoutCard = await second.checkout({ ...checkoutBody(`key-${newId()}`), giftCardCode: code, payment: null });
    expect(withoutCard.statusCode).toBe(400);
    expect(withoutCard.json().error).toBe(CHECKOUT_REFUSALS.paymentRequired);
    const split = await second.checkout({ ...checkoutBody(`key-${newId()}`), giftCardCode: code });
    expect(split.statusCode, split.body).toBe(200);
    const orderId = split.json().orderId as string;
    // $36.00 + $5.00 + $1.98 = $42.98: $26.01 from the card, $16.97 by card payment.
    const payments = await db().selectFrom("storePayments").selectAll().where("orderId", "=", orderId).execute();
    expect(payments.map((p) => Number(p.amountCents))).toEqual([1697]);
    expect(await balanceOf(cardId)).toBe(0);
    const empty = await new Buyer(server, identifier).arrive();
    await empty.add(ids.blendVariant, 1);
    const emptyCard = await empty.checkout({ ...checkoutBody(`key-${newId()}`), giftCardCode: code });
    expect(emptyCard.statusCode).toBe(400);
    expect(emptyCard.json().errors.giftCardCode).toBe(GIFT_CARD_MESSAGES.empty);

    const refund = await owner.send(server, identifier, {
      method: "POST",
      url: `/api/config/store/orders/${orderId}/refund`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(gateway().refundCount(payments[0]!.reference)).toBe(1);
    expect(await balanceOf(cardId)).toBe(2601);
    const ledger = await giftCardsRepository.ledgerOf(db(), [cardId]);
    expect(ledger.map((row) => [row.reason, Number(row.amountCents)])).toEqual([
      ["issued", 5000],
      ["spent", -2399],
      ["spent", -2601],
      ["released", 2601],
      ["spent", -2601],
      ["refunded", 2601],
    ]);
    expect(await giftCardsRepository.ledgerSum(db(), cardId)).toBe(2601);
  });

  test("the owner's gift cards list shows each card's code masked, its balance, recipient and ledger, a page at a time", async () => {
    const { code, cardId } = await buyCard();
    const list = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/gift-cards?limit=1&offset=0" });
    expect(list.statusCode).toBe(200);
    const { total, giftCards } = list.json();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(giftCards).toHaveLength(1);
    expect(giftCards[0]).toMatchObject({
      id: cardId,
      maskedCode: `••••-••••-••••-${code.slice(-4)}`,
      balanceCents: 5000,
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
      ledger: [{ amountCents: 5000, reason: "issued" }],
    });
    expect(list.body).not.toContain(code);
    const outbox = await owner.send(server, identifier, { method: "GET", url: "/api/config/outbox" });
    const mailId = outbox.json().mails.find((m: { kind?: string; subject: string; to?: string }) => m.subject.startsWith("Ada sent you"))?.id;
    const read = await owner.send(server, identifier, { method: "GET", url: `/api/config/outbox/${mailId}` });
    expect(read.json().text).toContain("Your gift card code: ••••-••••-••••-");
    expect(read.body).not.toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
    const anonymous = await new Buyer(server, identifier).arrive();
    expect((await anonymous.send("GET", "/api/config/store/gift-cards")).statusCode).toBe(401);
  });

  test("an unknown code is refused in plain words", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const refused = await buyer.checkout({ ...checkoutBody(`key-${newId()}`), giftCardCode: "AAAA-BBBB-CCCC-DDDD" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.giftCardCode).toBe(GIFT_CARD_MESSAGES.unknown);
  });

  test("100 redemptions of one card at once never take it below 0, and its ledger always sums to its balance", async () => {
    const { cardId } = await buyCard();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        database()
          .db.transaction()
          .execute((trx) => giftCardsRepository.spend(trx, cardId, newId(), 70, "2026-01-01T00:00:00.000Z")),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(71);
    expect(await balanceOf(cardId)).toBe(30);
    expect(await giftCardsRepository.ledgerSum(db(), cardId)).toBe(30);
  });
});
