import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { CHECKOUT_MESSAGES } from "../../../domain/messages/checkoutMessages";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { presentOrder } from "./orderPresenter";
import { CHECKOUT_REFUSALS } from "./checkout";
import { inventory } from "./inventory";
import { TEST_GATEWAY_MESSAGES, type TestGateway } from "./payments/testGateway";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

const key = () => `key-${newId()}`;

describeOnEveryEngine("checkout", (database) => {
  let server: TestServer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    server = await createTestServer(database(), { clock });
  });
  afterAll(async () => {
    await server.close();
  });

  async function openStore(stock = 5): Promise<{ identifier: string; ids: TestStoreIds; websiteId: string }> {
    const identifier = `shop-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids, { stock }));
    return { identifier, ids, websiteId };
  }

  const stockOf = async (variantId: string) =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", variantId).executeTakeFirstOrThrow()).qtyInStock;
  const countRows = async (table: "storeOrders" | "storePayments" | "storeHolds", websiteId: string, where: Record<string, string> = {}) => {
    let query = database()
      .db.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId);
    for (const [column, value] of Object.entries(where)) query = query.where(column as "status", "=", value);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  test("a paid checkout makes an order, takes the stock, closes the cart and mails the buyer", async () => {
    const { identifier, ids, websiteId } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.add(ids.blendVariant, 2)).statusCode).toBe(200);
    const cart = (await buyer.add(ids.guide)).json();
    expect(cart.cart).toMatchObject({ totalQuantity: 3, subtotalCents: 4500, hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(cart.display).toMatchObject({ subtotal: "$45.00", count: "3", label: "3 items in cart" });

    const response = await buyer.checkout(checkoutBody(key(), "succeeds", { couponCodes: ["welcome10"] }));
    expect(response.statusCode).toBe(200);
    const { orderId, status, redirect } = response.json();
    expect(status).toBe("paid");
    expect(redirect).toMatch(new RegExp(`^/commerce/order-confirmed/${orderId}\\?token=`));
    expect(await stockOf(ids.blendVariant)).toBe(3);

    const order = await database().db.selectFrom("storeOrders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", subtotalCents: 4500, discountCents: 450, shippingCents: 500, email: "ada@example.com" });
    expect(Number(order.taxCents)).toBe(Math.floor(((4500 - 450) * 550 + 5000) / 10000));
    expect(Number(order.grandTotalCents)).toBe(4500 - 450 + 500 + Number(order.taxCents));
    expect(await countRows("storePayments", websiteId, { status: "captured" })).toBe(1);
    // The whole total in one payment: no installments (docs/spec-conformance.md, installment payment strings).
    const payments = await database().db.selectFrom("storePayments").select(["amountCents", "status"]).where("orderId", "=", orderId).execute();
    expect(payments.map((payment) => [Number(payment.amountCents), payment.status])).toEqual([[Number(order.grandTotalCents), "captured"]]);

    const mails = await database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).execute();
    expect(mails).toHaveLength(1);
    // Queued by reference to the order, composed when sent or read.
    expect(mails[0]).toMatchObject({ kind: "order-confirmation", toAddress: "ada@example.com", sourceId: orderId, textBody: "", htmlBody: null });
    expect(mails[0]!.subject).toBe(`Your Store ${identifier} order ${orderId.slice(-8).toUpperCase()}`);
    const bodies = await server.services.mail.bodiesOf(mails[0]!);
    expect(bodies?.text).toMatch(/Download Home Brew Guide: http:\/\/.+\/commerce\/download\/[0-9a-f]{24}\/[0-9a-f]{24}\?expires=\d+&sig=/);
    expect(bodies?.text).toContain(`Order status: ${order.baseUrl}/commerce/order-status/${orderId}?token=`);
    expect(bodies?.html).toContain(`Thank you for your order from Store ${identifier}.</h1>`);

    const after = (await buyer.send("GET", "/api/commerce/cart")).json();
    expect(after.cart).toMatchObject({ isPurchased: true, orderId });
    const again = await buyer.checkout(checkoutBody(key()));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHECKOUT_REFUSALS.purchased);
  });

  const ZONES = {
    pickupAddress: "12 Harbor Way, Portland, ME",
    shippingZones: [
      {
        id: "home",
        name: "United States",
        countries: ["US"],
        options: [
          { id: "standard", name: "Standard", costCents: 500 },
          { id: "counter", name: "Collect at the roastery", costCents: 0, kind: "pickup" },
        ],
      },
      { id: "japan", name: "Japan", countries: ["JP"], options: [{ id: "jp-post", name: "Japan Post", costCents: 2500 }] },
    ],
  };

  test("each zone offers only its options, and an address in a country the store does not ship to is refused in plain words", async () => {
    const identifier = `zone-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids, { settings: ZONES }));
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant);
    const offered = async (country: string) =>
      (
        await buyer.send("PUT", "/api/commerce/cart/details", {
          coupons: [],
          shippingLocation: { country, region: null, postalCode: null },
          shippingOptionId: null,
        })
      )
        .json()
        .cart.shippingOptions.map((o: { id: string }) => o.id);
    expect(await offered("JP")).toEqual(["jp-post"]);
    expect(await offered("US")).toEqual(["standard", "counter"]);
    expect(await offered("FR")).toEqual([]);

    const inJapan = { name: "Ada Buyer", line1: "1-1 Marunouchi", line2: "", city: "Tokyo", region: "", postalCode: "100-0005", country: "JP" };
    const france = await buyer.checkout(checkoutBody(key(), "succeeds", { shippingAddress: { ...inJapan, country: "FR" }, shippingOptionId: "jp-post" }));
    expect(france.statusCode).toBe(400);
    expect(france.json().error).toBe("We do not ship to France. Please choose another country.");
    expect(france.json().errors["shippingAddress.country"]).toBe("We do not ship to France. Please choose another country.");
    const wrongZone = await buyer.checkout(checkoutBody(key(), "succeeds", { shippingAddress: inJapan, shippingOptionId: "standard" }));
    expect(wrongZone.json().error).toBe(CHECKOUT_REFUSALS.shippingOption);

    const paid = await buyer.checkout(checkoutBody(key(), "succeeds", { shippingAddress: inJapan, shippingOptionId: "jp-post" }));
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await database().db.selectFrom("storeOrders").selectAll().where("id", "=", paid.json().orderId).executeTakeFirstOrThrow();
    expect(Number(order.shippingCents)).toBe(2500);
    const [mail] = await database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).execute();
    expect((await server.services.mail.bodiesOf(mail!))?.text).toContain("Delivery to Ada Buyer, 1-1 Marunouchi, 100-0005 Tokyo, Japan");
  });

  test("a pick-up order needs no street, and says where to collect it on the buyer's page, in the mail and on the owner's order", async () => {
    const identifier = `pick-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids, { settings: ZONES }));
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant);
    const noStreet = { name: "Ada Buyer", region: "ME", country: "US" };
    const delivered = await buyer.checkout(checkoutBody(key(), "succeeds", { shippingOptionId: "standard", shippingAddress: noStreet }));
    expect(delivered.statusCode).toBe(400);
    expect(delivered.json()).toMatchObject({
      error: "Enter the street address.",
      errors: { "shippingAddress.line1": "Enter the street address.", "shippingAddress.city": "Enter the city." },
    });
    const paid = await buyer.checkout(checkoutBody(key(), "succeeds", { shippingOptionId: "counter", shippingAddress: noStreet }));
    expect(paid.statusCode, paid.body).toBe(200);
    const said = "Pick-up at 12 Harbor Way, Portland, ME";
    const page = await buyer.send("GET", paid.json().redirect);
    expect(page.body).toContain(`<p class="tsr-order__handover">${said}</p>`);
    const [mail] = await database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).execute();
    const bodies = await server.services.mail.bodiesOf(mail!);
    expect(bodies?.text.split("\n")).toContain(said);
    expect(bodies?.html).toContain(said);
    const order = await database().db.selectFrom("storeOrders").selectAll().where("id", "=", paid.json().orderId).executeTakeFirstOrThrow();
    expect(presentOrder(order).handover).toBe(said);
  });

  test("a declined card answers the gateway's message and releases the stock", async () => {
    const { identifier, ids, websiteId } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 4);
    const response = await buyer.checkout(checkoutBody(key(), "declines"));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: TEST_GATEWAY_MESSAGES.declined, code: "payment_declined" });
    expect(await stockOf(ids.blendVariant)).toBe(5);
    expect(await countRows("storeOrders", websiteId, { status: "payment_failed" })).toBe(1);
    expect(await countRows("storeHolds", websiteId, { status: "released" })).toBe(1);
    const retry = await buyer.checkout(checkoutBody(key()));
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(ids.blendVariant)).toBe(1);
  });

  test("checkout needs the cart cookie", async () => {
    const { identifier } = await openStore();
    const stranger = await new Buyer(server, identifier).arrive();
    const response = await stranger.checkout(checkoutBody(key()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(CHECKOUT_MESSAGES.noCookies);
  });

  test("a cart whose stock was sold since it was filled is refused with a clear message", async () => {
    const { identifier, ids } = await openStore();
    const first = await new Buyer(server, identifier).arrive();
    const second = await new Buyer(server, identifier).arrive();
    await first.add(ids.blendVariant, 3);
    await second.add(ids.blendVariant, 3);
    expect((await first.checkout(checkoutBody(key()))).statusCode).toBe(200);
    const refused = await second.checkout(checkoutBody(key()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: "Sorry, only 2 of Harbor Blend are left. Please lower the quantity in your cart.", outOfStock: true });
    expect(await stockOf(ids.blendVariant)).toBe(2);
  });

  test("an order bumps the site's stock version only when it changes the stock line its pages show: 5 or fewer left, or sold out", async () => {
    const { identifier, ids, websiteId } = await openStore(8);
    const version = async () =>
      (await database().db.selectFrom("websites").select("stockVersion").where("id", "=", websiteId).executeTakeFirstOrThrow()).stockVersion;
    const buy = async (quantity: number) => {
      const buyer = await new Buyer(server, identifier).arrive();
      await buyer.add(ids.blendVariant, quantity);
      expect((await buyer.checkout(checkoutBody(key()))).statusCode).toBe(200);
    };
    const before = await version();
    await buy(2);
    expect(await stockOf(ids.blendVariant)).toBe(6);
    expect(await version(), "6 left still reads In stock").toBe(before);
    await buy(1);
    expect(await version(), "5 left reads Only 5 left").toBe(before + 1);
    await buy(1);
    expect(await version(), "4 left reads Only 4 left").toBe(before + 2);
    await buy(4);
    expect(await stockOf(ids.blendVariant)).toBe(0);
    expect(await version(), "sold out").toBe(before + 3);
  });

  test("an extra confirmation step holds the stock until the signed confirmation, and a replayed confirmation fulfils once", async () => {
    const { identifier, ids, websiteId } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const response = await buyer.checkout(checkoutBody(key(), "requiresConfirmation"));
    expect(response.statusCode).toBe(200);
    const { orderId, status, redirect } = response.json();
    expect(status).toBe("awaiting_confirmation");
    expect(redirect).toMatch(/^\/commerce\/test-gateway\/authorize\?payment=tg_/);
    expect(await stockOf(ids.blendVariant)).toBe(3);

    const gateway = server.services.store.testGateway as TestGateway;
    const reference = new URL(redirect, "http://x").searchParams.get("payment")!;
    const event = gateway.confirm(reference, true)!;
    const webhook = (headers: Record<string, string>, payload = event.rawBody) =>
      server.request(identifier, {
        method: "POST",
        url: "/api/commerce/payments/test/webhook",
        headers: { "content-type": "application/json", ...headers },
        payload,
      });

    const forged = await webhook({
      "tessera-signature": event.headers["tessera-signature"]!.replace(/v1=(.)/, (_match, first: string) => `v1=${first === "0" ? "1" : "0"}`),
    });
    expect(forged.statusCode).toBe(400);
    expect((await webhook(event.headers, event.rawBody.replace("succeeded", "failed"))).statusCode).toBe(400);

    const version = () => database().db.selectFrom("websites").select(["version", "stockVersion"]).where("id", "=", websiteId).executeTakeFirstOrThrow();
    const shown = await version();
    const first = await webhook(event.headers);
    expect(first.json()).toEqual({ received: true, outcome: "handled" });
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(event.headers)));
    for (const replay of replays) expect(replay.json()).toEqual({ received: true, outcome: "replayed" });
    expect(await version(), "the stock was taken at checkout: a confirmed payment and its replays change no page").toEqual(shown);

    const order = await database().db.selectFrom("storeOrders").select(["status"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");
    expect(await countRows("storePayments", websiteId, { status: "captured" })).toBe(1);
    expect(await stockOf(ids.blendVariant)).toBe(3);
    const mails = await database().db.selectFrom("mailOutbox").select("id").where("websiteId", "=", websiteId).execute();
    expect(mails).toHaveLength(1);
  });

  test("a payment refused at its extra confirmation gives the stock back, and the pages showing the stock line change with it", async () => {
    const { identifier, ids, websiteId } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const { redirect } = (await buyer.checkout(checkoutBody(key(), "requiresConfirmation"))).json();
    expect(await stockOf(ids.blendVariant)).toBe(3);
    const version = async () =>
      (await database().db.selectFrom("websites").select("stockVersion").where("id", "=", websiteId).executeTakeFirstOrThrow()).stockVersion;
    const shown = await version();
    const gateway = server.services.store.testGateway as TestGateway;
    const refused = gateway.confirm(new URL(redirect, "http://x").searchParams.get("payment")!, false)!;
    const answer = await server.request(identifier, {
      method: "POST",
      url: "/api/commerce/payments/test/webhook",
      headers: { "content-type": "application/json", ...refused.headers },
      payload: refused.rawBody,
    });
    expect(answer.json()).toEqual({ received: true, outcome: "handled" });
    expect(await stockOf(ids.blendVariant)).toBe(5);
    expect(await version()).toBe(shown + 1);
  });

  test("a hold that expires before the payment finishes gives its stock back, and a payment confirmed after that is refunded", async () => {
    const { identifier, ids } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 5);
    const { orderId } = (await buyer.checkout(checkoutBody(key(), "requiresConfirmation"))).json();
    expect(await stockOf(ids.blendVariant)).toBe(0);
    offsetMs = 16 * 60_000;
    try {
      expect(await server.services.store.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    } finally {
      offsetMs = 0;
    }
    expect(await stockOf(ids.blendVariant)).toBe(5);
    const order = await database().db.selectFrom("storeOrders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("payment_failed");

    const gateway = server.services.store.testGateway as TestGateway;
    const reference = (await database().db.selectFrom("storePayments").select("reference").where("orderId", "=", orderId).executeTakeFirstOrThrow()).reference;
    const late = gateway.confirm(reference, true)!;
    const answer = await server.request(identifier, {
      method: "POST",
      url: "/api/commerce/payments/test/webhook",
      headers: { "content-type": "application/json", ...late.headers },
      payload: late.rawBody,
    });
    expect(answer.json()).toEqual({ received: true, outcome: "handled" });
    const payment = await database().db.selectFrom("storePayments").select("status").where("orderId", "=", orderId).executeTakeFirstOrThrow();
    expect(payment.status).toBe("refunded");
    expect((await database().db.selectFrom("storeOrders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status).toBe("payment_failed");
    expect(await stockOf(ids.blendVariant)).toBe(5);
  });

  test("a checkout that finds the stock held by an order whose hold ran out gives that stock back and takes it", async () => {
    const { identifier, ids } = await openStore();
    const waiting = await new Buyer(server, identifier).arrive();
    const later = await new Buyer(server, identifier).arrive();
    await waiting.add(ids.blendVariant, 5);
    await later.add(ids.blendVariant, 2);
    const { orderId } = (await waiting.checkout(checkoutBody(key(), "requiresConfirmation"))).json();
    expect(await stockOf(ids.blendVariant)).toBe(0);
    offsetMs = 16 * 60_000;
    try {
      const paid = await later.checkout(checkoutBody(key()));
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe("paid");
    } finally {
      offsetMs = 0;
    }
    expect(await stockOf(ids.blendVariant)).toBe(3);
    expect((await database().db.selectFrom("storeOrders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status).toBe("payment_failed");
  });

  test("200 concurrent checkouts of a variant with 5 in stock make exactly 5 orders, round after round", async () => {
    const { identifier, ids, websiteId } = await openStore(5);
    const gateway = server.services.store.testGateway as TestGateway;
    for (let round = 1; round <= 2; round++) {
      if (round > 1) await inventory.changeStock(database().db, websiteId, ids.blendVariant, { set: 5 });
      const buyers: Buyer[] = [];
      for (let i = 0; i < 200; i++) {
        const buyer = await new Buyer(server, identifier).arrive();
        expect((await buyer.add(ids.blendVariant, 1)).statusCode).toBe(200);
        buyers.push(buyer);
      }
      const capturedBefore = gateway.capturedCount();
      const keys = buyers.map(() => key());
      const answers = await Promise.all(buyers.map((buyer, n) => buyer.checkout(checkoutBody(keys[n]!))));
      const paid = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(paid).toHaveLength(5);
      expect(refused).toHaveLength(195);
      for (const answer of refused)
        expect(answer.json()).toMatchObject({
          error: "Sorry, Harbor Blend sold out while it was in your cart. Please remove it to continue.",
          outOfStock: true,
        });
      expect(await stockOf(ids.blendVariant)).toBe(0);
      expect(await countRows("storeOrders", websiteId)).toBe(5 * round);
      expect(await countRows("storeHolds", websiteId, { status: "committed" })).toBe(5 * round);
      expect(await countRows("storePayments", websiteId, { status: "captured" })).toBe(5 * round);
      expect(gateway.capturedCount() - capturedBefore).toBe(5);
      // Every refusal is stored as its key's answer, and a repeat gets it.
      const refusedKeys = keys.filter((_, n) => answers[n]!.statusCode === 409);
      const stored = await database()
        .db.selectFrom("storeCheckouts")
        .selectAll()
        .where("websiteId", "=", websiteId)
        .where("idempotencyKey", "in", refusedKeys)
        .execute();
      expect(stored).toHaveLength(195);
      for (const row of stored) expect(row).toMatchObject({ state: "done", responseStatus: 409, responseJson: refused[0]!.body });
      const again = await buyers[keys.indexOf(refusedKeys[0]!)]!.checkout(checkoutBody(refusedKeys[0]!));
      expect([again.statusCode, again.body]).toEqual([409, refused[0]!.body]);
    }
  }, 120_000);

  test("one idempotency key sent 50 times at once makes one order and one payment; another body with it is refused", async () => {
    const { identifier, ids, websiteId } = await openStore();
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyer.checkout(checkoutBody(idempotencyKey))));
    const bodies = new Set(answers.map((a) => `${a.statusCode} ${a.body}`));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await countRows("storeOrders", websiteId)).toBe(1);
    expect(await countRows("storePayments", websiteId)).toBe(1);
    expect(await stockOf(ids.blendVariant)).toBe(4);

    const changed = await buyer.checkout(checkoutBody(idempotencyKey, "succeeds", { email: "other@example.com" }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(CHECKOUT_REFUSALS.keyReused);
    expect(await countRows("storeOrders", websiteId)).toBe(1);
  });
});
