import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { CHECKOUT_REFUSALS } from "./checkout";
import { ORDER_MESSAGES } from "./ownerOrders";
import { REFUND_MESSAGES } from "../../../domain/commerce/refundAmount";
import type { TestGateway } from "./payments/testGateway";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

const PASSWORD = "once owner password";
const ROUNDS = 3;

describeOnEveryEngine("only once in the store", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = `once-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    websiteId = await seedSite(database(), storeSite(identifier, ids, { stock: 1000 }), { email: `owner@${identifier}.example`, password: PASSWORD });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const gateway = () => server.services.store.testGateway as TestGateway;
  const stock = async () =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow()).qtyInStock;
  const count = async (table: "storeOrders" | "storePayments", cartId?: string) => {
    let query = database()
      .db.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId);
    if (cartId && table === "storeOrders") query = query.where("cartId" as never, "=", cartId as never);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const ownerCall = (method: "POST" | "GET", url: string, payload?: object) =>
    owner.send(server, identifier, { method, url, headers: { "x-csrf-token": owner.get("crumb") ?? "" }, ...(payload ? { payload } : {}) });

  /** One cart with 3 of the blend, checked out by `copies` requests at once, each with its own idempotency key. */
  async function checkoutAtOnce(copies: number): Promise<void> {
    for (let round = 1; round <= ROUNDS; round++) {
      const buyer = await new Buyer(server, identifier).arrive();
      expect((await buyer.add(ids.blendVariant, 3)).statusCode).toBe(200);
      const [ordersBefore, paymentsBefore, stockBefore, capturedBefore] = [
        await count("storeOrders"),
        await count("storePayments"),
        await stock(),
        gateway().capturedCount(),
      ];
      const answers = await Promise.all(Array.from({ length: copies }, () => buyer.checkout(checkoutBody(`key-${newId()}`))));
      const paid = answers.filter((a) => a.statusCode === 200);
      expect(paid, `round ${round}`).toHaveLength(1);
      expect(paid[0]!.json().status).toBe("paid");
      for (const lost of answers.filter((a) => a.statusCode !== 200)) {
        expect(lost.statusCode).toBe(409);
        expect(lost.json().error).toBe(CHECKOUT_REFUSALS.purchased);
      }
      expect(await count("storeOrders")).toBe(ordersBefore + 1);
      expect(await count("storePayments")).toBe(paymentsBefore + 1);
      expect(gateway().capturedCount()).toBe(capturedBefore + 1);
      expect(await stock()).toBe(stockBefore - 3);
    }
  }

  test("50 checkouts of one cart at once with 50 different keys make one order and one payment, round after round", async () => {
    await checkoutAtOnce(50);
  }, 120_000);

  test("a double click (2 checkouts of one cart at once, each with a fresh key) makes one order", async () => {
    await checkoutAtOnce(2);
  }, 60_000);

  test("a cart whose payment was declined can be checked out again, and is closed once paid", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const before = await stock();
    expect((await buyer.checkout(checkoutBody(`key-${newId()}`, "declines"))).statusCode).toBe(402);
    expect(await stock()).toBe(before);
    const paid = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(paid.statusCode).toBe(200);
    const again = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHECKOUT_REFUSALS.purchased);
    expect(await stock()).toBe(before - 1);
  });

  test("10 refunds of one order at once reach the provider once and restock once", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const { orderId } = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json();
    const before = await stock();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ownerCall("POST", `/api/config/store/orders/${orderId}/refund`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect([REFUND_MESSAGES.nothingLeft, ORDER_MESSAGES.notRefundable]).toContain(lost.json().error);
    }
    const order = (await ownerCall("GET", `/api/config/store/orders/${orderId}`)).json();
    expect(order.status).toBe("refunded");
    expect(gateway().refundCount(order.payments[0].reference)).toBe(1);
    expect(await stock()).toBe(before + 2);
  }, 60_000);

  test("10 partial refunds of one order at once never refund more than was paid, each recorded refund reaching the provider once", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const { orderId } = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json();
    const paid = (await ownerCall("GET", `/api/config/store/orders/${orderId}`)).json();
    const reference = paid.payments[0].reference as string;
    const callsBefore = gateway().refundCount(reference);
    const share = Math.floor(paid.grandTotalCents * 0.3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ownerCall("POST", `/api/config/store/orders/${orderId}/refund`, { amountCents: share })),
    );
    const made = answers.filter((a) => a.statusCode === 200);
    expect(made).toHaveLength(3);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error).toMatch(/^At most \$\d+\.\d\d can still be refunded\.$/);
    }
    const order = (await ownerCall("GET", `/api/config/store/orders/${orderId}`)).json();
    expect(order.refundedCents).toBe(3 * share);
    expect(order.refunds.map((r: { amountCents: number; state: string }) => [r.amountCents, r.state])).toEqual(
      Array.from({ length: 3 }, () => [share, "done"]),
    );
    expect(gateway().refundCount(reference) - callsBefore).toBe(3);
    expect(order.status).toBe("paid");
    const rest = await ownerCall("POST", `/api/config/store/orders/${orderId}/refund`);
    expect(rest.json()).toMatchObject({ status: "refunded", refundedCents: paid.grandTotalCents });
    expect((await ownerCall("POST", `/api/config/store/orders/${orderId}/refund`, { amountCents: 1 })).json().error).toBe(REFUND_MESSAGES.nothingLeft);
  }, 60_000);

  test("10 fulfils of one order at once move it once", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const { orderId } = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ownerCall("POST", `/api/config/store/orders/${orderId}/fulfil`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) expect(lost.json().error).toBe(ORDER_MESSAGES.notFulfillable);
  }, 60_000);
});
