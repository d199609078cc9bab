import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { processLog } from "../../../log/serverLog";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../../testing/testServer";
import { SITE_USER_SESSION_COOKIE } from "../../../http/sessionCookie";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { CHECKOUT_REFUSALS } from "../checkout";
import type { ChargeRequest, PaymentProvider } from "../payments/paymentProvider";
import type { TestGateway } from "../payments/testGateway";
import { Buyer, checkoutBody } from "../testing/buyer";
import { Renewals } from "./renewals";
import { SUBSCRIPTION_MAIL } from "./subscriptionMail";
import { SUBSCRIPTION_MESSAGES } from "./subscriptionMoves";

const PASSWORD = "subscription owner password";
const START = new Date("2027-01-31T10:00:00.000Z");
const HOUR = 3_600_000;

/** The page's words without tags. */
const shown = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describeOnEveryEngine("subscriptions", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  const identifier = `subs-${newId().slice(0, 8)}`;
  const club = newId();
  const clubVariant = newId();
  let now = START;
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(
      database(),
      storeSite(identifier, ids, {
        moreProducts: [
          {
            id: club,
            collectionId: ids.shop,
            productType: "SERVICE",
            name: "Coffee Club",
            urlSlug: "coffee-club",
            position: 3,
            variants: [{ id: clubVariant, sku: "CLUB", priceCents: 1200, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 6 },
          },
        ],
      }),
      { email: `owner@${identifier}.example`, password: PASSWORD },
    );
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => database().db;
  const gateway = () => server.services.store.testGateway as TestGateway;
  const subscriptionOf = (orderId: string) => db().selectFrom("storeSubscriptions").selectAll().where("orderId", "=", orderId).executeTakeFirstOrThrow();
  const chargesOf = (subscriptionId: string) =>
    db().selectFrom("storeSubscriptionCharges").selectAll().where("subscriptionId", "=", subscriptionId).orderBy("period").execute();
  const mailsOf = (kind: string) => db().selectFrom("mailOutbox").selectAll().where("kind", "=", kind).execute();

  /** A provider that counts the renewal charges it is asked for, in front of the site's own. */
  function countingRenewals(calls: ChargeRequest[]) {
    return new Renewals({
      db: db(),
      clock,
      mail: server.services.mail,
      log: processLog,
      paymentsFor: async (websiteId) => {
        const real = await server.services.store.paymentsFor(websiteId);
        const counting: PaymentProvider = Object.create(real) as PaymentProvider;
        counting.charge = (request) => {
          calls.push(request);
          return real.charge(request);
        };
        return counting;
      },
    });
  }

  /** Subscribes a new buyer to the Coffee Club through the subscription checkout; answers the order and its subscription. */
  async function subscribe(email = "ada@example.com") {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(clubVariant, 1);
    const cartToken = buyer.jar.get("tsr_cart")!;
    const answer = await buyer.send("POST", "/api/commerce/subscribe-checkout", { ...checkoutBody(`sub-${newId()}`), email, cartToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const orderId = answer.json().orderId as string;
    return { buyer, answer, orderId, subscription: await subscriptionOf(orderId) };
  }

  test("a cart holding a subscription goes to /checkout/subscribe, which saves the card, charges the first month and starts the subscription once", async () => {
    now = START;
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(clubVariant, 1);
    const cartToken = buyer.jar.get("tsr_cart")!;
    const cart = await buyer.send("GET", "/cart");
    expect(shown(cart.body)).toContain("$12.00 every month for 6 months");
    const checkoutPage = await buyer.send("GET", "/commerce/goto-checkout");
    expect(checkoutPage.statusCode).toBe(303);
    expect(checkoutPage.headers.location).toBe(`/checkout/subscribe?cartToken=${encodeURIComponent(cartToken)}`);
    const page = await buyer.send("GET", checkoutPage.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(shown(page.body)).toContain("Subscription checkout");
    expect(shown(page.body)).toContain("$12.00 every month for 6 months");
    expect(page.body).toContain(">Subscribe<");

    const ordinary = await buyer.checkout(checkoutBody(`plain-${newId()}`));
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json().error).toBe(CHECKOUT_REFUSALS.subscriptionElsewhere);

    const body = { ...checkoutBody(`sub-${newId()}`), cartToken };
    const [first, repeat] = await Promise.all([
      buyer.send("POST", "/api/commerce/subscribe-checkout", body),
      buyer.send("POST", "/api/commerce/subscribe-checkout", body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const orderId = first.json().orderId as string;
    expect(first.json().redirect).toMatch(new RegExp(`^/commerce/subscription-confirmed/${orderId}\\?token=`));
    const rows = await db().selectFrom("storeSubscriptions").selectAll().where("orderId", "=", orderId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "active",
      paidPeriods: 1,
      nextPeriod: 2,
      amountCents: 1200,
      methodLabel: "Card ending 4242",
      provider: "test",
      nextChargeAt: "2027-02-28T10:00:00.000Z",
    });
    const confirmed = await buyer.send("GET", first.json().redirect as string);
    expect(confirmed.statusCode).toBe(200);
    const words = shown(confirmed.body);
    expect(words).toContain("Subscription confirmed");
    expect(words).toContain("$12.00 every month for 6 months");
    expect(words).toContain("Charged to your card ending 4242.");
    expect(words).toContain("Next payment: 28 February 2027");
    expect(confirmed.body).toContain('"pageType":206');
  });

  test("a declined card is refused before any order is written", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(clubVariant, 1);
    const answer = await buyer.send("POST", "/api/commerce/subscribe-checkout", {
      ...checkoutBody(`sub-${newId()}`, "declines"),
      cartToken: buyer.jar.get("tsr_cart"),
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().error).toBe("Your card was declined.");
  });

  test("a renewal is charged once when the job runs twice at the same time on two nodes", async () => {
    now = START;
    const { subscription } = await subscribe();
    now = new Date(Date.parse(subscription.nextChargeAt!) + 1000);
    const calls: ChargeRequest[] = [];
    const nodeA = countingRenewals(calls);
    const nodeB = countingRenewals(calls);
    await Promise.all([nodeA.runOnce(), nodeA.runOnce(), nodeB.runOnce(), nodeB.runOnce()]);
    await Promise.all([nodeA.runOnce(), nodeB.runOnce()]);
    const mine = calls.filter((call) => call.idempotencyKey.startsWith(`renewal-${subscription.id}-`));
    expect(mine.map((call) => call.idempotencyKey)).toEqual([`renewal-${subscription.id}-2-1`]);
    expect(mine[0]).toMatchObject({ amountCents: 1200, payment: { kind: "saved", offSession: true, methodReference: subscription.methodReference } });
    const charges = await chargesOf(subscription.id);
    expect(charges.map((c) => [c.period, c.state, c.attempts])).toEqual([[2, "paid", 1]]);
    expect(await subscriptionOf(subscription.orderId)).toMatchObject({
      status: "active",
      paidPeriods: 2,
      nextPeriod: 3,
      nextChargeAt: "2027-03-31T10:00:00.000Z",
    });
    const receipts = (await mailsOf(SUBSCRIPTION_MAIL.renewed)).filter(
      (mail) => mail.textBody.includes("Next payment is on 31 March 2027") || mail.textBody.includes("next payment is on 31 March 2027"),
    );
    expect(receipts.length).toBeGreaterThanOrEqual(1);
  });

  test("a refused renewal is past due, retried after 1, 2 and 4 days with a mail each time, and cancelled after the fourth refusal", async () => {
    now = START;
    const { subscription } = await subscribe("grace@example.com");
    gateway().failSavedMethod(subscription.methodReference);
    const renewals = countingRenewals([]);
    now = new Date(Date.parse(subscription.nextChargeAt!) + 1000);
    await renewals.runOnce();
    expect((await subscriptionOf(subscription.orderId)).status).toBe("past_due");
    for (const hours of [24, 48, 96]) {
      now = new Date(now.getTime() + hours * HOUR - 1000);
      await renewals.runOnce();
      expect((await chargesOf(subscription.id))[0]!.attempts).toBe(hours === 24 ? 1 : hours === 48 ? 2 : 3);
      now = new Date(now.getTime() + 1000);
      await renewals.runOnce();
    }
    const [charge] = await chargesOf(subscription.id);
    expect(charge).toMatchObject({ period: 2, state: "failed", attempts: 4, message: "Your card was declined." });
    expect((await subscriptionOf(subscription.orderId)).status).toBe("cancelled");
    const failed = (await mailsOf(SUBSCRIPTION_MAIL.paymentFailed)).filter((mail) => mail.toAddress === "grace@example.com");
    expect(failed).toHaveLength(3);
    expect(failed[0]!.textBody).toContain("We will try again on 1 March 2027.");
    const cancelled = (await mailsOf(SUBSCRIPTION_MAIL.cancelled)).filter((mail) => mail.toAddress === "grace@example.com");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.textBody).toContain("did not go through after 4 tries");
    now = new Date(now.getTime() + 60 * 24 * HOUR);
    await renewals.runOnce();
    expect(await chargesOf(subscription.id)).toHaveLength(1);
  });

  test("the owner lists, pauses, resumes and cancels subscriptions; periods passed while paused are never charged", async () => {
    now = START;
    const { subscription } = await subscribe("linus@example.com");
    const act = (action: string) =>
      owner.send(server, identifier, {
        method: "POST",
        url: `/api/config/store/subscriptions/${subscription.id}/${action}`,
        headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      });
    const list = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/subscriptions?limit=50&offset=0" });
    expect(list.statusCode).toBe(200);
    expect(list.json().subscriptions.find((s: { id: string }) => s.id === subscription.id)).toMatchObject({
      productName: "Coffee Club",
      price: "$12.00 every month for 6 months",
      statusLabel: "Active",
      email: "linus@example.com",
    });
    const paused = await act("pause");
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().statusLabel).toBe("Paused");
    expect((await act("pause")).json().error).toBe(SUBSCRIPTION_MESSAGES.notPausable);
    now = new Date("2027-04-15T00:00:00.000Z");
    await countingRenewals([]).runOnce();
    expect(await chargesOf(subscription.id)).toHaveLength(0);
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    const resumed = await act("resume");
    expect(resumed.json()).toMatchObject({ status: "active", nextChargeAt: "2027-04-30T10:00:00.000Z" });
    const cancelled = await act("cancel");
    expect(cancelled.json().status).toBe("cancelled");
    const again = await act("cancel");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(SUBSCRIPTION_MESSAGES.notCancellable);
    now = new Date("2027-05-01T00:00:00.000Z");
    await countingRenewals([]).runOnce();
    expect(await chargesOf(subscription.id)).toHaveLength(0);
  });
  /** A confirmed customer account with this email, signed in: its account page and its subscription moves, posted as the page's forms are. */
  async function customerOf(email: string) {
    const site = await db().selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    const id = newId();
    const at = now.toISOString();
    await db().insertInto("siteUsers").values({ id, websiteId: site.id, email, passwordHash: "", verifiedAt: at, createdAt: at, updatedAt: at }).execute();
    const session = await server.services.siteUsers.openSession(id, site.id, false);
    const jar = new CookieJar();
    await jar.ensureCrumb(server, identifier);
    const cookie = () => `${jar.header()}; ${SITE_USER_SESSION_COOKIE}=${session.token}`;
    return {
      page: () => server.request(identifier, { method: "GET", url: "/account", headers: { cookie: cookie() } }),
      move: (subscriptionId: string, action: string) =>
        server.request(identifier, {
          method: "POST",
          url: `/account/subscriptions/${subscriptionId}/${action}`,
          headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams({ crumb: jar.get("crumb")! }).toString(),
        }),
    };
  }

  test("the buyer's account lists the subscription and pauses, resumes and cancels it; another customer's account cannot", async () => {
    now = START;
    const { subscription } = await subscribe("hedy@example.com");
    const hedy = await customerOf("hedy@example.com");
    const stranger = await customerOf("stranger@example.com");
    const page = shown((await hedy.page()).body);
    expect(page).toContain("1 × Coffee Club");
    expect(page).toContain("$12.00 every month for 6 months");
    expect(page).toContain("Active");
    expect(page).toContain("Card ending 4242. Next payment: 28 February 2027");
    expect(shown((await stranger.page()).body)).toContain("You have no subscriptions.");

    expect((await stranger.move(subscription.id, "pause")).statusCode).toBe(404);
    expect((await subscriptionOf(subscription.orderId)).status).toBe("active");
    const paused = await hedy.move(subscription.id, "pause");
    expect(paused.statusCode).toBe(303);
    expect(paused.headers.location).toBe("/account#subscriptions");
    expect((await subscriptionOf(subscription.orderId)).status).toBe("paused");
    expect(shown((await hedy.page()).body)).toContain("Paused");
    expect((await hedy.move(subscription.id, "resume")).statusCode).toBe(303);
    expect((await subscriptionOf(subscription.orderId)).status).toBe("active");
    expect((await hedy.move(subscription.id, "cancel")).statusCode).toBe(303);
    expect((await subscriptionOf(subscription.orderId)).status).toBe("cancelled");
    const after = shown((await hedy.page()).body);
    expect(after).toContain("Cancelled");
    expect(after).not.toContain("Cancel subscription");
  });
});
