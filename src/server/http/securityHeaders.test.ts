import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/testing/testDatabases";
import type { AppDatabase } from "../../db/database";
import { hashPassword } from "../features/accounts/passwords";
import { multipartUpload, testJpeg } from "../features/media/testing";
import { UPLOAD_POLICY } from "../features/media/mediaRoutes";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";
import type { FrameSources } from "../../blocks/frameSources";
import { sitePagePolicy } from "../responses/sitePagePolicy";
import { PERMISSIONS_POLICY } from "./securityHeaders";

/** A policy header as directive → sources. */
function directives(header: unknown): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of String(header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

const PASSWORD = "headers owner password";

describe("security headers on every kind of answer", () => {
  let database: AppDatabase;
  let server: TestServer;
  let owner: CookieJar;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    const locked = JSON.parse(onePageSite("locked", []));
    locked.website.passwordHash = await hashPassword("open sesame");
    await seedSite(database, JSON.stringify(locked));
    await seedSite(
      database,
      onePageSite("shop", [{ id: "aaaaaaaaaaaaaaaaaaaaaaaa", type: "code", settings: { html: "<script>window.ownCode = 1</script>" } }]),
      { email: "owner@headers.example", password: PASSWORD },
    );
    await seedSite(
      database,
      onePageSite("embeds", [
        { id: "bbbbbbbbbbbbbbbbbbbbbbbb", type: "embed", settings: { url: "https://youtu.be/dQw4w9WgXcQ" } },
        { id: "cccccccccccccccccccccccc", type: "embed", settings: { url: "https://soundcloud.com/forss/flickermood" } },
        { id: "dddddddddddddddddddddddd", type: "shape", settings: { shape: "star" } },
      ]),
    );
    server = await createTestServer(database);
    owner = await signedIn(server, "shop", "owner@headers.example", PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const get = (site: string | null, url: string, headers: Record<string, string> = {}) => server.request(site, { method: "GET", url, headers });

  /** What every answer carries, whatever it is. */
  function expectCommon(headers: Record<string, unknown>, label: string): void {
    expect(headers["x-content-type-options"], label).toBe("nosniff");
    expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], label).toBe(PERMISSIONS_POLICY);
    expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"], label).toBeTruthy();
    expect(headers["strict-transport-security"], `${label} over http`).toBeUndefined();
  }

  /** A site page's policy: the page's own nonce on its scripts, framed only by the site. */
  function expectSitePolicy(answer: { headers: Record<string, unknown>; body: string }, label: string, frames: FrameSources = []): string {
    expectCommon(answer.headers, label);
    const policy = directives(answer.headers["content-security-policy"]);
    const nonce = /^'nonce-(.+)'$/.exec(policy["script-src"]?.[0] ?? "")?.[1];
    expect(nonce, label).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(answer.headers["content-security-policy"], label).toBe(sitePagePolicy(nonce!, frames));
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    // JSON and JSON-LD blocks are data, not scripts: the policy does not govern them.
    for (const tag of answer.body.match(/<script\b[^>]*>/g) ?? []) {
      if (!/type="application\/(?:ld\+)?json"/.test(tag)) expect(tag, `${label}: ${tag}`).toContain(`nonce="${nonce}"`);
    }
    return nonce!;
  }

  /** The strict policy: script from the server's own files only, nothing inline. */
  function expectStrictPolicy(headers: Record<string, unknown>, label: string): void {
    expectCommon(headers, label);
    const policy = directives(headers["content-security-policy"]);
    expect(policy["script-src"], label).toEqual(["'self'"]);
    expect(policy["default-src"], label).toEqual(["'self'"]);
    expect(policy["object-src"], label).toEqual(["'none'"]);
    expect(policy["base-uri"], label).toEqual(["'none'"]);
    expect(policy["frame-ancestors"], label).toEqual(["'self'"]);
  }

  it("site pages: rendered, then from the page cache with the same nonce; every render of a change gets a new one", async () => {
    const first = await get("shop", "/");
    const nonce = expectSitePolicy(first, "a rendered page", "any");
    expect(first.body).toContain(`<script nonce="${nonce}">window.ownCode = 1</script>`);
    const cached = await get("shop", "/");
    expect(expectSitePolicy(cached, "a cached page", "any")).toBe(nonce);
    expect(cached.body).toBe(first.body);
    const other = await get("shop", "/?utm=1");
    expect(expectSitePolicy(other, "a page with a query", "any")).not.toBe(nonce);
    const preview = await owner.send(server, "shop", { method: "GET", url: "/" });
    expect(expectSitePolicy({ headers: preview.headers, body: preview.body }, "an owner's preview", "any")).not.toBe(nonce);
  });

  it("a page's frames come only from the providers of its embeds; pages without one allow the site's own frames only", async () => {
    const page = await get("embeds", "/");
    expectSitePolicy(page, "a page with embeds", ["https://w.soundcloud.com", "https://www.youtube-nocookie.com"]);
    expect(directives(page.headers["content-security-policy"])["frame-src"]).toEqual([
      "'self'",
      "https://w.soundcloud.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(
      expectSitePolicy(await get("embeds", "/"), "the cached page with embeds", ["https://w.soundcloud.com", "https://www.youtube-nocookie.com"]),
    ).toBeTruthy();
    const missing = await get("embeds", "/no-such-page");
    expect(directives(missing.headers["content-security-policy"])["frame-src"]).toEqual(["'self'"]);
  });

  it("lock screen, not found, store and newsletter pages carry the site policy", async () => {
    expect((await get("locked", "/")).statusCode).toBe(401);
    expectSitePolicy(await get("locked", "/"), "the lock screen");
    expectSitePolicy(await get("shop", "/no-such-page"), "not found");
    expectSitePolicy(await get("shop", "/commerce/show-cart"), "the cart page");
    expectSitePolicy(await get("shop", "/newsletter/unsubscribe?token=x"), "the unsubscribe page");
  });

  it("the configuration area, its sign-in page, the platform, unknown hosts, API answers and assets carry the strict policy", async () => {
    expectStrictPolicy((await get("shop", "/config")).headers, "the sign-in page");
    expectStrictPolicy((await owner.send(server, "shop", { method: "GET", url: "/config/" })).headers, "the configuration area");
    expectStrictPolicy((await owner.send(server, "shop", { method: "GET", url: "/api/config/me" })).headers, "an API answer");
    expectStrictPolicy((await get(null, "/")).headers, "the platform home");
    expectStrictPolicy((await server.app.inject({ method: "GET", url: "/", headers: { host: "nowhere.example" } })).headers, "an unknown host");
    expectStrictPolicy((await get("shop", "/api/commerce/cart")).headers, "a visitor API answer");
    expectStrictPolicy((await get("shop", "/static/does-not-exist.png")).headers, "a missing static file");
    const login = await owner.send(server, "shop", {
      method: "POST",
      url: "/api/auth/Logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `crumb=${owner.get("crumb")}`,
    });
    expect(login.statusCode).toBe(303);
    expectStrictPolicy(login.headers, "a redirect");
  });

  it("every answer, a cached page or an asset alike, carries helmet's full set of headers", async () => {
    const helmetSet = {
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-site",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": PERMISSIONS_POLICY,
    };
    await get("shop", "/");
    const cached = await get("shop", "/", { "accept-encoding": "br" });
    const script = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec((await get("shop", "/")).body)![1]!;
    for (const answer of [cached, await get("shop", script, { "accept-encoding": "br" }), await get("shop", "/api/commerce/cart")]) {
      expect(answer.headers).toMatchObject(helmetSet);
    }
  });

  it("file links are sandboxed documents", async () => {
    const admin = await signedIn(server, "shop", "owner@headers.example", PASSWORD);
    const body = multipartUpload("photo.jpg", await testJpeg(40, 30));
    const uploaded = await admin.send(server, "shop", {
      method: "POST",
      url: "/api/config/assets",
      payload: body.payload,
      headers: { ...body.headers, "x-csrf-token": admin.get("crumb")! },
    });
    const file = await get("shop", uploaded.json().asset.url);
    expectCommon(file.headers, "a file link");
    expect(file.headers["content-security-policy"]).toBe(UPLOAD_POLICY);
  });

  it("HSTS only when the site is served over https", async () => {
    const secure = await createTestServer(database, { trustProxy: 1 });
    try {
      const over = await secure.request("shop", { method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
      expect(over.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const plain = await secure.request("shop", { method: "GET", url: "/" });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
