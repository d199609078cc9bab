import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { parseConfig } from "../../config";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "./payments/testing/stripeStandIn";
import { Buyer, checkoutBody } from "./testing/buyer";
import { checkoutsRepository } from "./checkoutsRepository";
import { KeyAnswerWaits } from "./keyAnswerWaits";
import { memoryLog } from "../../log/serverLog";

/** Lets the servers' I/O and timers run until a condition holds (the test's own time limit bounds it). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describeOnEveryEngine("a checkout repeated while the first is still running", (database) => {
  let standIn: StripeStandIn;
  let nodes: TestServer[];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const store = parseConfig({ STRIPE_SECRET_KEY: "sk_test_tessera", STRIPE_PUBLISHABLE_KEY: "pk_test_tessera", STRIPE_API_URL: standIn.url }).store;
    const sessionSecret = randomBytes(32).toString("base64url");
    nodes = [
      await createTestServer(database(), { config: { store, sessionSecret } }),
      await createTestServer(database(), { config: { store, sessionSecret } }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await standIn.close();
  });

  test("the repeat, sent to another node, reads the key once, waits, and reads it again when the first stores its answer: one order, one charge", async () => {
    const identifier = `waits-${newId().slice(0, 8)}`;
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids));
    const buyer = await new Buyer(nodes[0]!, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const key = `key-${newId()}`;
    const body = checkoutBody(key, "succeeds", { payment: { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.succeeds } });
    const held = standIn.holdPayments();
    const reads = vi.spyOn(checkoutsRepository, "find");
    const readsOfKey = () => reads.mock.calls.filter((call) => call[2] === key).length;

    const first = buyer.checkout(body);
    await held.arrived;
    const repeat = buyer.jar.send(nodes[1]!, identifier, {
      method: "POST",
      url: "/api/commerce/checkout",
      headers: { "x-csrf-token": buyer.jar.get("crumb") ?? "" },
      payload: body,
    });
    await until(() => nodes[1]!.services.store.keyAnswers.waiting(websiteId, key) === 1);
    expect(readsOfKey()).toBe(1);
    held.release();

    const [answered, repeated] = await Promise.all([first, repeat]);
    expect(readsOfKey()).toBe(2);
    reads.mockRestore();
    expect(answered.statusCode).toBe(200);
    expect(answered.json().status).toBe("paid");
    expect([repeated.statusCode, repeated.body]).toEqual([answered.statusCode, answered.body]);
    expect(nodes[1]!.services.store.keyAnswers.waiting(websiteId, key)).toBe(0);
    const orders = await database().db.selectFrom("storeOrders").select("id").where("websiteId", "=", websiteId).execute();
    expect(orders).toHaveLength(1);
    expect(standIn.calls.filter((call) => call.path === "/v1/payment_intents" && call.fields["metadata[orderId]"] === orders[0]!.id)).toHaveLength(1);
  });
});

describeOnEveryEngine("waiting for a key's answer", (database) => {
  test("a waiter on one node reads once, then again only when its own key is announced from another node", async () => {
    const [waitingNode, answeringNode] = [new KeyAnswerWaits(database().notices, memoryLog()), new KeyAnswerWaits(database().notices, memoryLog())];
    const websiteId = newId();
    const [key, otherKey] = [`key-${newId()}`, `key-${newId()}`];
    const stored = new Map<string, string>();
    let reads = 0;
    try {
      const waiting = waitingNode.waitFor(websiteId, key, async () => {
        reads += 1;
        return stored.get(key);
      });
      const otherWaiting = waitingNode.waitFor(websiteId, otherKey, async () => stored.get(otherKey));
      await until(() => waitingNode.waiting(websiteId, key) === 1 && waitingNode.waiting(websiteId, otherKey) === 1);

      stored.set(otherKey, "another key's answer");
      await answeringNode.answered(websiteId, otherKey);
      expect(await otherWaiting).toBe("another key's answer");
      expect([reads, waitingNode.waiting(websiteId, key)]).toEqual([1, 1]);

      stored.set(key, "the first request's answer");
      await answeringNode.answered(websiteId, key);
      expect(await waiting).toBe("the first request's answer");
      expect([reads, waitingNode.waiting(websiteId, key)]).toEqual([2, 0]);
    } finally {
      await waitingNode.stop();
      await answeringNode.stop();
    }
  });
});
