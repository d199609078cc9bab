import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { CHECKOUT_REFUSALS } from "./checkout";
import type { TestGateway } from "./payments/testGateway";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

const MINUTE = 60_000;

describeEachDatabase("the recovery sweep of open orders", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let websiteId: string;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const identifier = `recover-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    websiteId = await seedSite(database(), storeSite(identifier, ids, { stock: 100 }));
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  const gateway = (on = server) => on.services.store.testGateway as TestGateway;
  const stock = async () =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow()).qtyInStock;
  const order = (orderId: string) => database().db.selectFrom("storeOrders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const mails = async () => (await database().db.selectFrom("mailOutbox").select("id").where("websiteId", "=", websiteId).execute()).length;

  /** A checkout with the card that needs an extra confirmation: the order stays open, its stock held. */
  async function openOrder(quantity = 2): Promise<{ buyer: Buyer; orderId: string; reference: string }> {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, quantity);
    const answer = (await buyer.checkout(checkoutBody(`key-${newId()}`, "requiresConfirmation"))).json();
    expect(answer.status).toBe("awaiting_confirmation");
    return { buyer, orderId: answer.orderId, reference: new URL(answer.redirect, "http://x").searchParams.get("payment")! };
  }

  test("a payment the provider captured but whose confirmation never arrived completes its order: stock committed, cart closed, mail sent", async () => {
    const before = await stock();
    const { buyer, orderId, reference } = await openOrder();
    gateway().confirm(reference, true);
    const mailsBefore = await mails();

    expect(await server.services.store.recoverOpenOrders()).toEqual({ completed: 0, failed: 0 });
    expect((await order(orderId)).status).toBe("awaiting_confirmation");

    offsetMs += 3 * MINUTE;
    expect(await server.services.store.recoverOpenOrders()).toMatchObject({ completed: 1 });
    expect(await order(orderId)).toMatchObject({ status: "paid", paymentReference: reference });
    expect(await stock()).toBe(before - 2);
    expect(await mails()).toBe(mailsBefore + 1);
    const again = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHECKOUT_REFUSALS.purchased);
  });

  test("a payment the buyer refused at the provider fails its order, releases the stock and frees the cart", async () => {
    const before = await stock();
    const { buyer, orderId, reference } = await openOrder();
    gateway().confirm(reference, false);
    offsetMs += 3 * MINUTE;
    expect(await server.services.store.recoverOpenOrders()).toMatchObject({ failed: 1 });
    expect((await order(orderId)).status).toBe("payment_failed");
    expect(await stock()).toBe(before);
    expect((await buyer.checkout(checkoutBody(`key-${newId()}`))).statusCode).toBe(200);
  });

  test("a payment still waiting for the buyer stays open for its hold", async () => {
    const { orderId } = await openOrder(1);
    offsetMs += 3 * MINUTE;
    await server.services.store.recoverOpenOrders();
    expect((await order(orderId)).status).toBe("awaiting_confirmation");
    offsetMs += 15 * MINUTE;
    await server.services.store.sweep();
    expect((await order(orderId)).status).toBe("payment_failed");
  });

  test("a checkout submission a crash cut off gets its order's answer from the sweep, so a retry with its key is answered at once", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const key = `key-${newId()}`;
    const body = checkoutBody(key, "requiresConfirmation");
    const first = (await buyer.checkout(body)).json();
    // The crash: the submission's answer was never stored.
    await database()
      .db.updateTable("storeCheckouts")
      .set({ state: "processing", responseStatus: null, responseJson: null })
      .where("idempotencyKey", "=", key)
      .execute();
    gateway().confirm(new URL(first.redirect, "http://x").searchParams.get("payment")!, true);
    offsetMs += 3 * MINUTE;
    await server.services.store.sweep();
    expect((await order(first.orderId)).status).toBe("paid");
    const retried = await buyer.checkout(body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      orderId: first.orderId,
      status: "paid",
      redirect: expect.stringMatching(new RegExp(`^/commerce/order-confirmed/${first.orderId}\\?token=`)),
    });
  });

  test("a submission cut off before its order was written is forgotten, so its retry runs again", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const key = `key-${newId()}`;
    await database()
      .db.insertInto("storeCheckouts")
      .values({
        websiteId,
        idempotencyKey: key,
        requestHash: "cut-off",
        state: "processing",
        responseStatus: null,
        responseJson: null,
        createdAt: clock.now().toISOString(),
      })
      .execute();
    offsetMs += 3 * MINUTE;
    await server.services.store.sweep();
    const retried = await buyer.checkout(checkoutBody(key));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe("paid");
  });

  test("after a restart, an order the provider has no payment for is failed at the first sweep and its stock released", async () => {
    const before = await stock();
    const { orderId } = await openOrder(3);
    expect(await stock()).toBe(before - 3);
    const restarted = await createTestServer(database(), { clock });
    try {
      expect(gateway(restarted).capturedCount()).toBe(0);
      offsetMs += 3 * MINUTE;
      await restarted.services.store.sweep();
      expect((await order(orderId)).status).toBe("payment_failed");
      expect(await stock()).toBe(before);
      expect(restarted.logged).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

test("a sweep that cannot reach the database logs why and lets the next sweep try again", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-sweep-"));
  const database = openDatabase({ engine: "sqlite", file: path.join(dir, "sweep.db") });
  await migrateToLatest(database.db);
  const server = await createTestServer(database);
  await database.close();
  try {
    await server.services.store.sweep();
    expect(server.logged.map((entry) => [entry.level, entry.source, entry.message])).toEqual([
      ["error", "store.sweep", "Releasing expired stock holds failed; the next sweep tries again."],
      ["error", "store.sweep", "Checking open orders with the payment provider failed; the next sweep tries again."],
    ]);
    expect(server.logged[0]!.cause).toBeTruthy();
  } finally {
    await server.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
