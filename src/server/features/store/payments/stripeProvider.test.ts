import Stripe from "stripe";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import { parseConfig } from "../../../config";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../../testing/testServer";
import { Buyer, checkoutBody } from "../testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "./testing/stripeStandIn";

const WEBHOOK_SECRET = "whsec_standin_secret";
const PASSWORD = "stripe owner password";

describeEachDatabase("payments through Stripe (against a local stand-in of its API)", (database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = `stripe-${newId().slice(0, 8)}`;
  const signer = new Stripe("sk_test_signer");

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ids = newTestStoreIds();
    websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    const store = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_tessera",
      STRIPE_PUBLISHABLE_KEY: "pk_test_tessera",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    }).store;
    server = await createTestServer(database(), { config: { store } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const pay = (method: string) => checkoutBody(`key-${newId()}`, "succeeds", { payment: { kind: "paymentMethod", paymentMethodId: method } });
  const stockOf = async () =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow()).qtyInStock;
  const webhook = (payload: string, signature: string) =>
    server.request(identifier, {
      method: "POST",
      url: "/api/commerce/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  const event = (type: string, intentId: string) =>
    JSON.stringify({ id: `evt_${newId()}`, object: "event", type, data: { object: { id: intentId, object: "payment_intent" } } });

  test("a paid checkout creates and confirms one PaymentIntent with the order's idempotency key", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const answer = await buyer.checkout(pay(STRIPE_TEST_METHODS.succeeds));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe("paid");
    const call = standIn.calls.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_intents", authorization: "Bearer sk_test_tessera" });
    expect(call.fields).toMatchObject({
      currency: "usd",
      payment_method: STRIPE_TEST_METHODS.succeeds,
      confirm: "true",
      "metadata[orderId]": answer.json().orderId,
    });
    expect(Number(call.fields.amount)).toBe(3600 + 500 + Math.floor((3600 * 550 + 5000) / 10000));
    expect(call.idempotencyKey).toBe(`order-${answer.json().orderId}`);
    expect(await stockOf()).toBe(3);
  });

  test("a declined card answers Stripe's message and releases the stock", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const before = await stockOf();
    const answer = await buyer.checkout(pay(STRIPE_TEST_METHODS.declines));
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ error: "Your card was declined.", code: "payment_declined" });
    expect(await stockOf()).toBe(before);
  });

  test("3-D Secure waits for the signed webhook; a forged or replayed webhook fulfils nothing more", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const answer = await buyer.checkout(pay(STRIPE_TEST_METHODS.requiresAction));
    expect(answer.json()).toMatchObject({ status: "awaiting_confirmation" });
    expect(answer.json().redirect).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
    const intentId = (answer.json().redirect as string).split("/").pop()!;

    const payload = event("payment_intent.succeeded", intentId);
    expect((await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }))).statusCode).toBe(400);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).json()).toEqual({ received: true, outcome: "handled" });
    expect((await webhook(payload, signature)).json()).toEqual({ received: true, outcome: "replayed" });
    const order = await database().db.selectFrom("storeOrders").select("status").where("id", "=", answer.json().orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");
    const other = event("charge.updated", intentId);
    expect((await webhook(other, signer.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });

  test("a monthly gift's card asking 3-D Secure is given to a Customer, its first payment asks the confirmation and sets it up, and later charges go off session", async () => {
    const stripe = await server.services.store.paymentsFor(websiteId);
    const payment = { kind: "paymentMethod" as const, paymentMethodId: STRIPE_TEST_METHODS.authenticationOnSetup };
    const saved = await stripe.saveMethod({ websiteId, email: "tess@example.com", payment, idempotencyKey: "donate-first", confirmAtFirstPayment: true });
    expect(saved).toMatchObject({ outcome: "saved", methodReference: STRIPE_TEST_METHODS.authenticationOnSetup, label: "Card ending 3155" });
    if (saved.outcome !== "saved") return;
    expect(standIn.calls.at(-1)).toMatchObject({
      path: `/v1/payment_methods/${STRIPE_TEST_METHODS.authenticationOnSetup}/attach`,
      fields: { customer: saved.customerReference },
      idempotencyKey: "donate-first-attach",
    });
    expect(standIn.calls.some((call) => call.path === "/v1/setup_intents" && call.idempotencyKey === "donate-first-setup")).toBe(false);
    const charge = (offSession: boolean, key: string) =>
      stripe.charge({
        orderId: newId(),
        websiteId,
        amountCents: 1200,
        currency: "USD",
        email: "tess@example.com",
        payment: {
          kind: "saved",
          methodReference: saved.methodReference,
          customerReference: saved.customerReference,
          offSession,
          setsUpLaterCharges: !offSession,
        },
        idempotencyKey: key,
        returnUrl: "https://shop.example/commerce/contribution-confirmed/x",
      });
    const first = await charge(false, "donation-first");
    expect(first).toMatchObject({ outcome: "requires_action" });
    expect(standIn.calls.at(-1)!.fields).toMatchObject({
      customer: saved.customerReference,
      payment_method: STRIPE_TEST_METHODS.authenticationOnSetup,
      setup_future_usage: "off_session",
      return_url: "https://shop.example/commerce/contribution-confirmed/x",
    });
    expect(await charge(true, "donation-month-2")).toMatchObject({ outcome: "succeeded" });
    expect(standIn.calls.at(-1)!.fields).toMatchObject({ off_session: "true", customer: saved.customerReference });
    expect(standIn.calls.at(-1)!.fields.setup_future_usage).toBeUndefined();
  });

  test("a refund goes to Stripe with the order's refund key", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.mugSmall, 1);
    const { orderId } = (await buyer.checkout(pay(STRIPE_TEST_METHODS.succeeds))).json();
    const owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    const refunded = await owner.send(server, identifier, {
      method: "POST",
      url: `/api/config/store/orders/${orderId}/refund`,
      headers: { "x-csrf-token": owner.get("crumb")! },
    });
    expect(refunded.json().status).toBe("refunded");
    const call = standIn.calls.at(-1)!;
    expect(call).toMatchObject({ path: "/v1/refunds", idempotencyKey: `refund-${orderId}` });
  });
});
