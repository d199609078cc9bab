import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, cookiesOf, createTestServer, seedSite, siteContextOf, type TestServer } from "../../testing/testServer";
import { SIGN_IN_FAILED_MESSAGE } from "./accountRules";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const OWNER = { email: "owner@shop.example", password: "a long enough password" };

async function signIn(server: TestServer, jar: CookieJar, identifier: string, email: string, password: string, rememberMe?: string) {
  await jar.send(server, identifier, { method: "GET", url: "/config" });
  return jar.send(server, identifier, {
    method: "POST",
    url: "/api/auth/Login",
    headers: FORM,
    payload: new URLSearchParams({ email, password, crumb: jar.get("crumb")!, returnTo: "/config/", ...(rememberMe ? { rememberMe } : {}) }).toString(),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase("owner sign-in and sign-out", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("shop", [{ id: "aaaaaaaaaaaaaaaaaaaaaaaa", type: "heading", settings: { text: "Shop", level: 1 } }]), OWNER);
    await seedSite(database(), onePageSite("elsewhere", []), { email: "other@else.example", password: "another long password" });
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("shows the sign-in page at /config on the site's own host", async () => {
    const response = await server.request("shop", { method: "GET", url: "/config" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sign in to Site shop");
    expect(response.body).toContain('action="/api/auth/Login"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(cookiesOf(response).get("crumb")?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("signs in with a fresh HttpOnly, SameSite=Lax session cookie of at least 128 random bits", async () => {
    const jar = new CookieJar();
    const response = await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/config/");
    const session = cookiesOf(response).get("tsr_session")!;
    expect(session.attributes).toMatch(/HttpOnly/);
    expect(session.attributes).toMatch(/SameSite=Lax/);
    expect(Buffer.from(session.value, "base64url").length * 8).toBeGreaterThanOrEqual(128);

    const config = await jar.send(server, "shop", { method: "GET", url: "/config/" });
    expect(config.statusCode).toBe(200);
    expect(config.body).not.toContain('action="/api/auth/Login"');
    const me = await jar.send(server, "shop", { method: "GET", url: "/api/config/me" });
    expect(me.json().account.email).toBe(OWNER.email);
    const page = await jar.send(server, "shop", { method: "GET", url: "/" });
    const context = siteContextOf(page.body);
    expect(context.authenticatedAccount).toMatchObject({ email: OWNER.email });
    expect(context.websiteRoles).toEqual([ROLE.ADMIN]);

    const again = await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    expect(cookiesOf(again).get("tsr_session")!.value).not.toBe(session.value);
  });

  it("keeps the session cookie only while the browser is open unless the owner ticks Remember me (email, password, rememberMe)", async () => {
    const page = await server.request("shop", { method: "GET", url: "/config" });
    expect(page.body).toMatch(/<input id="remember-me" type="checkbox" name="rememberMe" value="true"\/><label for="remember-me">Remember me<\/label>/);
    const browserOnly = cookiesOf(await signIn(server, new CookieJar(), "shop", OWNER.email, OWNER.password)).get("tsr_session")!;
    expect(browserOnly.attributes).not.toMatch(/Expires=/);
    const remembered = cookiesOf(await signIn(server, new CookieJar(), "shop", OWNER.email, OWNER.password, "true")).get("tsr_session")!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(remembered.attributes)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(13 * DAY_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

    const jar = new CookieJar();
    await jar.send(server, "shop", { method: "GET", url: "/config" });
    const json = await jar.send(server, "shop", {
      method: "POST",
      url: "/api/auth/Login",
      headers: { "x-csrf-token": jar.get("crumb")! },
      payload: { email: OWNER.email, password: OWNER.password, rememberMe: true },
    });
    expect(json.statusCode).toBe(200);
    expect(cookiesOf(json).get("tsr_session")!.attributes).toMatch(/Expires=/);
  });

  it("answers a wrong password and an unknown account with the same generic message (the form again, 401 as the API answers)", async () => {
    const wrong = await signIn(server, new CookieJar(), "shop", OWNER.email, "not the password");
    const unknown = await signIn(server, new CookieJar(), "shop", "nobody@shop.example", "not the password");
    const otherSite = await signIn(server, new CookieJar(), "shop", "other@else.example", "another long password");
    for (const response of [wrong, unknown, otherSite]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(SIGN_IN_FAILED_MESSAGE);
      expect(cookiesOf(response).has("tsr_session")).toBe(false);
    }
    expect(SIGN_IN_FAILED_MESSAGE).toBe("The email or password is incorrect.");
    const noCrumb = await server.request("shop", { method: "POST", url: "/api/auth/Login", payload: { email: OWNER.email, password: "x" } });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    const jar = new CookieJar();
    await jar.send(server, "shop", { method: "GET", url: "/config" });
    const json = await jar.send(server, "shop", {
      method: "POST",
      url: "/api/auth/Login",
      headers: { "x-csrf-token": jar.get("crumb")! },
      payload: { email: OWNER.email, password: "x" },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toEqual({ error: SIGN_IN_FAILED_MESSAGE, code: "unauthorized" });
  });

  it("does not carry a session from one site to another", async () => {
    const jar = new CookieJar();
    await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    const page = await jar.send(server, "elsewhere", { method: "GET", url: "/" });
    expect(siteContextOf(page.body).authenticatedAccount).toBeNull();
  });

  it("signs out: the session ends and the browser lands on the root with logout=true", async () => {
    const jar = new CookieJar();
    await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    const token = jar.get("tsr_session")!;
    const out = await jar.send(server, "shop", {
      method: "POST",
      url: "/api/auth/Logout",
      headers: FORM,
      payload: new URLSearchParams({ crumb: jar.get("crumb")! }).toString(),
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/?logout=true");
    expect(jar.get("tsr_session")).toBeUndefined();
    const replay = await server.request("shop", { method: "GET", url: "/", headers: { cookie: `tsr_session=${token}` } });
    expect(siteContextOf(replay.body).authenticatedAccount).toBeNull();
  });

  it("signs out from a script with JSON and the crumb in a header", async () => {
    const jar = new CookieJar();
    await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    const out = await jar.send(server, "shop", { method: "POST", url: "/api/auth/Logout", headers: { "x-csrf-token": jar.get("crumb")! } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, redirect: "/?logout=true" });
  });

  it("refuses state-changing calls without a matching crumb, with crumbFail and a fresh crumb", async () => {
    const jar = new CookieJar();
    await signIn(server, jar, "shop", OWNER.email, OWNER.password);
    const forged = await jar.send(server, "shop", { method: "POST", url: "/api/auth/Logout", headers: { "x-csrf-token": "forged.value" } });
    expect(forged.statusCode).toBe(403);
    const body = forged.json();
    expect(body.crumbFail).toBe(true);
    expect(body.crumb).toBe(jar.get("crumb"));
    const retried = await jar.send(server, "shop", { method: "POST", url: `/api/auth/Logout?crumb=${encodeURIComponent(body.crumb)}` });
    expect(retried.statusCode).toBe(200);
  });

  it("limits sign-in attempts per client and site", async () => {
    const jar = new CookieJar();
    // A different email each time: the address's own limit, not an account's lock, answers.
    let last = await signIn(server, jar, "elsewhere", "other@else.example", "wrong");
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) last = await signIn(server, jar, "elsewhere", `other${i}@else.example`, "wrong");
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(last.body).toContain("Too many sign-in attempts");
  });
});
