import Stripe from "stripe";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { SITE_USER_XSRF_HEADER } from "../../../../domain/api/siteUsers";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { parseConfig } from "../../../config";
import { hashPassword } from "../../accounts/passwords";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "../payments/testing/stripeStandIn";
import { DonationRenewals } from "./donationRenewals";

const START = new Date("2027-03-10T09:00:00.000Z");
const WEBHOOK_SECRET = "whsec_standin_gifts";
const PASSWORD = "a long donor password";

describeOnEveryEngine("a monthly gift through Stripe whose card asks for 3-D Secure (against a local stand-in of its API)", (database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let websiteId: string;
  const identifier = `stripe-gifts-${newId().slice(0, 8)}`;
  const blockId = newId();
  const signer = new Stripe("sk_test_signer");
  let now = START;
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const site = JSON.parse(storeSite(identifier, newTestStoreIds())) as { collections: { layout?: unknown }[] };
    const blocks = [{ id: blockId, type: "donation", settings: { title: "Help the harbour", suggestedAmountsCents: [1000, 2500] } }];
    site.collections[0]!.layout = { draft: { blocks }, published: { blocks } };
    websiteId = await seedSite(database(), JSON.stringify(site));
    const store = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_tessera",
      STRIPE_PUBLISHABLE_KEY: "pk_test_tessera",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    }).store;
    server = await createTestServer(database(), { clock, config: { store } });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const db = () => database().db;

  /** A customer account of the site, signed in through the session API: its cookies and the XSRF token the session gave. */
  const signedInDonor = async (email: string) => {
    const stamp = now.toISOString();
    await db()
      .insertInto("siteUsers")
      .values({ id: newId(), websiteId, email, passwordHash: await hashPassword(PASSWORD), verifiedAt: stamp, createdAt: stamp, updatedAt: stamp })
      .execute();
    const jar = new CookieJar();
    await jar.send(server, identifier, { method: "GET", url: "/account/sign-in" });
    await jar.ensureCrumb(server, identifier);
    const session = await jar.send(server, identifier, {
      method: "POST",
      url: "/api/site-users/account/session",
      headers: { "x-csrf-token": jar.get("crumb")! },
      payload: { email, password: PASSWORD, rememberMe: false },
    });
    expect(session.statusCode, session.body).toBe(200);
    return { jar, xsrf: session.json().xsrfToken as string };
  };

  test("the first gift waits for the signed webhook, which starts the monthly gift; the next month is charged off session with the saved card", async () => {
    const email = "stripe-tess@example.com";
    const { jar, xsrf } = await signedInDonor(email);
    const asked = await jar.send(server, identifier, {
      method: "POST",
      url: "/api/commerce/donate",
      headers: { "x-csrf-token": jar.get("crumb")!, [SITE_USER_XSRF_HEADER]: xsrf },
      payload: {
        donatePageId: blockId,
        amountCents: 2500,
        fund: "",
        coverFees: false,
        frequency: "monthly",
        name: "Tess Donor",
        email,
        idempotencyKey: `give-${newId()}`,
        payment: { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.authenticationOnSetup },
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: "awaiting_confirmation" });
    expect(asked.json().redirect).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
    const first = standIn.calls.filter((call) => call.path === "/v1/payment_intents").at(-1)!;
    expect(first.fields).toMatchObject({ payment_method: STRIPE_TEST_METHODS.authenticationOnSetup, setup_future_usage: "off_session" });
    expect(await db().selectFrom("storeDonationPlans").selectAll().where("email", "=", email).execute()).toHaveLength(0);

    now = new Date(START.getTime() + 5 * 60_000);
    const intentId = (asked.json().redirect as string).split("/").pop()!;
    const payload = JSON.stringify({
      id: `evt_${newId()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent" } },
    });
    const webhook = () =>
      server.request(identifier, {
        method: "POST",
        url: "/api/commerce/payments/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        payload,
      });
    expect((await webhook()).json()).toEqual({ received: true, outcome: "handled" });
    expect((await webhook()).json()).toEqual({ received: true, outcome: "replayed" });
    const plans = await db().selectFrom("storeDonationPlans").selectAll().where("email", "=", email).execute();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      provider: "stripe",
      status: "active",
      methodReference: STRIPE_TEST_METHODS.authenticationOnSetup,
      methodLabel: "Card ending 3155",
      nextChargeAt: "2027-04-10T09:05:00.000Z",
    });
    expect(plans[0]!.customerReference).toMatch(/^cus_/);
    expect(await db().selectFrom("storeDonations").select("status").where("id", "=", asked.json().donationId).executeTakeFirstOrThrow()).toEqual({
      status: "paid",
    });

    now = new Date("2027-04-10T09:05:01.000Z");
    const renewals = new DonationRenewals({
      db: db(),
      clock,
      mail: server.services.mail,
      log: server.services.log,
      paymentsFor: (site) => server.services.store.paymentsFor(site),
    });
    expect((await renewals.runOnce()).paid).toBe(1);
    const month = standIn.calls.filter((call) => call.path === "/v1/payment_intents").at(-1)!;
    expect(month.fields).toMatchObject({
      off_session: "true",
      customer: plans[0]!.customerReference,
      payment_method: STRIPE_TEST_METHODS.authenticationOnSetup,
    });
  });
});
