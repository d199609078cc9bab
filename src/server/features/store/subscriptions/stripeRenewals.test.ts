import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { parseConfig } from "../../../config";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "../payments/testing/stripeStandIn";
import { Buyer, checkoutBody } from "../testing/buyer";
import { SUBSCRIPTION_MAIL } from "./subscriptionMail";

const START = new Date("2027-03-15T09:00:00.000Z");

describeOnEveryEngine("subscription renewals through Stripe (against a local stand-in of its API), on two nodes", (database) => {
  let standIn: StripeStandIn;
  let nodeA: TestServer;
  let nodeB: TestServer;
  let ids: TestStoreIds;
  const identifier = `stripe-subs-${newId().slice(0, 8)}`;
  const box = newId();
  const boxVariant = newId();
  let now = START;
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ids = newTestStoreIds();
    await seedSite(
      database(),
      storeSite(identifier, ids, {
        moreProducts: [
          {
            id: box,
            collectionId: ids.shop,
            productType: "SERVICE",
            name: "Tea Box",
            urlSlug: "tea-box",
            position: 3,
            variants: [{ id: boxVariant, sku: "TEA", priceCents: 900, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 2, unit: "week" }, numBillingCycles: 0 },
          },
        ],
      }),
    );
    const store = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_tessera",
      STRIPE_PUBLISHABLE_KEY: "pk_test_tessera",
      STRIPE_WEBHOOK_SECRET: "whsec_standin",
      STRIPE_API_URL: standIn.url,
    }).store;
    nodeA = await createTestServer(database(), { clock, config: { store } });
    nodeB = await createTestServer(database(), { clock, config: { store } });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await standIn.close();
  });

  const db = () => database().db;
  const intentsOf = (subscriptionId: string) =>
    standIn.calls.filter((call) => call.path === "/v1/payment_intents" && call.idempotencyKey?.startsWith(`renewal-${subscriptionId}-`));

  /** Subscribes a buyer on node A with Stripe's succeeding test card; answers the subscription row. */
  async function subscribe(email: string) {
    const buyer = await new Buyer(nodeA, identifier).arrive();
    await buyer.add(boxVariant, 1);
    const body = checkoutBody(`sub-${newId()}`, "succeeds", {
      email,
      cartToken: buyer.jar.get("tsr_cart"),
      payment: { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.succeeds },
    });
    const answer = await buyer.send("POST", "/api/commerce/subscribe-checkout", body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe("paid");
    return db().selectFrom("storeSubscriptions").selectAll().where("orderId", "=", answer.json().orderId).executeTakeFirstOrThrow();
  }

  test("the subscription checkout saves the card as a Stripe customer's off-session method and charges the first period with it", async () => {
    now = START;
    const subscription = await subscribe("stripe-ada@example.com");
    expect(subscription).toMatchObject({ provider: "stripe", methodReference: STRIPE_TEST_METHODS.succeeds, methodLabel: "Card ending 4242", paidPeriods: 1 });
    expect(subscription.customerReference).toMatch(/^cus_/);
    expect(subscription.nextChargeAt).toBe("2027-03-29T09:00:00.000Z");
    const setup = standIn.calls.filter((call) => call.path === "/v1/setup_intents").at(-1)!;
    expect(setup.fields).toMatchObject({ customer: subscription.customerReference, usage: "off_session", confirm: "true" });
  });

  test("a renewal is charged once off session with the saved method when both nodes run the job twice at the same time", async () => {
    now = START;
    const subscription = await subscribe("stripe-ben@example.com");
    now = new Date(Date.parse(subscription.nextChargeAt!) + 1000);
    await Promise.all([
      nodeA.services.renewals.runOnce(),
      nodeB.services.renewals.runOnce(),
      nodeA.services.renewals.runOnce(),
      nodeB.services.renewals.runOnce(),
    ]);
    await Promise.all([nodeA.services.renewals.runOnce(), nodeB.services.renewals.runOnce()]);
    const intents = intentsOf(subscription.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.idempotencyKey).toBe(`renewal-${subscription.id}-2-1`);
    expect(intents[0]!.fields).toMatchObject({
      amount: "900",
      currency: "usd",
      confirm: "true",
      off_session: "true",
      customer: subscription.customerReference,
      payment_method: STRIPE_TEST_METHODS.succeeds,
    });
    const charges = await db().selectFrom("storeSubscriptionCharges").selectAll().where("subscriptionId", "=", subscription.id).execute();
    expect(charges.map((c) => [c.period, c.state, c.attempts])).toEqual([[2, "paid", 1]]);
    expect(charges[0]!.reference).toMatch(/^pi_/);
    const after = await db().selectFrom("storeSubscriptions").selectAll().where("id", "=", subscription.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: "active", paidPeriods: 2, nextPeriod: 3, nextChargeAt: "2027-04-12T09:00:00.000Z" });
    const receipts = await db()
      .selectFrom("mailOutbox")
      .selectAll()
      .where("kind", "=", SUBSCRIPTION_MAIL.renewed)
      .where("toAddress", "=", "stripe-ben@example.com")
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain("$9.00 was charged to your card ending 4242");
  });

  test("a renewal Stripe declines makes the subscription past due and mails the buyer once, with the day of the next try", async () => {
    now = START;
    const subscription = await subscribe("stripe-cleo@example.com");
    standIn.declineMethod(STRIPE_TEST_METHODS.succeeds);
    now = new Date(Date.parse(subscription.nextChargeAt!) + 1000);
    await Promise.all([nodeA.services.renewals.runOnce(), nodeB.services.renewals.runOnce()]);
    await Promise.all([nodeA.services.renewals.runOnce(), nodeB.services.renewals.runOnce()]);
    expect(intentsOf(subscription.id).map((call) => call.idempotencyKey)).toEqual([`renewal-${subscription.id}-2-1`]);
    const after = await db().selectFrom("storeSubscriptions").select("status").where("id", "=", subscription.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("past_due");
    const failed = await db()
      .selectFrom("mailOutbox")
      .selectAll()
      .where("kind", "=", SUBSCRIPTION_MAIL.paymentFailed)
      .where("toAddress", "=", "stripe-cleo@example.com")
      .execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.subject).toBe("Your Tea Box payment did not go through");
    expect(failed[0]!.textBody).toContain("The card's answer: Your card was declined.");
    expect(failed[0]!.textBody).toContain("We will try again on 30 March 2027.");
  });
});
