import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER } from "../../../domain/api/siteUsers";
import { ROLE } from "../../../domain/enumerations/roles";
import { LOCKOUT } from "../../rateLimits/failureLock";
import type { Clock } from "../../clock";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { ACCOUNT_LOCKED_MESSAGE } from "../accounts/signInLockout";
import { Buyer, checkoutBody } from "../store/testing/buyer";
import { ADDRESS_CONFIRMED } from "./pages/SignInPages";

const SITE = "customers";
const OTHER = "customers-other";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const OWNER = { email: "owner@customers.example", password: "the owner's password", roleId: ROLE.ADMIN };
const EDITOR = { email: "editor@customers.example", password: "the editor's password", roleId: ROLE.EDITOR };

/** The text a person reads in a page's HTML. */
const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describeOnEveryEngine("customer accounts", (database) => {
  let server: TestServer;
  const ids = newTestStoreIds();
  let address = 1;
  /** The server's time runs with the wall clock plus what a test moves it ahead, so saves a test orders never share a millisecond. */
  let ahead = 0;
  const clock: Clock = { now: () => new Date(Date.now() + ahead) };

  beforeAll(async () => {
    await seedSite(database(), storeSite(SITE, ids), OWNER);
    await seedSite(database(), storeSite(OTHER, newTestStoreIds()));
    server = await createTestServer(database(), { clock });
    await server.services.accounts.createOwner({ ...EDITOR, siteIdentifier: SITE });
  });
  afterAll(() => server.close());

  const mails = (kind: string, to: string) =>
    database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", kind).where("toAddress", "=", to).orderBy("createdAt").orderBy("id").execute();
  const linkIn = (text: string, path: string) => new URL(new RegExp(`(http://\\S+${path}\\S+)`).exec(text)![1]!).pathname;

  /** Posts a form of the account pages the way a browser does: the page first (for the crumb), then the form. */
  const postForm = async (jar: CookieJar, page: string, url: string, fields: Record<string, string>, site = SITE) => {
    const remoteAddress = `10.1.0.${address++ % 250}`;
    await jar.send(server, site, { method: "GET", url: page, remoteAddress });
    await jar.ensureCrumb(server, site, remoteAddress);
    return jar.send(server, site, {
      method: "POST",
      url,
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb")! }).toString(),
    });
  };
  const signUp = (email: string, password: string, site = SITE) => postForm(new CookieJar(), "/account/sign-up", "/account/sign-up", { email, password }, site);

  /** Signs in through the JSON API of spec 2 §7, answering the jar and the xsrfToken. */
  const signIn = async (email: string, password: string, rememberMe = false, jar = new CookieJar(), site = SITE) => {
    await jar.ensureCrumb(server, site);
    const answer = await jar.send(server, site, {
      method: "POST",
      url: "/api/site-users/account/session",
      headers: { "x-csrf-token": jar.get("crumb")! },
      payload: { email, password, rememberMe },
      remoteAddress: `10.2.0.${address++ % 250}`,
    });
    return { jar, answer, xsrfToken: answer.statusCode === 200 ? (answer.json().xsrfToken as string) : "" };
  };
  const openAccount = async (email: string, password: string) => {
    await signUp(email, password);
    const link = linkIn((await mails("customer-verify", email)).at(-1)!.textBody, "/account/verify/");
    return server.request(SITE, { method: "GET", url: link });
  };
  const call = (jar: CookieJar, xsrfToken: string | null, options: { method: "POST" | "DELETE" | "GET"; url: string; payload?: Record<string, unknown> }) =>
    jar.send(server, SITE, {
      ...options,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(xsrfToken === null ? {} : { [SITE_USER_XSRF_HEADER]: xsrfToken }) },
    });

  it("signs up with a mailed link that confirms the address once, names CompleteRegistration for the pixel, and refuses sign-in before it", async () => {
    const answer = await signUp(" Cleo@Customers.example ", "cleo's password");
    expect(answer.statusCode).toBe(200);
    expect(shown(answer.body)).toContain("We sent a link to Cleo@Customers.example.");
    const [mail] = await mails("customer-verify", "cleo@customers.example");
    expect(mail).toMatchObject({ subject: "Confirm your email address for Store customers" });
    const stored = await database().db.selectFrom("siteUserLinks").select("tokenHash").execute();
    expect(stored.some((row) => mail!.textBody.includes(row.tokenHash))).toBe(false);

    const early = await signIn("cleo@customers.example", "cleo's password");
    expect(early.answer.statusCode).toBe(403);
    expect(early.answer.json().error).toBe(SITE_USER_MESSAGES.notVerified);

    const link = linkIn(mail!.textBody, "/account/verify/");
    expect((await server.request(OTHER, { method: "GET", url: link })).statusCode).toBe(404);
    const page = await server.request(SITE, { method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(shown(page.body)).toContain(ADDRESS_CONFIRMED);
    expect(page.body).toContain('data-pixel-event="CompleteRegistration"');
    const again = await server.request(SITE, { method: "GET", url: link });
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain("data-pixel-event");
    expect((await signIn("cleo@customers.example", "cleo's password")).answer.statusCode).toBe(200);
  });

  it("answers a second sign-up for the same address with the same words, mails its holder instead, and keeps one account", async () => {
    await openAccount("dora@customers.example", "dora's password");
    const answer = await signUp("dora@customers.example", "another password");
    expect(shown(answer.body)).toContain("We sent a link to dora@customers.example.");
    expect(await mails("customer-exists", "dora@customers.example")).toHaveLength(1);
    expect((await signIn("dora@customers.example", "another password")).answer.statusCode).toBe(401);
    const bad = await signUp("not an address", "short");
    expect(bad.statusCode).toBe(400);
    expect(shown(bad.body)).toContain("Email is not valid. Email addresses should follow the format email@example.com.");
    expect(shown(bad.body)).toContain("Use at least 8 characters.");
  });

  it("keeps one account when the same address signs up many times at once, and one link use wins when it is opened at once", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp("eve@customers.example", "eve's password")));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await database().db.selectFrom("siteUsers").select("id").where("email", "=", "eve@customers.example").execute();
    expect(rows).toHaveLength(1);
    const link = linkIn((await mails("customer-verify", "eve@customers.example"))[0]!.textBody, "/account/verify/");
    const opened = await Promise.all(Array.from({ length: 6 }, () => server.request(SITE, { method: "GET", url: link })));
    expect(opened.map((page) => page.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
  });

  it("answers xsrfToken on sign-in, remembers only when asked, and checks X-SiteUser-XSRF-Token on the customer's calls", async () => {
    await openAccount("finn@customers.example", "finn's password");
    const brief = await signIn("finn@customers.example", "finn's password", false);
    const cookie = brief.answer.cookies.find((c) => c.name === "tsr_customer")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.expires).toBeUndefined();
    const remembered = await signIn("finn@customers.example", "finn's password", true);
    expect(remembered.answer.cookies.find((c) => c.name === "tsr_customer")!.expires).toBeInstanceOf(Date);
    expect(remembered.xsrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const { jar, xsrfToken } = remembered;
    const home = { name: "Finn", line1: "2 Harbour Rd", city: "Bath", country: "gb" };
    expect((await call(jar, null, { method: "POST", url: "/api/site-users/account/addresses", payload: home })).statusCode).toBe(403);
    expect((await call(jar, brief.xsrfToken, { method: "POST", url: "/api/site-users/account/addresses", payload: home })).statusCode).toBe(403);
    const added = await call(jar, xsrfToken, { method: "POST", url: "/api/site-users/account/addresses", payload: home });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: "Finn", country: "GB" });
    const missing = await call(jar, xsrfToken, { method: "POST", url: "/api/site-users/account/addresses", payload: { name: "", country: "x" } });
    expect(missing.statusCode).toBe(400);
    const account = await call(jar, null, { method: "GET", url: "/api/site-users/account" });
    expect(account.json()).toMatchObject({ email: "finn@customers.example", orders: [], addresses: [{ name: "Finn", city: "Bath" }] });

    const other = await openAccount("gus@customers.example", "gus's password").then(() => signIn("gus@customers.example", "gus's password"));
    const foreign = await call(other.jar, other.xsrfToken, { method: "DELETE", url: `/api/site-users/account/addresses/${added.json().id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await call(jar, xsrfToken, { method: "DELETE", url: `/api/site-users/account/addresses/${added.json().id}` })).statusCode).toBe(200);
  });

  it("keeps owners' and customers' sessions apart: neither cookie opens the other's doors, on this site or another", async () => {
    await openAccount(OWNER.email, "a customer password");
    const customer = await signIn(OWNER.email, "a customer password");
    expect(customer.answer.statusCode).toBe(200);
    expect((await customer.jar.send(server, SITE, { method: "GET", url: "/api/config/me" })).statusCode).toBe(401);
    expect((await customer.jar.send(server, SITE, { method: "GET", url: "/api/config/customers" })).statusCode).toBe(401);
    const owner = await signedIn(server, SITE, OWNER.email, OWNER.password);
    expect((await owner.send(server, SITE, { method: "GET", url: "/api/config/me" })).statusCode).toBe(200);
    expect((await owner.send(server, SITE, { method: "GET", url: "/api/site-users/account" })).statusCode).toBe(401);
    expect(
      (await server.request(SITE, { method: "GET", url: "/api/site-users/account", headers: { cookie: `tsr_customer=${owner.get("tsr_session")}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await server.request(SITE, { method: "GET", url: "/api/config/me", headers: { cookie: `tsr_session=${customer.jar.get("tsr_customer")}` } })).statusCode,
    ).toBe(401);
    expect((await customer.jar.send(server, OTHER, { method: "GET", url: "/api/site-users/account" })).statusCode).toBe(401);
    expect((await signIn(OWNER.email, "a customer password", false, new CookieJar(), OTHER)).answer.statusCode).toBe(401);
  });

  it(`locks a customer's sign-in after ${LOCKOUT.failures} wrong passwords from any address, as owners', and mails the holder once`, async () => {
    await openAccount("hal@customers.example", "hal's password");
    const wrong = await Promise.all(Array.from({ length: LOCKOUT.failures }, () => signIn("hal@customers.example", "wrong password")));
    expect(wrong.map((w) => w.answer.statusCode)).toEqual(Array(LOCKOUT.failures).fill(401));
    const locked = await signIn("HAL@customers.example", "hal's password");
    expect(locked.answer.statusCode).toBe(429);
    expect(locked.answer.json().error).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(await mails("customer-sign-in-locked", "hal@customers.example")).toHaveLength(1);
  });

  it("signs out with DELETE, keeping a copy of the cart only with cloneCart=true, and answers crumbFail to a stale crumb", async () => {
    await openAccount("ida@customers.example", "ida's password");
    const buyer = await new Buyer(server, SITE).arrive();
    await buyer.add(ids.blendVariant, 2);
    const cartBefore = buyer.jar.get("tsr_cart");
    const { xsrfToken } = await signIn("ida@customers.example", "ida's password", false, buyer.jar);

    const stale = await buyer.jar.send(server, SITE, {
      method: "DELETE",
      url: "/api/site-users/account/session?cloneCart=true",
      headers: { [SITE_USER_XSRF_HEADER]: xsrfToken },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ crumbFail: true });
    expect((await call(buyer.jar, null, { method: "DELETE", url: "/api/site-users/account/session?cloneCart=true" })).statusCode).toBe(403);
    const out = await call(buyer.jar, xsrfToken, { method: "DELETE", url: "/api/site-users/account/session?cloneCart=true" });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, redirect: "/" });
    expect(buyer.jar.get("tsr_customer")).toBeUndefined();
    expect(buyer.jar.get("tsr_cart")).not.toBe(cartBefore);
    const copied = await buyer.send("GET", "/api/commerce/cart");
    expect(copied.json().cart.totalQuantity).toBe(2);

    const second = await signIn("ida@customers.example", "ida's password", false, buyer.jar);
    const cleared = await call(buyer.jar, second.xsrfToken, { method: "DELETE", url: "/api/site-users/account/session?cloneCart=false" });
    expect(cleared.statusCode).toBe(200);
    expect(buyer.jar.get("tsr_cart")).toBeUndefined();
    expect((await call(second.jar, null, { method: "GET", url: "/api/site-users/account" })).statusCode).toBe(401);
    const bad = await call(buyer.jar, null, { method: "DELETE", url: "/api/site-users/account/session?cloneCart=maybe" });
    expect(bad.statusCode).toBe(400);
  });

  it("mails a new-password link that works once, ends the old sessions and signs the customer in", async () => {
    await openAccount("jo@customers.example", "jo's first password");
    const old = await signIn("jo@customers.example", "jo's first password");
    const asked = await postForm(new CookieJar(), "/account/forgot-password", "/account/forgot-password", { email: "jo@customers.example" });
    expect(shown(asked.body)).toContain("If jo@customers.example has an account here, a link to choose a new password is on its way.");
    await postForm(new CookieJar(), "/account/forgot-password", "/account/forgot-password", { email: "nobody@customers.example" });
    expect(await mails("customer-password-reset", "nobody@customers.example")).toHaveLength(0);
    const link = linkIn((await mails("customer-password-reset", "jo@customers.example"))[0]!.textBody, "/account/reset-password/");
    const mismatch = await postForm(new CookieJar(), link, link, { password: "a new password", confirmPassword: "other" });
    expect(shown(mismatch.body)).toContain("The passwords do not match.");
    const browser = new CookieJar();
    const done = await postForm(browser, link, link, { password: "jo's new password", confirmPassword: "jo's new password" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/account");
    expect(shown((await browser.send(server, SITE, { method: "GET", url: "/account" })).body)).toContain("Signed in as jo@customers.example");
    expect((await call(old.jar, null, { method: "GET", url: "/api/site-users/account" })).statusCode).toBe(401);
    expect((await signIn("jo@customers.example", "jo's new password")).answer.statusCode).toBe(200);
    expect((await postForm(new CookieJar(), link, link, { password: "yet another one", confirmPassword: "yet another one" })).statusCode).toBe(404);
  });

  it("gives an order placed while signed in to the account, shows it on the account page, and lists customers for owners with the orders permission", async () => {
    await openAccount("kit@customers.example", "kit's password");
    const buyer = await new Buyer(server, SITE).arrive();
    await signIn("kit@customers.example", "kit's password", false, buyer.jar);
    await buyer.add(ids.blendVariant, 1);
    const paid = await buyer.checkout(checkoutBody("kit-order-0000000001"));
    expect(paid.statusCode).toBe(200);
    const guest = await new Buyer(server, SITE).arrive();
    await guest.add(ids.blendVariant, 1);
    expect((await guest.checkout(checkoutBody("guest-order-000000001"))).statusCode).toBe(200);

    const account = (await buyer.send("GET", "/api/site-users/account")).json();
    expect(account.orders).toHaveLength(1);
    expect(account.orders[0]).toMatchObject({ id: paid.json().orderId, status: "Paid" });
    const page = await buyer.jar.send(server, SITE, { method: "GET", url: "/account" });
    expect(page.statusCode).toBe(200);
    const text = shown(page.body);
    expect(text).toContain(account.orders[0].total);
    for (const empty of ["You have no subscriptions.", "You have no memberships.", "You have made no donations."]) expect(text).toContain(empty);
    expect((await server.request(SITE, { method: "GET", url: "/account" })).headers.location).toBe("/account/sign-in");

    const owner = await signedIn(server, SITE, OWNER.email, OWNER.password);
    const list = (await owner.send(server, SITE, { method: "GET", url: "/api/config/customers?search=kit@" })).json();
    expect(list).toMatchObject({ total: 1, customers: [{ email: "kit@customers.example", verified: true, orderCount: 1 }] });
    const kit = list.customers[0].id as string;
    const again = await signIn("kit@customers.example", "kit's password");
    await call(again.jar, again.xsrfToken, {
      method: "POST",
      url: "/api/site-users/account/addresses",
      payload: { name: "Kit", line1: "9 Quay St", city: "Cork", country: "IE" },
    });
    const detail = await owner.send(server, SITE, { method: "GET", url: `/api/config/customers/${kit}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: kit,
      email: "kit@customers.example",
      verified: true,
      orderCount: 1,
      orders: [
        {
          id: paid.json().orderId,
          number: paid.json().orderId.slice(-8).toUpperCase(),
          status: "Paid",
          total: account.orders[0].total,
          lines: [{ quantity: 1 }],
        },
      ],
      addresses: [{ name: "Kit", line1: "9 Quay St", city: "Cork", country: "IE" }],
    });
    expect((await owner.send(server, SITE, { method: "GET", url: "/api/config/customers/000000000000000000000000" })).statusCode).toBe(404);
    expect((await owner.send(server, SITE, { method: "GET", url: "/api/config/customers/not-an-id" })).statusCode).toBe(404);
    const editor = await signedIn(server, SITE, EDITOR.email, EDITOR.password);
    expect((await editor.send(server, SITE, { method: "GET", url: "/api/config/customers" })).statusCode).toBe(403);
    expect((await editor.send(server, SITE, { method: "GET", url: `/api/config/customers/${kit}` })).statusCode).toBe(403);
  });

  it("offers a signed-in customer's saved addresses at checkout, the first filled in with their email, and a guest none", async () => {
    await openAccount("lou@customers.example", "lou's password");
    const buyer = await new Buyer(server, SITE).arrive();
    const { xsrfToken } = await signIn("lou@customers.example", "lou's password", false, buyer.jar);
    for (const payload of [
      { name: "Lou Reed", line1: "1 Elm St", line2: "Apt 3", city: "Springfield", region: "IL", postalCode: "62701", country: "US" },
      { name: "Lou at work", line1: "7 Quay Rd", city: "Cork", country: "IE" },
    ]) {
      expect((await call(buyer.jar, xsrfToken, { method: "POST", url: "/api/site-users/account/addresses", payload })).statusCode).toBe(200);
      ahead += 1000;
    }
    await buyer.add(ids.blendVariant, 1);
    const page = (await buyer.send("GET", "/commerce/goto-checkout")).body;
    expect(page.includes('<legend class="tsr-checkout__label">Your saved addresses</legend>')).toBe(true);
    expect(shown(page)).toContain("Lou Reed, 1 Elm St, Apt 3, 62701 Springfield, IL, US");
    expect(shown(page)).toContain("Lou at work, 7 Quay Rd, Cork, IE");
    expect(shown(page)).toContain("Another address");
    expect(/data-address="\{&quot;name&quot;:&quot;Lou Reed&quot;[^"]*" name="savedAddress" checked=""/.test(page)).toBe(true);
    expect(/data-address="\{&quot;name&quot;:&quot;Lou at work&quot;[^"]*" name="savedAddress" value=/.test(page)).toBe(true);
    for (const [name, value] of [
      ["email", "lou@customers.example"],
      ["name", "Lou Reed"],
      ["line1", "1 Elm St"],
      ["region", "IL"],
      ["postalCode", "62701"],
    ])
      expect(page.includes(`name="${name}" value="${value}"`), name).toBe(true);
    expect(page.includes('<option value="US" selected="">')).toBe(true);

    const guest = await new Buyer(server, SITE).arrive();
    await guest.add(ids.blendVariant, 1);
    const guestPage = (await guest.send("GET", "/commerce/goto-checkout")).body;
    expect(guestPage.includes("savedAddress")).toBe(false);
    expect(guestPage.includes("lou@customers.example")).toBe(false);
  });
});
