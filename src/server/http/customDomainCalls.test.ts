import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { ROLE } from "../../domain/enumerations/roles";
import { onePageSite } from "../testing/siteFiles";
import { CookieJar, cookiesOf, createTestServer, seedSite, siteContextOf, type TestServer } from "../testing/testServer";

// Spec 1 §6 sends a custom domain's secure calls cross-domain to the platform's https host with
// credentials. Here every site answers https on its own custom domain (docs/security.md, "Calls
// stay on the page's own host"), so every call stays same-origin: these tests show that a
// custom domain's pages name no other host to call, its sessions are host-only secure cookies,
// and a credentialed call from any other origin is refused.

const HOST = "www.corner-bakery.example";
const OWNER = { email: "owner@corner-bakery.example", password: "owner password 1" };
const HTTPS = { host: HOST, "x-forwarded-proto": "https" };

describeEachDatabase("calls from a site on its custom domain", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    const site = JSON.parse(onePageSite("bakery", [{ id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Fresh bread", level: 1 } }]));
    site.domains = [{ host: HOST, primary: true }];
    await seedSite(database(), JSON.stringify(site), { ...OWNER, roleId: ROLE.ADMIN });
    server = await createTestServer(database(), { trustProxy: 1 });
  });
  afterAll(() => server.close());

  /** Sends a request to the custom domain over https, with the jar's cookies. */
  const send = (jar: CookieJar, options: { method: "GET" | "POST" | "OPTIONS"; url: string; headers?: Record<string, string>; payload?: string }) =>
    server.app.inject({ ...options, headers: { ...HTTPS, cookie: jar.header(), ...(options.headers ?? {}) } }).then((response) => jar.store(response));

  /** Signs in on the custom domain the way the sign-in form does. */
  async function signInOnDomain(): Promise<CookieJar> {
    const jar = new CookieJar();
    await send(jar, { method: "GET", url: "/config" });
    const signIn = await send(jar, {
      method: "POST",
      url: "/api/auth/Login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...OWNER, crumb: jar.get("crumb")! }).toString(),
    });
    expect(signIn.statusCode).toBe(303);
    const session = cookiesOf(signIn).get("tsr_session");
    expect(session?.attributes).toMatch(/Secure/);
    expect(session?.attributes).toMatch(/HttpOnly/);
    expect(session?.attributes).not.toMatch(/Domain=/i);
    return jar;
  }

  it("serves pages whose links, forms and scripts name no other host to call", async () => {
    const page = await send(new CookieJar(), { method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Fresh bread");
    const targets = [...page.body.matchAll(/(?:href|action|src)="([^"]*)"/g)].map(([, target = ""]) => target);
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) expect(target).not.toContain("tessera.test");
    for (const target of targets.filter((t) => /^https?:/.test(t))) expect(target).toMatch(/^https:\/\/www\.corner-bakery\.example\//);
    // The context names the platform's domain (spec 1 §3) but no address to call there.
    const { appDomain, ...context } = siteContextOf(page.body);
    expect(appDomain).toBe("tessera.test");
    expect(JSON.stringify(context)).not.toContain("tessera.test");
  });

  it("signs the owner in on the custom domain itself, with a host-only secure session cookie", async () => {
    const jar = await signInOnDomain();
    expect((await send(jar, { method: "GET", url: "/api/config/site/settings" })).statusCode).toBe(200);
  });

  it("refuses a credentialed call sent from another origin, and allows no cross-origin reads", async () => {
    const jar = await signInOnDomain();
    const foreign = { origin: "https://bakery.tessera.test" };
    const preflight = await send(jar, {
      method: "OPTIONS",
      url: "/api/config/site/settings",
      headers: { ...foreign, "access-control-request-method": "PUT" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    const read = await send(jar, { method: "GET", url: "/api/config/site/settings", headers: foreign });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    const signOut = await send(jar, { method: "POST", url: "/api/auth/Logout", headers: foreign });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json()).toMatchObject({ code: "crumb_fail", crumbFail: true });
    expect((await send(jar, { method: "GET", url: "/api/config/site/settings" })).statusCode).toBe(200);
  });
});
