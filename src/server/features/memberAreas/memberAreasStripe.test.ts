import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { newId } from "../../../domain/ids";
import { parseConfig } from "../../config";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "../store/payments/testing/stripeStandIn";
import { processLog } from "../../log/serverLog";
import { CONFIRMATION_WAIT_MS } from "../store/payments/confirmationSweep";
import { JoiningSweep } from "./joiningSweep";
import { FORM, memberSite, memberVisits, openLoungeArea, shown } from "./testing/memberSite";

const OWNER_PASSWORD = "stripe member areas owner password";
const WEBHOOK_SECRET = "whsec_member_areas";

describeOnEveryEngine("member areas paid through Stripe (against a local stand-in of its API)", (database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `stripe-members-${newId().slice(0, 8)}`;
  const lounge = newId();
  const plans = { free: newId(), once: newId(), monthly: newId() };
  const signer = new Stripe("sk_test_signer");
  let areaId = "";

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    await seedSite(database(), memberSite(identifier, lounge, newId()), { email: `owner@${identifier}.example`, password: OWNER_PASSWORD });
    const store = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_tessera",
      STRIPE_PUBLISHABLE_KEY: "pk_test_tessera",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    }).store;
    server = await createTestServer(database(), { config: { store } });
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
    areaId = await openLoungeArea(server, identifier, owner, lounge, plans);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const db = () => database().db;
  const { postForm, customer, membershipOf } = memberVisits(() => server, identifier, db);
  const joinPath = (planId: string) => `/member-areas/join/${areaId}/${planId}`;
  const join = (jar: CookieJar, planId: string, fields: Record<string, string> = {}) => postForm(jar, joinPath(planId), joinPath(planId), fields);
  const intentsOf = (membershipId: string) =>
    standIn.calls.filter((call) => call.path === "/v1/payment_intents" && call.fields["metadata[orderId]"] === membershipId);
  const webhook = (type: string, intentId: string) => {
    const payload = JSON.stringify({ id: `evt_${newId()}`, object: "event", type, data: { object: { id: intentId, object: "payment_intent" } } });
    const send = () =>
      server.request(identifier, {
        method: "POST",
        url: "/api/commerce/payments/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        payload,
      });
    return send;
  };

  it("shows a paid plan's join form with Stripe's payment method field and no card number fields; a free plan asks for no payment", async () => {
    const jar = await customer(`form@${identifier}.example`);
    const paid = await jar.send(server, identifier, { method: "GET", url: joinPath(plans.once) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('name="paymentMethodId"');
    expect(paid.body).not.toContain('name="cardNumber"');
    expect(shown(paid.body)).toContain("Pay $20.00 once and join");
    const free = await jar.send(server, identifier, { method: "GET", url: joinPath(plans.free) });
    expect(free.body).not.toContain('name="paymentMethodId"');
    expect(free.body).not.toContain('name="cardNumber"');
    const calls = standIn.calls.length;
    expect((await join(jar, plans.free)).statusCode).toBe(303);
    expect(standIn.calls.length).toBe(calls);
  });

  it("refuses card numbers in plain words: they reach neither Stripe nor a membership", async () => {
    const email = `card@${identifier}.example`;
    const jar = await customer(email);
    const calls = standIn.calls.length;
    const refused = await join(jar, plans.once, { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2031", cvc: "123" });
    expect(refused.statusCode).toBe(400);
    expect(shown(refused.body)).toContain(MEMBER_AREA_RULES.cardNotTaken);
    expect(standIn.calls.length).toBe(calls);
    expect(await membershipOf(email)).toBeUndefined();
    const empty = await join(jar, plans.once);
    expect(empty.statusCode).toBe(400);
    expect(shown(empty.body)).toContain("Enter a payment method.");
  });

  it("shows Stripe's refusal of a declined card and gives no access", async () => {
    const email = `declined@${identifier}.example`;
    const jar = await customer(email);
    const declined = await join(jar, plans.once, { paymentMethodId: STRIPE_TEST_METHODS.declines });
    expect(declined.statusCode).toBe(400);
    expect(shown(declined.body)).toContain("Your card was declined.");
    expect((await membershipOf(email))?.status).toBe("declined");
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(403);
  });

  it("charges the plan's price once with the payment method, however many joins are sent at once", async () => {
    const email = `once@${identifier}.example`;
    const jar = await customer(email);
    await jar.ensureCrumb(server, identifier);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        jar.send(server, identifier, {
          method: "POST",
          url: joinPath(plans.once),
          headers: FORM,
          payload: new URLSearchParams({ paymentMethodId: STRIPE_TEST_METHODS.succeeds, crumb: jar.get("crumb")! }).toString(),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    const membership = await membershipOf(email);
    expect(membership).toMatchObject({ status: "active", amountCents: 2000 });
    const intents = intentsOf(membership!.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.fields).toMatchObject({ amount: "2000", currency: "usd", payment_method: STRIPE_TEST_METHODS.succeeds, confirm: "true" });
    expect(membership!.paymentReference).toMatch(/^pi_/);
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(200);
  });

  it("saves the payment method for a recurring plan and starts its subscription with Stripe", async () => {
    const email = `monthly@${identifier}.example`;
    const jar = await customer(email);
    expect((await join(jar, plans.monthly, { paymentMethodId: STRIPE_TEST_METHODS.succeeds })).statusCode).toBe(303);
    const membership = await membershipOf(email);
    const subscription = await db().selectFrom("storeSubscriptions").selectAll().where("id", "=", membership!.subscriptionId!).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({
      provider: "stripe",
      methodReference: STRIPE_TEST_METHODS.succeeds,
      methodLabel: "Card ending 4242",
      amountCents: 500,
    });
  });

  it("sends a card asking for 3-D Secure to Stripe's confirmation; the signed confirmation opens the area once, a refused one charges nothing", async () => {
    const email = `secure@${identifier}.example`;
    const jar = await customer(email);
    const answer = await join(jar, plans.once, { paymentMethodId: STRIPE_TEST_METHODS.requiresAction });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
    const membership = await membershipOf(email);
    expect(membership).toMatchObject({ status: "pending" });
    expect(intentsOf(membership!.id)[0]!.fields.return_url).toMatch(new RegExp(`/member-areas/joined/${membership!.id}$`));
    const back = `/member-areas/joined/${membership!.id}`;
    expect(shown((await jar.send(server, identifier, { method: "GET", url: back })).body)).toContain(MEMBER_AREA_RULES.awaitingConfirmation);
    expect((await join(jar, plans.once, { paymentMethodId: STRIPE_TEST_METHODS.succeeds })).statusCode).toBe(409);

    const confirmed = webhook("payment_intent.succeeded", membership!.paymentReference!);
    expect((await confirmed()).json()).toEqual({ received: true, outcome: "handled" });
    expect((await confirmed()).json()).toEqual({ received: true, outcome: "replayed" });
    expect(await membershipOf(email)).toMatchObject({ status: "active", paymentReference: membership!.paymentReference });
    expect(shown((await jar.send(server, identifier, { method: "GET", url: back })).body)).toContain("Membership confirmed");
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(200);
    expect(intentsOf(membership!.id)).toHaveLength(1);

    const refusedEmail = `refused@${identifier}.example`;
    const refusedJar = await customer(refusedEmail);
    await join(refusedJar, plans.once, { paymentMethodId: STRIPE_TEST_METHODS.requiresAction });
    const waiting = await membershipOf(refusedEmail);
    expect((await webhook("payment_intent.payment_failed", waiting!.paymentReference!)()).json()).toEqual({ received: true, outcome: "handled" });
    expect((await membershipOf(refusedEmail))?.status).toBe("declined");
    const page = await refusedJar.send(server, identifier, { method: "GET", url: `/member-areas/joined/${waiting!.id}` });
    expect(shown(page.body)).toContain(MEMBER_AREA_RULES.confirmationRefused);
    expect((await refusedJar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(403);
  });

  it("asks 3-D Secure at a recurring plan's first payment, which also sets the card up for the later periods; the confirmation starts the subscription", async () => {
    const email = `monthly-secure@${identifier}.example`;
    const jar = await customer(email);
    const answer = await join(jar, plans.monthly, { paymentMethodId: STRIPE_TEST_METHODS.authenticationOnSetup });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
    const waiting = await membershipOf(email);
    expect(waiting).toMatchObject({ status: "pending", subscriptionId: null, savedMethodReference: STRIPE_TEST_METHODS.authenticationOnSetup });
    const [first] = intentsOf(waiting!.id);
    expect(first!.fields).toMatchObject({ amount: "500", setup_future_usage: "off_session", payment_method: STRIPE_TEST_METHODS.authenticationOnSetup });
    expect(first!.fields.customer).toMatch(/^cus_/);
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(403);
    expect((await webhook("payment_intent.succeeded", waiting!.paymentReference!)()).json()).toEqual({ received: true, outcome: "handled" });
    const active = await membershipOf(email);
    expect(active).toMatchObject({ status: "active" });
    const subscription = await db().selectFrom("storeSubscriptions").selectAll().where("id", "=", active!.subscriptionId!).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({
      provider: "stripe",
      methodReference: STRIPE_TEST_METHODS.authenticationOnSetup,
      customerReference: first!.fields.customer,
    });
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(200);
  });

  it("cancels the PaymentIntent of a joining left unconfirmed an hour, and refunds a confirmation that still arrives", async () => {
    const email = `abandoned@${identifier}.example`;
    const jar = await customer(email);
    await join(jar, plans.once, { paymentMethodId: STRIPE_TEST_METHODS.requiresAction });
    const waiting = await membershipOf(email);
    const intentId = waiting!.paymentReference!;
    const later = (ms: number) => ({ now: () => new Date(Date.now() + ms) });
    const sweep = (clock: { now(): Date }) =>
      new JoiningSweep({ db: db(), clock, log: processLog, paymentsFor: (site) => server.services.store.paymentsFor(site) });
    expect(await sweep(later(0)).runOnce()).toBe(0);
    expect(await sweep(later(CONFIRMATION_WAIT_MS + 60_000)).runOnce()).toBe(1);
    expect(await sweep(later(CONFIRMATION_WAIT_MS + 60_000)).runOnce()).toBe(0);
    expect(standIn.calls.filter((call) => call.path === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(await membershipOf(email)).toMatchObject({ status: "ended", joinedAt: null });

    standIn.confirmIntent(intentId);
    expect((await webhook("payment_intent.succeeded", intentId)()).json()).toEqual({ received: true, outcome: "handled" });
    const refunds = standIn.calls.filter((call) => call.path === "/v1/refunds" && call.fields.payment_intent === intentId);
    expect(refunds.map((call) => [call.fields.amount, call.idempotencyKey])).toEqual([["2000", `refund-membership-${waiting!.id}-${intentId}`]]);
    expect(await membershipOf(email)).toMatchObject({ status: "ended" });
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(403);
  });
});
