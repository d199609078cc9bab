import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CARD_PAYMENTS_UNAVAILABLE } from "../../../domain/commerce/paymentKeys";
import { newId } from "../../../domain/ids";
import { parseConfig } from "../../config";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "../store/payments/testing/stripeStandIn";
import { memberSite, memberVisits, openLoungeArea, shown } from "./testing/memberSite";

const OWNER_PASSWORD = "no publishable key members owner password";

describeEachDatabase("joining on a site paying through Stripe without a publishable key", (database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  const identifier = `nokey-members-${newId().slice(0, 8)}`;
  const lounge = newId();
  const plans = { free: newId(), once: newId(), monthly: newId() };
  let areaId = "";

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    await seedSite(database(), memberSite(identifier, lounge, newId()), { email: `owner@${identifier}.example`, password: OWNER_PASSWORD });
    const store = parseConfig({ STRIPE_SECRET_KEY: "sk_test_nokey", STRIPE_WEBHOOK_SECRET: "whsec_nokey", STRIPE_API_URL: standIn.url }).store;
    server = await createTestServer(database(), { config: { store } });
    const owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
    areaId = await openLoungeArea(server, identifier, owner, lounge, plans);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const { postForm, customer, membershipOf } = memberVisits(
    () => server,
    identifier,
    () => database().db,
  );
  const joinPath = (planId: string) => `/member-areas/join/${areaId}/${planId}`;

  it("a paid plan's join page says card payments are not available yet, with no field and no pay button; a free plan still joins", async () => {
    const jar = await customer(`page@${identifier}.example`);
    const paid = await jar.send(server, identifier, { method: "GET", url: joinPath(plans.once) });
    expect(paid.statusCode).toBe(200);
    expect(shown(paid.body)).toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect(paid.body).not.toContain('name="paymentMethodId"');
    expect(paid.body).not.toContain('name="cardNumber"');
    expect(paid.body).not.toContain('type="submit"');
    const free = await jar.send(server, identifier, { method: "GET", url: joinPath(plans.free) });
    expect(shown(free.body)).not.toContain(CARD_PAYMENTS_UNAVAILABLE);
    expect((await postForm(jar, joinPath(plans.free), joinPath(plans.free), {})).statusCode).toBe(303);
  });

  it("refuses a payment method sent anyway in the same words, for one-time and recurring plans, and nothing reaches Stripe", async () => {
    const calls = standIn.calls.length;
    for (const planId of [plans.once, plans.monthly]) {
      const email = `forged-${planId.slice(-6)}@${identifier}.example`;
      const jar = await customer(email);
      const joined = await postForm(jar, joinPath(planId), joinPath(planId), { paymentMethodId: STRIPE_TEST_METHODS.succeeds });
      expect(joined.statusCode).toBe(400);
      expect(shown(joined.body)).toContain(CARD_PAYMENTS_UNAVAILABLE);
      expect((await membershipOf(email))?.status).toBe("declined");
    }
    expect(standIn.calls.length).toBe(calls);
  });
});
