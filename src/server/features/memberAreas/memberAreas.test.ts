import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { periodStart } from "../../../domain/commerce/subscriptionPlan";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { PRODUCT_TYPE } from "../../../domain/enumerations/productTypes";
import { newId } from "../../../domain/ids";
import { CookieJar, createTestServer, seedSite, signedIn, siteContextOf, type TestServer } from "../../testing/testServer";
import type { ChargeRequest } from "../store/payments/paymentProvider";
import { TEST_CARDS, TEST_GATEWAY_MESSAGES, type TestGateway } from "../store/payments/testGateway";
import { isOpen } from "./memberAreas";
import { FORM, memberSite, memberVisits, shown } from "./testing/memberSite";

const OWNER_PASSWORD = "member areas owner password";
const CARD = (number: string) => ({ cardNumber: number, expMonth: "12", expYear: "2031", cvc: "123" });

describeOnEveryEngine("member areas", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `members-${newId().slice(0, 8)}`;
  const lounge = newId();
  const backroom = newId();
  const plans = { free: newId(), once: newId(), monthly: newId(), season: newId() };
  let areaId = "";

  beforeAll(async () => {
    await seedSite(database(), memberSite(identifier, lounge, backroom), { email: `owner@${identifier}.example`, password: OWNER_PASSWORD });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => database().db;
  const gateway = () => server.services.store.testGateway as TestGateway;
  const ownerCall = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
    owner.send(server, identifier, { method, url, headers: { "x-csrf-token": owner.get("crumb") ?? "" }, ...(payload ? { payload } : {}) });
  const area = (overrides: Record<string, unknown> = {}) => ({
    name: "Roasters' Circle",
    pageIds: [lounge],
    previewSections: 1,
    plans: [
      { id: plans.free, name: "Reader", kind: "free", priceCents: 0, billingPeriod: null },
      { id: plans.once, name: "Lifetime", kind: "one_time", priceCents: 2000, billingPeriod: null },
      { id: plans.monthly, name: "Monthly", kind: "recurring", priceCents: 500, billingPeriod: { value: 1, unit: "month" } },
      { id: plans.season, name: "Season", kind: "recurring", priceCents: 300, billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 2 },
    ],
    ...overrides,
  });

  const { postForm, customer, membershipOf } = memberVisits(() => server, identifier, db);
  const join = (jar: CookieJar, planId: string, fields: Record<string, string> = {}) =>
    postForm(jar, `/member-areas/join/${areaId}/${planId}`, `/member-areas/join/${areaId}/${planId}`, fields);

  it("makes a member area, a paywall product, refusing plans and pages that are not right", async () => {
    const notMemberPage = await ownerCall("POST", "/api/config/member-areas", area({ pageIds: [newId()] }));
    expect(notMemberPage.statusCode).toBe(400);
    expect(notMemberPage.json().error).toBe(MEMBER_AREA_RULES.pages);
    const freeWithPrice = await ownerCall(
      "POST",
      "/api/config/member-areas",
      area({ plans: [{ id: newId(), name: "Odd", kind: "free", priceCents: 100, billingPeriod: null }] }),
    );
    expect(freeWithPrice.statusCode).toBe(400);
    expect(JSON.stringify(freeWithPrice.json())).toContain(MEMBER_AREA_RULES.freePrice);
    const noPeriod = await ownerCall(
      "POST",
      "/api/config/member-areas",
      area({ plans: [{ id: newId(), name: "Odd", kind: "recurring", priceCents: 100, billingPeriod: null }] }),
    );
    expect(JSON.stringify(noPeriod.json())).toContain(MEMBER_AREA_RULES.recurringPeriod);
    const textPeriod = await ownerCall(
      "POST",
      "/api/config/member-areas",
      area({ plans: [{ id: newId(), name: "Odd", kind: "recurring", priceCents: 100, billingPeriod: "per month" }] }),
    );
    expect(textPeriod.statusCode).toBe(400);
    const oncePayments = await ownerCall(
      "POST",
      "/api/config/member-areas",
      area({ plans: [{ id: newId(), name: "Odd", kind: "one_time", priceCents: 100, billingPeriod: null, numBillingCycles: 3 }] }),
    );
    expect(JSON.stringify(oncePayments.json())).toContain(MEMBER_AREA_RULES.notRecurringPayments);

    const made = await ownerCall("POST", "/api/config/member-areas", area());
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ productType: PRODUCT_TYPE.PAYWALL, name: "Roasters' Circle", pageIds: [lounge], members: 0 });
    areaId = made.json().id;
    const twice = await ownerCall("POST", "/api/config/member-areas", area({ name: "Second" }));
    expect(twice.json().error).toBe(MEMBER_AREA_RULES.pageTaken);
    expect((await ownerCall("GET", "/api/config/member-areas")).json().memberAreas).toHaveLength(1);
  });

  it("shows visitors who are not signed in the preview and the plans (105), never from the page cache", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await server.request(identifier, { method: "GET", url: "/lounge" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(siteContextOf(page.body)).toMatchObject({ pageType: PAGE_TYPE.PROTECTED_CONTENT, accessPermissions: ["member"] });
      const words = shown(page.body);
      expect(words).toContain("Welcome, reader");
      expect(words).not.toContain("secret roast recipe");
      expect(words).toContain("The rest of this page is for members");
      expect(words).toContain("Reader Free");
      expect(words).toContain("Lifetime $20.00 once");
      expect(words).toContain("Monthly $5.00 every month");
      expect(words).toContain("Season $3.00 every month for 2 months");
    }
    const backroomPage = await server.request(identifier, { method: "GET", url: "/backroom" });
    expect(backroomPage.statusCode).toBe(403);
    expect(siteContextOf(backroomPage.body).pageType).toBe(PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED);
  });

  it("denies a signed-in customer without a plan (106), then joins a free plan (208) and shows the whole page", async () => {
    const jar = await customer(`free@${identifier}.example`);
    const denied = await jar.send(server, identifier, { method: "GET", url: "/lounge" });
    expect(denied.statusCode).toBe(403);
    expect(siteContextOf(denied.body).pageType).toBe(PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED);
    expect(shown(denied.body)).toContain(`You are signed in as free@${identifier}.example, which is not a member of Roasters' Circle yet.`);
    expect(shown(denied.body)).not.toContain("secret roast recipe");

    const joined = await join(jar, plans.free);
    expect(joined.statusCode).toBe(303);
    const confirmed = await jar.send(server, identifier, { method: "GET", url: joined.headers.location as string });
    expect(siteContextOf(confirmed.body).pageType).toBe(PAGE_TYPE.MEMBERSHIP_CONFIRMED);
    expect(shown(confirmed.body)).toContain("Membership confirmed");
    expect(shown(confirmed.body)).toContain("Welcome to Roasters' Circle. You joined on the Reader plan (Free)");
    const full = await jar.send(server, identifier, { method: "GET", url: "/lounge" });
    expect(full.statusCode).toBe(200);
    expect(shown(full.body)).toContain("The secret roast recipe");
    // Another visitor, or someone else's confirmation link, never sees it.
    expect(shown((await server.request(identifier, { method: "GET", url: "/lounge" })).body)).not.toContain("secret roast recipe");
    expect((await server.request(identifier, { method: "GET", url: joined.headers.location as string })).statusCode).toBe(404);

    const account = await jar.send(server, identifier, { method: "GET", url: "/account" });
    expect(shown(account.body)).toContain("Roasters' Circle Reader Free Active");
  });

  it("charges a one-time plan once however many joins are sent at once, and refuses a declined card", async () => {
    const jar = await customer(`once@${identifier}.example`);
    const declined = await join(jar, plans.once, CARD(TEST_CARDS.declines));
    expect(declined.statusCode).toBe(400);
    expect(shown(declined.body)).toContain(TEST_GATEWAY_MESSAGES.declined);
    expect((await membershipOf(`once@${identifier}.example`))?.status).toBe("declined");

    const calls: ChargeRequest[] = [];
    const real = gateway().charge.bind(gateway());
    gateway().charge = (request) => {
      calls.push(request);
      return real(request);
    };
    try {
      await jar.ensureCrumb(server, identifier);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          jar.send(server, identifier, {
            method: "POST",
            url: `/member-areas/join/${areaId}/${plans.once}`,
            headers: FORM,
            payload: new URLSearchParams({ ...CARD(TEST_CARDS.succeeds), crumb: jar.get("crumb")! }).toString(),
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
      expect(calls.filter((c) => c.amountCents === 2000)).toHaveLength(1);
    } finally {
      gateway().charge = real;
    }
    const membership = await membershipOf(`once@${identifier}.example`);
    expect(membership).toMatchObject({ status: "active", planName: "Lifetime", amountCents: 2000 });
    const again = await join(jar, plans.once, CARD(TEST_CARDS.succeeds));
    expect(again.statusCode).toBe(409);
    expect(shown(again.body)).toContain(MEMBER_AREA_RULES.alreadyMember);
    const members = await ownerCall("GET", `/api/config/member-areas/${areaId}/members`);
    expect(members.json().members.map((m: { email: string; price: string }) => `${m.email} ${m.price}`)).toContain(`once@${identifier}.example $20.00 once`);
  });

  it("sends a card asking for an extra confirmation through the gateway's confirmation step, then opens the area", async () => {
    const email = `confirm@${identifier}.example`;
    const jar = await customer(email);
    const answer = await join(jar, plans.once, CARD(TEST_CARDS.requiresConfirmation));
    expect(answer.statusCode).toBe(303);
    const redirect = answer.headers.location as string;
    const membership = await membershipOf(email);
    expect(membership).toMatchObject({ status: "pending" });
    const page = await jar.send(server, identifier, { method: "GET", url: redirect });
    expect(shown(page.body)).toContain("Complete confirmation");
    const query = new URL(redirect, "http://x").searchParams;
    const back = new URL(query.get("return")!);
    expect(back.pathname).toBe(`/member-areas/joined/${membership!.id}`);
    expect(shown((await jar.send(server, identifier, { method: "GET", url: back.pathname })).body)).toContain(MEMBER_AREA_RULES.awaitingConfirmation);
    const approved = await jar.send(server, identifier, {
      method: "POST",
      url: "/commerce/test-gateway/authorize",
      headers: FORM,
      payload: new URLSearchParams({ payment: query.get("payment")!, return: back.pathname, decision: "approve", crumb: jar.get("crumb")! }).toString(),
    });
    expect(approved.headers.location).toBe(back.pathname);
    expect(shown((await jar.send(server, identifier, { method: "GET", url: back.pathname })).body)).toContain("Membership confirmed");
    expect(await membershipOf(email)).toMatchObject({ status: "active" });
  });

  it("starts a subscription for a recurring plan; cancelling it ends the access", async () => {
    const jar = await customer(`monthly@${identifier}.example`);
    expect((await join(jar, plans.monthly, CARD(TEST_CARDS.succeeds))).statusCode).toBe(303);
    const membership = await membershipOf(`monthly@${identifier}.example`);
    const subscription = await db().selectFrom("storeSubscriptions").selectAll().where("id", "=", membership!.subscriptionId!).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: "active", periodUnit: "month", periodValue: 1, numBillingCycles: 0, amountCents: 500 });
    expect((await jar.send(server, identifier, { method: "GET", url: "/lounge" })).statusCode).toBe(200);
    await postForm(jar, "/account", `/account/subscriptions/${subscription.id}/cancel`, {});
    const after = await jar.send(server, identifier, { method: "GET", url: "/lounge" });
    expect(after.statusCode).toBe(403);
    expect(shown(after.body)).not.toContain("secret roast recipe");
  });

  it("opens a plan of a fixed number of payments until the last period paid for ends, also once its payments are all made", async () => {
    const jar = await customer(`season@${identifier}.example`);
    expect((await join(jar, plans.season, CARD(TEST_CARDS.succeeds))).statusCode).toBe(303);
    const membership = await membershipOf(`season@${identifier}.example`);
    const subscription = await db().selectFrom("storeSubscriptions").selectAll().where("id", "=", membership!.subscriptionId!).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: "active", periodUnit: "month", periodValue: 1, numBillingCycles: 2, amountCents: 300 });
    const periodBegins = (n: number) => periodStart(new Date(subscription.startedAt), { value: 1, unit: "month" }, n).getTime();
    expect(await isOpen(db(), membership, new Date(periodBegins(2) + 1))).toBe(true);
    await db().updateTable("storeSubscriptions").set({ status: "completed", paidPeriods: 2, nextChargeAt: null }).where("id", "=", subscription.id).execute();
    expect(await isOpen(db(), membership, new Date(periodBegins(3) - 1))).toBe(true);
    expect(await isOpen(db(), membership, new Date(periodBegins(3)))).toBe(false);
    await db().updateTable("storeSubscriptions").set({ status: "cancelled" }).where("id", "=", subscription.id).execute();
    expect(await isOpen(db(), membership, new Date(periodBegins(2)))).toBe(false);
  });

  it("leads a customer who signs in from the protected page (105) or a join page back to it, and never to another site", async () => {
    const email = `back@${identifier}.example`;
    await customer(email);
    const password = "a customer's password";
    const protectedPage = await server.request(identifier, { method: "GET", url: "/lounge" });
    expect(protectedPage.body).toContain('href="/account/sign-in?returnTo=%2Flounge"');
    const joinPath = `/member-areas/join/${areaId}/${plans.once}`;
    const joinPage = await server.request(identifier, { method: "GET", url: joinPath });
    expect(joinPage.body).toContain(`href="/account/sign-in?returnTo=${encodeURIComponent(joinPath)}"`);

    const signInPage = await server.request(identifier, { method: "GET", url: "/account/sign-in?returnTo=%2Flounge" });
    expect(signInPage.body).toContain('<input type="hidden" name="returnTo" value="/lounge"/>');
    const refusedPage = await server.request(identifier, { method: "GET", url: "/account/sign-in?returnTo=%2F%2Fevil.example" });
    expect(refusedPage.body).not.toContain('name="returnTo"');

    const signIn = (returnTo: string, jar = new CookieJar()) =>
      postForm(jar, `/account/sign-in?returnTo=${encodeURIComponent(returnTo)}`, "/account/sign-in", { email, password, returnTo });
    const jar = new CookieJar();
    const back = await signIn("/lounge", jar);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/lounge");
    expect((await signIn(joinPath)).headers.location).toBe(joinPath);
    for (const elsewhere of ["https://evil.example/lounge", "//evil.example/lounge", "/\\evil.example", "javascript:alert(1)"]) {
      const answer = await signIn(elsewhere);
      expect({ elsewhere, status: answer.statusCode, location: answer.headers.location }).toEqual({ elsewhere, status: 303, location: "/account" });
    }
    const wrong = await postForm(new CookieJar(), "/account/sign-in?returnTo=%2Flounge", "/account/sign-in", {
      email,
      password: "not the password",
      returnTo: "/lounge",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('<input type="hidden" name="returnTo" value="/lounge"/>');

    const signedIn = (returnTo: string) => jar.send(server, identifier, { method: "GET", url: `/account/sign-in?returnTo=${encodeURIComponent(returnTo)}` });
    expect((await signedIn("/lounge")).headers.location).toBe("/lounge");
    expect((await signedIn("//evil.example")).headers.location).toBe("/account");
  });

  it("keeps member pages out of search and the sitemap", async () => {
    const sitemap = await server.request(identifier, { method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain("/lounge");
    const search = await server.request(identifier, { method: "GET", url: "/api/search?q=secret", remoteAddress: "198.51.100.7" });
    expect(JSON.stringify(search.json())).not.toContain("secret roast");
  });
});
