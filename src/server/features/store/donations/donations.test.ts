import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { SITE_USER_XSRF_HEADER } from "../../../../domain/api/siteUsers";
import { coverFeeCents, DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { newId } from "../../../../domain/ids";
import { ROLE } from "../../../../domain/enumerations/roles";
import { systemClock, type Clock } from "../../../clock";
import { AccountsService } from "../../accounts/accountsService";
import { processLog } from "../../../log/serverLog";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../../testing/testServer";
import type { ChargeRequest, PaymentProvider } from "../payments/paymentProvider";
import { TEST_CARDS, type TestGateway } from "../payments/testGateway";
import { Buyer } from "../testing/buyer";
import { DONATION_RECEIPT_MAIL, MONTHLY_GIFT_MAIL } from "./donationMail";
import { CONFIRMATION_WAIT_MS } from "../payments/confirmationSweep";
import { contributionConfirmedHref } from "./donationAnswers";
import { DonationRenewals } from "./donationRenewals";

const PASSWORD = "donations owner password";
const HOUR = 3_600_000;
const START = new Date("2027-03-10T09:00:00.000Z");
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const card = (number: string = TEST_CARDS.succeeds) => ({ kind: "card", cardNumber: number, expMonth: 12, expYear: 2040, cvc: "123" });

/** The page's words without tags. */
const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The store test site with a donation block on its home page, offering two funds. */
function donationSite(identifier: string, blockId: string): string {
  const site = JSON.parse(storeSite(identifier, newTestStoreIds())) as { collections: { layout?: unknown }[] };
  const blocks = [
    {
      id: blockId,
      type: "donation",
      settings: { title: "Help the harbour", description: "Keep the lights on.", funds: ["Lighthouse", "Boats"], suggestedAmountsCents: [1000, 2500, 5000] },
    },
  ];
  site.collections[0]!.layout = { draft: { blocks }, published: { blocks } };
  return JSON.stringify(site);
}

describeOnEveryEngine("donations", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let editor: CookieJar;
  let websiteId: string;
  const identifier = `give-${newId().slice(0, 8)}`;
  const blockId = newId();
  let now = START;
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    websiteId = await seedSite(database(), donationSite(identifier, blockId), { email: `owner@${identifier}.example`, password: PASSWORD });
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    await new AccountsService(database().db, systemClock).createOwner({
      email: `editor@${identifier}.example`,
      password: PASSWORD,
      siteIdentifier: identifier,
      roleId: ROLE.EDITOR,
    });
    editor = await signedIn(server, identifier, `editor@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => database().db;
  const gift = (key: string, extra: Record<string, unknown> = {}) => ({
    donatePageId: blockId,
    amountCents: 2500,
    fund: "Lighthouse",
    coverFees: false,
    frequency: "once",
    name: "Ada Donor",
    email: "ada@example.com",
    idempotencyKey: key,
    payment: card(),
    ...extra,
  });
  const receiptsTo = (email: string) =>
    db()
      .selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("kind", "=", DONATION_RECEIPT_MAIL)
      .where("toAddress", "=", email)
      .execute();

  test("the donation block's button opens the donate page (203) with the suggested amounts, a custom amount, the funds and the fee choice", async () => {
    const home = await server.request(identifier, { method: "GET", url: "/" });
    expect(home.body).toContain('action="/checkout/donate"');
    expect(home.body).toContain(`name="donatePageId" value="${blockId}"`);
    expect(home.body).toMatch(/<button type="submit"[^>]*>Donate<\/button>/);
    const page = await server.request(identifier, { method: "GET", url: `/checkout/donate?donatePageId=${blockId}` });
    expect(page.statusCode).toBe(200);
    const words = shown(page.body);
    for (const amount of ["$10.00", "$25.00", "$50.00", "Other amount", "Lighthouse", "Boats", "Help the harbour"]) expect(words).toContain(amount);
    expect(words).toContain("Add the processing fee (2.9% + $0.30) so the whole gift reaches us");
    expect(words).toContain("To give every month, sign in to your account");
    expect(page.body).toContain('data-island="donate-checkout"');
    expect(page.body).toContain('"pageType":203');
    expect((await server.request(identifier, { method: "GET", url: `/checkout/donate?donatePageId=${newId()}` })).statusCode).toBe(404);
    expect((await server.request(identifier, { method: "GET", url: "/checkout/donate?donatePageId=nonsense" })).statusCode).toBe(404);
  });

  test("a gift covering the fee is charged once in minor units, receipted by mail and confirmed on the contribution confirmed page (204)", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const paid = await donor.send("POST", "/api/commerce/donate", gift(`give-${newId()}`, { email: "grace@example.com", coverFees: true }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("paid");
    const row = await db().selectFrom("storeDonations").selectAll().where("id", "=", paid.json().donationId).executeTakeFirstOrThrow();
    const fee = coverFeeCents(2500, { feePercentBasisPoints: 290, feeFixedCents: 30 });
    expect(fee).toBe(106);
    expect([Number(row.amountCents), Number(row.feeCents), Number(row.totalCents), row.status, row.fund]).toEqual([2500, 106, 2606, "paid", "Lighthouse"]);
    const [receipt, ...more] = await receiptsTo("grace@example.com");
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe(`Your receipt for your gift to Store ${identifier}`);
    expect(receipt!.textBody).toContain("Thank you for your gift of $25.00");
    expect(receipt!.textBody).toContain("Fund: Lighthouse");
    expect(receipt!.textBody).toContain("Amount charged: $26.06");
    const confirmed = await donor.send("GET", paid.json().redirect);
    expect(confirmed.statusCode).toBe(200);
    expect(shown(confirmed.body)).toContain("Contribution confirmed");
    expect(shown(confirmed.body)).toContain("gift of $25.00 was received for Lighthouse");
    expect(confirmed.body).toContain('"pageType":204');
    const forged = await donor.send("GET", `/commerce/contribution-confirmed/${row.id}?token=forged`);
    expect(forged.statusCode).toBe(404);
  });

  test("twelve concurrent submissions with one key take the payment once and all get the first answer", async () => {
    const calls: ChargeRequest[] = [];
    const real = server.services.store.testGateway as PaymentProvider;
    const charge = real.charge.bind(real);
    real.charge = (request) => {
      calls.push(request);
      return charge(request);
    };
    try {
      const key = `give-${newId()}`;
      const donors = await Promise.all(Array.from({ length: 12 }, () => new Buyer(server, identifier).arrive()));
      const answers = await Promise.all(donors.map((donor) => donor.send("POST", "/api/commerce/donate", gift(key, { email: "lin@example.com" }))));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(calls.filter((call) => call.email === "lin@example.com")).toHaveLength(1);
      expect(await db().selectFrom("storeDonations").select("id").where("websiteId", "=", websiteId).where("idempotencyKey", "=", key).execute()).toHaveLength(
        1,
      );
      expect(await receiptsTo("lin@example.com")).toHaveLength(1);
      const reused = await donors[0]!.send("POST", "/api/commerce/donate", gift(key, { email: "lin@example.com", amountCents: 5000 }));
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toBe(DONATION_MESSAGES.reusedKey);
    } finally {
      real.charge = charge;
    }
  });

  test("refusals name the field in plain words; a declined card is refused and not receipted", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const small = await donor.send("POST", "/api/commerce/donate", gift(`give-${newId()}`, { amountCents: 50 }));
    expect(small.statusCode).toBe(400);
    expect(small.json().errors.amountCents).toBe("The smallest gift is $1.00.");
    const fund = await donor.send("POST", "/api/commerce/donate", gift(`give-${newId()}`, { fund: "Yachts" }));
    expect(fund.json().errors.fund).toBe(DONATION_MESSAGES.fund);
    const monthly = await donor.send("POST", "/api/commerce/donate", gift(`give-${newId()}`, { frequency: "monthly" }));
    expect(monthly.json().errors.frequency).toBe(DONATION_MESSAGES.monthlySignIn);
    const custom = await donor.send("POST", "/api/commerce/donate", gift(`give-${newId()}`, { amountCents: 1234, email: "cy@example.com" }));
    expect(custom.statusCode).toBe(200);
    const declined = await donor.send(
      "POST",
      "/api/commerce/donate",
      gift(`give-${newId()}`, { email: "dee@example.com", payment: card(TEST_CARDS.declines) }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe("Your card was declined.");
    expect(await receiptsTo("dee@example.com")).toHaveLength(0);
  });

  /** The donor's answer on the test gateway's confirmation page the gift's answer sent them to; where the gateway sends them back. */
  const confirmOnGateway = async (donor: Buyer | CookieJar, redirect: string, decision: "approve" | "fail") => {
    const jar = donor instanceof CookieJar ? donor : donor.jar;
    const page = await jar.send(server, identifier, { method: "GET", url: redirect });
    expect(page.body).toContain("Complete confirmation");
    const query = new URL(redirect, "http://x").searchParams;
    const back = new URL(query.get("return")!);
    const answered = await jar.send(server, identifier, {
      method: "POST",
      url: "/commerce/test-gateway/authorize",
      headers: FORM,
      payload: new URLSearchParams({
        payment: query.get("payment")!,
        return: back.pathname + back.search,
        decision,
        crumb: jar.get("crumb")!,
      }).toString(),
    });
    expect(answered.statusCode).toBe(303);
    return answered.headers.location as string;
  };

  test("a card asking for an extra confirmation: the donor confirms it as a buyer does and is receipted once; a refused confirmation charges nothing", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const key = `give-${newId()}`;
    const asked = await donor.send("POST", "/api/commerce/donate", gift(key, { email: "ida@example.com", payment: card(TEST_CARDS.requiresConfirmation) }));
    expect(asked.statusCode, asked.body).toBe(200);
    const { donationId, status, redirect } = asked.json();
    expect(status).toBe("awaiting_confirmation");
    expect(redirect).toMatch(/^\/commerce\/test-gateway\/authorize\?payment=tg_/);
    const again = await donor.send("POST", "/api/commerce/donate", gift(key, { email: "ida@example.com", payment: card(TEST_CARDS.requiresConfirmation) }));
    expect(again.json()).toEqual(asked.json());
    expect(await receiptsTo("ida@example.com")).toHaveLength(0);
    const back = new URL(new URL(redirect, "http://x").searchParams.get("return")!);
    const waiting = await donor.send("GET", back.pathname + back.search);
    expect(waiting.statusCode).toBe(200);
    expect(shown(waiting.body)).toContain("Your gift of $25.00 waits for your card's extra confirmation.");

    const confirmedAt = await confirmOnGateway(donor, redirect, "approve");
    expect(confirmedAt).toBe(back.pathname + back.search);
    const confirmed = await donor.send("GET", confirmedAt);
    expect(confirmed.statusCode).toBe(200);
    expect(shown(confirmed.body)).toContain("gift of $25.00 was received for Lighthouse");
    expect(confirmed.body).toContain('"pageType":204');
    const row = await db().selectFrom("storeDonations").selectAll().where("id", "=", donationId).executeTakeFirstOrThrow();
    expect([row.status, row.paymentReference]).toEqual(["paid", new URL(redirect, "http://x").searchParams.get("payment")]);
    const [receipt, ...more] = await receiptsTo("ida@example.com");
    expect(more).toHaveLength(0);
    expect(receipt!.textBody).toContain("Thank you for your gift of $25.00");
    const repeat = await donor.send("POST", "/api/commerce/donate", gift(key, { email: "ida@example.com", payment: card(TEST_CARDS.requiresConfirmation) }));
    expect(repeat.json()).toMatchObject({ donationId, status: "paid" });

    const refused = await donor.send(
      "POST",
      "/api/commerce/donate",
      gift(`give-${newId()}`, { email: "jo@example.com", payment: card(TEST_CARDS.requiresConfirmation) }),
    );
    const refusedAt = await confirmOnGateway(donor, refused.json().redirect, "fail");
    const page = await donor.send("GET", refusedAt);
    expect(page.statusCode).toBe(402);
    expect(shown(page.body)).toContain("Your gift did not go through");
    expect(shown(page.body)).toContain(DONATION_MESSAGES.confirmationFailed);
    const refusedRow = await db().selectFrom("storeDonations").select("status").where("id", "=", refused.json().donationId).executeTakeFirstOrThrow();
    expect(refusedRow.status).toBe("declined");
    expect(await receiptsTo("jo@example.com")).toHaveLength(0);
  });

  /** A confirmed customer account, signed in through the session API at START, and its monthly gift's first submission. */
  const sendMonthly = async (email: string, amountCents: number, payment = card()) => {
    now = START;
    const jar = new CookieJar();
    await jar.send(server, identifier, { method: "GET", url: "/account/sign-up" });
    await jar.ensureCrumb(server, identifier);
    const password = `${email}'s long password`;
    await jar.send(server, identifier, {
      method: "POST",
      url: "/account/sign-up",
      headers: FORM,
      payload: new URLSearchParams({ email, password, crumb: jar.get("crumb")! }).toString(),
    });
    const verifyMail = await db()
      .selectFrom("mailOutbox")
      .select("textBody")
      .where("kind", "=", "customer-verify")
      .where("toAddress", "=", email)
      .executeTakeFirstOrThrow();
    await server.request(identifier, { method: "GET", url: new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(verifyMail.textBody)![1]!).pathname });
    const session = await jar.send(server, identifier, {
      method: "POST",
      url: "/api/site-users/account/session",
      headers: { "x-csrf-token": jar.get("crumb")! },
      payload: { email, password, rememberMe: false },
    });
    expect(session.statusCode, session.body).toBe(200);
    const xsrf = session.json().xsrfToken as string;
    const page = await jar.send(server, identifier, { method: "GET", url: `/checkout/donate?donatePageId=${blockId}` });
    expect(shown(page.body)).toContain("Every month");
    const first = await jar.send(server, identifier, {
      method: "POST",
      url: "/api/commerce/donate",
      headers: { "x-csrf-token": jar.get("crumb")!, [SITE_USER_XSRF_HEADER]: xsrf },
      payload: gift(`give-${newId()}`, { email, frequency: "monthly", fund: "Boats", amountCents, payment }),
    });
    expect(first.statusCode, first.body).toBe(200);
    return { jar, first };
  };
  /** A confirmed customer account giving `amountCents` every month from START, with the card that pays at once. */
  const giveMonthly = async (email: string, amountCents: number) => {
    const { jar } = await sendMonthly(email, amountCents);
    const plan = await db().selectFrom("storeDonationPlans").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    return { jar, plan };
  };

  /** A node's monthly gifts job whose provider counts the charges it is asked for. */
  const renewalsCounting = (calls: ChargeRequest[]) =>
    new DonationRenewals({
      db: db(),
      clock,
      mail: server.services.mail,
      log: processLog,
      paymentsFor: async (site) => {
        const real = await server.services.store.paymentsFor(site);
        const counting = Object.create(real) as PaymentProvider;
        counting.charge = (request) => {
          calls.push(request);
          return real.charge(request);
        };
        return counting;
      },
    });
  /** Three nodes running a round at once, and what they did in all. */
  const threeNodesAtOnce = async (calls: ChargeRequest[]) => {
    const rounds = await Promise.all([renewalsCounting(calls).runOnce(), renewalsCounting(calls).runOnce(), renewalsCounting(calls).runOnce()]);
    return rounds.reduce((sum, round) => ({
      paid: sum.paid + round.paid,
      retrying: sum.retrying + round.retrying,
      stopped: sum.stopped + round.stopped,
      abandoned: sum.abandoned + round.abandoned,
    }));
  };
  const mailsTo = (kind: string, email: string) =>
    db().selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).where("kind", "=", kind).where("toAddress", "=", email).execute();

  test("a signed-in donor gives every month: the card is saved, each month is charged once however many rounds run, and the gifts show in the account", async () => {
    const email = "mo@example.com";
    const { jar, plan } = await giveMonthly(email, 1000);
    expect([plan.status, plan.nextMonth, plan.nextChargeAt]).toEqual(["active", 2, "2027-04-10T09:00:00.000Z"]);

    const calls: ChargeRequest[] = [];
    expect(await renewalsCounting(calls).runOnce()).toEqual({ paid: 0, retrying: 0, stopped: 0, abandoned: 0 });
    now = new Date("2027-04-10T10:00:00.000Z");
    expect((await threeNodesAtOnce(calls)).paid).toBe(1);
    expect(calls.filter((call) => call.email === email)).toHaveLength(1);
    expect(calls[0]!.payment).toMatchObject({ kind: "saved", offSession: true });
    const gifts = await db().selectFrom("storeDonations").selectAll().where("email", "=", email).where("status", "=", "paid").execute();
    expect(gifts.map((g) => Number(g.amountCents))).toEqual([1000, 1000]);
    expect(await receiptsTo(email)).toHaveLength(2);

    now = START;
    const account = await jar.send(server, identifier, { method: "GET", url: "/account" });
    const words = shown(account.body);
    expect(words).toContain("$10.00 every month to Boats");
    expect(words).not.toContain("You have made no donations.");
    await jar.send(server, identifier, {
      method: "POST",
      url: `/account/donations/${plan.id}/cancel`,
      headers: FORM,
      payload: new URLSearchParams({ crumb: jar.get("crumb")! }).toString(),
    });
    expect(await db().selectFrom("storeDonationPlans").select(["status", "stoppedBy"]).where("id", "=", plan.id).executeTakeFirstOrThrow()).toEqual({
      status: "cancelled",
      stoppedBy: "donor",
    });
    now = new Date("2027-06-10T10:00:00.000Z");
    expect(await renewalsCounting(calls).runOnce()).toEqual({ paid: 0, retrying: 0, stopped: 0, abandoned: 0 });
  });

  test("a declined month is tried again after 1, 2 and 4 days with a mail each time, each try charged once by three nodes at once, and the fourth refusal stops the monthly gift", async () => {
    const email = "rita@example.com";
    const { plan } = await giveMonthly(email, 1500);
    (server.services.store.testGateway as TestGateway).failSavedMethod(plan.methodReference);
    const calls: ChargeRequest[] = [];
    const mine = () => calls.filter((call) => call.email === email).map((call) => call.idempotencyKey);
    now = new Date(Date.parse(plan.nextChargeAt) + 1000);
    expect(await threeNodesAtOnce(calls)).toEqual({ paid: 0, retrying: 1, stopped: 0, abandoned: 0 });
    const month = await db()
      .selectFrom("storeDonations")
      .selectAll()
      .where("planId", "=", plan.id)
      .where("idempotencyKey", "=", `plan-${plan.id}-2`)
      .executeTakeFirstOrThrow();
    expect(month).toMatchObject({ status: "retry", attempts: 1, declineMessage: "Your card was declined.", nextAttemptAt: "2027-04-11T09:00:01.000Z" });
    expect(mine()).toEqual([`donation-${month.id}`]);
    for (const [hours, tries] of [
      [24, 2],
      [48, 3],
      [96, 4],
    ] as const) {
      now = new Date(now.getTime() + hours * HOUR - 1000);
      await threeNodesAtOnce(calls);
      expect(mine()).toHaveLength(tries - 1);
      now = new Date(now.getTime() + 1000);
      expect(await threeNodesAtOnce(calls)).toEqual(
        tries < 4 ? { paid: 0, retrying: 1, stopped: 0, abandoned: 0 } : { paid: 0, retrying: 0, stopped: 1, abandoned: 0 },
      );
      expect(mine()).toHaveLength(tries);
    }
    expect(mine()).toEqual([`donation-${month.id}`, `donation-${month.id}-2`, `donation-${month.id}-3`, `donation-${month.id}-4`]);
    expect(await db().selectFrom("storeDonations").select(["status", "attempts"]).where("id", "=", month.id).executeTakeFirstOrThrow()).toEqual({
      status: "declined",
      attempts: 4,
    });
    expect(await db().selectFrom("storeDonationPlans").select(["status", "stoppedBy"]).where("id", "=", plan.id).executeTakeFirstOrThrow()).toEqual({
      status: "cancelled",
      stoppedBy: "payment",
    });
    const failed = await mailsTo(MONTHLY_GIFT_MAIL.paymentFailed, email);
    expect(failed).toHaveLength(3);
    expect(failed[0]!.textBody).toContain("We could not charge your monthly gift of $15.00 to Boats");
    expect(failed[0]!.textBody).toContain("We will try again on 11 April 2027.");
    const stopped = await mailsTo(MONTHLY_GIFT_MAIL.stopped, email);
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.textBody).toContain("its payment did not go through after 4 tries");
    expect(await receiptsTo(email)).toHaveLength(1);
    now = new Date(now.getTime() + 90 * 24 * HOUR);
    expect(await threeNodesAtOnce(calls)).toEqual({ paid: 0, retrying: 0, stopped: 0, abandoned: 0 });
    expect(mine()).toHaveLength(4);
  });

  test("the owner lists monthly gifts and stops one once however many stops are sent at once; the donor is mailed, and a month being retried is not tried again", async () => {
    const email = "otto@example.com";
    const { plan } = await giveMonthly(email, 800);
    (server.services.store.testGateway as TestGateway).failSavedMethod(plan.methodReference);
    const calls: ChargeRequest[] = [];
    const due = new Date(Date.parse(plan.nextChargeAt) + 1000);
    now = due;
    expect((await threeNodesAtOnce(calls)).retrying).toBe(1);
    // The owner's session was opened at START.
    now = START;

    const call = (jar: CookieJar, method: "GET" | "POST", url: string) =>
      jar.send(server, identifier, { method, url, headers: { "x-csrf-token": jar.get("crumb") ?? "" }, ...(method === "POST" ? { payload: {} } : {}) });
    const list = await call(owner, "GET", "/api/config/store/donations/monthly");
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { monthlyGifts: Record<string, unknown>[] }).monthlyGifts.find((gift) => gift.id === plan.id);
    expect(listed).toEqual({
      id: plan.id,
      createdAt: plan.createdAt,
      name: "Ada Donor",
      email,
      amountCents: 800,
      feeCents: 0,
      currency: "USD",
      fund: "Boats",
      methodLabel: plan.methodLabel,
      status: "active",
      stoppedBy: null,
      nextChargeAt: "2027-05-10T09:00:00.000Z",
    });
    expect(JSON.stringify(list.json())).not.toContain(plan.methodReference);

    expect((await call(editor, "GET", "/api/config/store/donations/monthly")).statusCode).toBe(403);
    const editorStop = await call(editor, "POST", `/api/config/store/donations/monthly/${plan.id}/stop`);
    expect([editorStop.statusCode, editorStop.json().error]).toEqual([403, "You do not have permission to do this."]);
    expect((await server.request(identifier, { method: "GET", url: "/api/config/store/donations/monthly" })).statusCode).toBe(401);
    expect((await call(owner, "POST", `/api/config/store/donations/monthly/${newId()}/stop`)).statusCode).toBe(404);

    const stops = await Promise.all(Array.from({ length: 6 }, () => call(owner, "POST", `/api/config/store/donations/monthly/${plan.id}/stop`)));
    expect(stops.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(stops.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ status: "cancelled", stoppedBy: "owner", nextChargeAt: null });
    expect(stops.find((answer) => answer.statusCode === 409)!.json().error).toBe("This monthly gift is already stopped.");
    const mailed = await mailsTo(MONTHLY_GIFT_MAIL.stopped, email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.textBody).toContain("Your monthly gift of $8.00 to Boats for");

    now = new Date(due.getTime() + 24 * HOUR);
    expect(await threeNodesAtOnce(calls)).toEqual({ paid: 0, retrying: 0, stopped: 0, abandoned: 0 });
    expect(calls.filter((c) => c.email === email)).toHaveLength(1);
    expect(
      await db()
        .selectFrom("storeDonations")
        .select("status")
        .where("planId", "=", plan.id)
        .where("idempotencyKey", "=", `plan-${plan.id}-2`)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: "cancelled",
    });
  });

  test("the owner lists the gifts newest first and downloads them as CSV", async () => {
    now = START;
    const list = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/donations" });
    expect(list.statusCode).toBe(200);
    const { total, donations } = list.json() as { total: number; donations: { email: string; status: string; amountCents: number }[] };
    expect(total).toBeGreaterThanOrEqual(5);
    expect(donations.some((d) => d.email === "grace@example.com" && d.amountCents === 2500 && d.status === "paid")).toBe(true);
    expect(donations.some((d) => d.email === "dee@example.com" && d.status === "declined")).toBe(true);
    const csv = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/donations/export/csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [head, ...lines] = csv.body.trim().split(/\r?\n/);
    const cells = (line: string) => line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    expect(cells(head!)).toEqual([
      "Donation",
      "Given",
      "Name",
      "Email",
      "Gift (minor units)",
      "Fees covered (minor units)",
      "Charged (minor units)",
      "Currency",
      "Fund",
      "Frequency",
      "State",
      "Donation block",
    ]);
    const grace = lines.map(cells).find((row) => row[3] === "grace@example.com")!;
    expect(grace.slice(2, 11)).toEqual(["Ada Donor", "grace@example.com", "2500", "106", "2606", "USD", "Lighthouse", "once", "paid"]);
    const anonymous = await server.request(identifier, { method: "GET", url: "/api/config/store/donations/export/csv" });
    expect(anonymous.statusCode).toBe(401);
  });
  const gateway = () => server.services.store.testGateway as TestGateway;
  const plansOf = (email: string) => db().selectFrom("storeDonationPlans").selectAll().where("email", "=", email).execute();
  const giftRow = (id: string) => db().selectFrom("storeDonations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  test("a monthly gift whose card asks for an extra confirmation: the first gift waits for it, then the monthly gift starts and later months are charged off session", async () => {
    const email = "tess@example.com";
    const { jar, first } = await sendMonthly(email, 1200, card(TEST_CARDS.requiresConfirmation));
    const { donationId, status, redirect } = first.json();
    expect(status).toBe("awaiting_confirmation");
    expect(redirect).toMatch(/^\/commerce\/test-gateway\/authorize\?payment=tg_/);
    expect(await giftRow(donationId)).toMatchObject({
      status: "awaiting_confirmation",
      frequency: "monthly",
      planId: null,
      savedMethodLabel: "Card ending 3155",
    });
    expect(await plansOf(email)).toHaveLength(0);
    expect(await receiptsTo(email)).toHaveLength(0);

    now = new Date(START.getTime() + 10 * 60_000);
    const confirmedAt = await confirmOnGateway(jar, redirect, "approve");
    const confirmed = await jar.send(server, identifier, { method: "GET", url: confirmedAt });
    expect(confirmed.statusCode).toBe(200);
    expect(shown(confirmed.body)).toContain("gift of $12.00 was received for Boats");
    const [plan, ...others] = await plansOf(email);
    expect(others).toHaveLength(0);
    expect(plan).toMatchObject({ status: "active", methodLabel: "Card ending 3155", nextMonth: 2, nextChargeAt: "2027-04-10T09:10:00.000Z" });
    expect(await giftRow(donationId)).toMatchObject({ status: "paid", planId: plan!.id });
    expect(await receiptsTo(email)).toHaveLength(1);

    const calls: ChargeRequest[] = [];
    now = new Date("2027-04-10T09:10:01.000Z");
    expect((await threeNodesAtOnce(calls)).paid).toBe(1);
    const mine = calls.filter((call) => call.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payment).toMatchObject({ kind: "saved", offSession: true, methodReference: plan!.methodReference });
    expect(await receiptsTo(email)).toHaveLength(2);

    const refused = await sendMonthly("uma@example.com", 1200, card(TEST_CARDS.requiresConfirmation));
    now = new Date(START.getTime() + 60_000);
    const refusedAt = await confirmOnGateway(refused.jar, refused.first.json().redirect, "fail");
    expect((await refused.jar.send(server, identifier, { method: "GET", url: refusedAt })).statusCode).toBe(402);
    expect((await giftRow(refused.first.json().donationId)).status).toBe("declined");
    expect(await plansOf("uma@example.com")).toHaveLength(0);
  });

  /** Gifts given once at START with the card asking for a confirmation, left waiting for it; their ids, payments and keys. */
  const leaveWaiting = async (count: number, prefix: string) => {
    now = START;
    const donor = await new Buyer(server, identifier).arrive();
    const gifts: { id: string; reference: string; key: string; email: string }[] = [];
    for (let index = 0; index < count; index++) {
      const key = `give-${newId()}`;
      const email = `${prefix}-${index}@example.com`;
      const asked = await donor.send("POST", "/api/commerce/donate", gift(key, { email, payment: card(TEST_CARDS.requiresConfirmation) }));
      expect(asked.json().status).toBe("awaiting_confirmation");
      gifts.push({ id: asked.json().donationId, reference: new URL(asked.json().redirect, "http://x").searchParams.get("payment")!, key, email });
    }
    return { donor, gifts };
  };
  /** The gateway's signed confirmation of a payment, handled as the store's webhook handles it. */
  const confirmationArrives = async (reference: string) => {
    const signed = gateway().confirm(reference, true);
    if (!signed) throw new Error(`Payment ${reference} is not waiting for its confirmation.`);
    return server.services.store.handlePaymentEvent("test", gateway().verifyEvent(signed.rawBody, signed.headers));
  };
  /** The keys of the refunds the gateway is asked for while `work` runs. */
  const refundKeysDuring = async (work: () => Promise<unknown>) => {
    const keys: { reference: string; key: string }[] = [];
    const provider: PaymentProvider = gateway();
    const real = provider.refund.bind(provider);
    provider.refund = (reference, amountCents, key) => {
      keys.push({ reference, key });
      return real(reference, amountCents, key);
    };
    try {
      await work();
    } finally {
      provider.refund = real;
    }
    return keys;
  };

  test("a gift left waiting for its confirmation is abandoned after an hour, once by three nodes at once; a confirmation after that is refunded and the donor told", async () => {
    const { donor, gifts } = await leaveWaiting(5, "left");
    const calls: ChargeRequest[] = [];
    now = new Date(START.getTime() + CONFIRMATION_WAIT_MS - 1000);
    expect((await threeNodesAtOnce(calls)).abandoned).toBe(0);
    now = new Date(START.getTime() + CONFIRMATION_WAIT_MS + 1000);
    expect((await threeNodesAtOnce(calls)).abandoned).toBe(5);
    expect((await threeNodesAtOnce(calls)).abandoned).toBe(0);
    for (const left of gifts) expect((await giftRow(left.id)).status).toBe("abandoned");

    const [late] = gifts;
    const page = await donor.send("GET", contributionConfirmedHref(server.services.config.sessionSecret, late!.id));
    expect(page.statusCode).toBe(402);
    expect(shown(page.body)).toContain("Your gift did not go through");
    expect(shown(page.body)).toContain(DONATION_MESSAGES.confirmationTooLate);
    const repeat = await donor.send("POST", "/api/commerce/donate", gift(late!.key, { email: late!.email, payment: card(TEST_CARDS.requiresConfirmation) }));
    expect([repeat.statusCode, repeat.json().error]).toEqual([402, DONATION_MESSAGES.confirmationTooLate]);

    const refunds = await refundKeysDuring(async () => {
      expect(await confirmationArrives(late!.reference)).toBe("handled");
    });
    expect(refunds).toEqual([{ reference: late!.reference, key: `refund-donation-${late!.id}` }]);
    expect((await giftRow(late!.id)).status).toBe("abandoned");
    expect(await receiptsTo(late!.email)).toHaveLength(0);
    expect(await gateway().paymentState(late!.id, late!.reference)).toEqual({ state: "succeeded", reference: late!.reference });
    expect(gateway().refundCount(late!.reference)).toBe(1);

    now = START;
    const list = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/donations?limit=200" });
    const listed = (list.json() as { donations: { id: string; status: string }[] }).donations;
    expect(listed.filter((row) => gifts.some((left) => left.id === row.id)).map((row) => row.status)).toEqual(Array(5).fill("abandoned"));
  });

  test("confirmations arriving while three nodes sweep: each waiting gift ends paid with one receipt, or abandoned with its payment refunded, never both", async () => {
    const { gifts } = await leaveWaiting(8, "race");
    const calls: ChargeRequest[] = [];
    now = new Date(START.getTime() + CONFIRMATION_WAIT_MS + 1000);
    let swept = 0;
    const refunds = await refundKeysDuring(async () => {
      const [rounds] = await Promise.all([threeNodesAtOnce(calls), ...gifts.map((left) => confirmationArrives(left.reference))]);
      swept = rounds.abandoned;
    });
    let abandoned = 0;
    for (const left of gifts) {
      const row = await giftRow(left.id);
      const refunded = refunds.filter((refund) => refund.reference === left.reference);
      if (row.status === "paid") {
        expect([refunded.length, (await receiptsTo(left.email)).length]).toEqual([0, 1]);
      } else {
        abandoned += 1;
        expect(row.status).toBe("abandoned");
        expect(refunded).toEqual([{ reference: left.reference, key: `refund-donation-${left.id}` }]);
        expect(await receiptsTo(left.email)).toHaveLength(0);
      }
    }
    expect(swept).toBe(abandoned);
  });
});
