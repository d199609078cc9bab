import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { createTestServer, CookieJar, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

describeEachDatabase("page delivery", (database) => {
  let server: TestServer;
  let websiteId: string;
  const get = (url: string, headers: Record<string, string> = {}) => server.request("roast", { method: "GET", url, headers });

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs("roast", "Harbor & Pine Coffee"), { email: "owner@roast.example", password: "owner password 1" });
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("answers a cached page in brotli, gzip or plain by Accept-Encoding, the same page in each, with Vary", async () => {
    const plain = await get("/", {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await get("/", { "accept-encoding": BROWSER_ENCODINGS });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect((await get("/", { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
    expect(br.headers["cache-control"]).toBe("no-cache");
    const uncached = await get("/?x=1", { "accept-encoding": BROWSER_ENCODINGS });
    expect(uncached.headers["content-encoding"]).toBeUndefined();
    expect(uncached.headers.etag).toBeUndefined();
    expect(uncached.headers["cache-control"]).toBe("private, no-cache");
    expect(br.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
  });

  it("compresses the store's pages and the sign-in page, made for one person, by Accept-Encoding; other uncached pages stay plain", async () => {
    const plain = await get("/cart", { "accept-encoding": "identity" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await get("/cart", { "accept-encoding": BROWSER_ENCODINGS });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(br.headers["content-security-policy"]).toMatch(/'nonce-/);
    // Each answer has its own nonce: the pages are compared without it.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(brotliDecompressSync(br.rawPayload).toString())).toBe(withoutNonce(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await get("/cart", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(withoutNonce(gunzipSync(gzip.rawPayload).toString())).toBe(withoutNonce(plain.body));

    const signIn = await get("/config", { "accept-encoding": "gzip" });
    expect(signIn.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(signIn.rawPayload).toString()).toContain('name="password"');
    expect((await get("/?x=1", { "accept-encoding": BROWSER_ENCODINGS })).headers["content-encoding"]).toBeUndefined();
  });

  it("tags each encoding of a page, answers 304 without a body to its tag, and changes the tags when the site changes", async () => {
    const br = await get("/", { "accept-encoding": "br" });
    const gzip = await get("/", { "accept-encoding": "gzip" });
    const plain = await get("/");
    const tags = [br, gzip, plain].map((response) => response.headers.etag as string);
    expect(tags[0]).toMatch(new RegExp(`^"${websiteId}\\.\\d+\\.[\\w-]{16}\\.br"$`));
    expect(tags[1]).toBe(tags[0]!.replace(".br", ".gzip"));
    expect(tags[2]).toBe(tags[0]!.replace(".br", ".identity"));
    expect((await get("/about")).headers.etag).not.toBe(tags[2]);

    const revalidated = await get("/", { "accept-encoding": "br", "if-none-match": tags[0]! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(tags[0]);
    expect(revalidated.headers.vary).toBe("Accept-Encoding");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect((await get("/", { "accept-encoding": "br", "if-none-match": `W/${tags[0]!}` })).statusCode).toBe(304);
    expect((await get("/", { "accept-encoding": "gzip", "if-none-match": tags[0]! })).statusCode).toBe(200);

    await server.services.siteChanges.changed(websiteId);
    const changed = await get("/", { "accept-encoding": "br", "if-none-match": tags[0]! });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tags[0]);
  });

  it("sets no cookie on anonymous pages, assets and static files", async () => {
    const page = await get("/", { "accept-encoding": BROWSER_ENCODINGS });
    expect(page.headers["set-cookie"]).toBeUndefined();
    expect((await get("/menu?x=1")).headers["set-cookie"]).toBeUndefined();
    const script = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec((await get("/")).body)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!, { "accept-encoding": BROWSER_ENCODINGS });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["set-cookie"]).toBeUndefined();
    const still = await get("/static/demo/beans.svg");
    expect(still.statusCode).toBe(200);
    expect(still.headers["set-cookie"]).toBeUndefined();
  });

  it("serves the built .br and .gz of an asset by Accept-Encoding, with Vary", async () => {
    const script = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec((await get("/")).body)![1]!;
    const plain = await get(script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get(script, { "accept-encoding": BROWSER_ENCODINGS });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(script, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gives the crumb at GET /api/crumb (never cached), and a write after a cookie-free page succeeds with it", async () => {
    const jar = new CookieJar();
    const page = await jar.send(server, "roast", { method: "GET", url: "/" });
    expect(page.headers["set-cookie"]).toBeUndefined();
    const refused = await jar.send(server, "roast", { method: "POST", url: "/api/events/Trace", payload: { events: [{ event: "scroll", timestamp: 1 }] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ crumbFail: true });

    const fresh = new CookieJar();
    await fresh.send(server, "roast", { method: "GET", url: "/" });
    const answer = await fresh.send(server, "roast", { method: "GET", url: "/api/crumb" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({ crumb: fresh.get("crumb") });
    expect(fresh.get("crumb")).toMatch(/^[\w-]+\.[\w-]+$/);
    const again = await fresh.send(server, "roast", { method: "GET", url: "/api/crumb" });
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(again.json()).toEqual({ crumb: fresh.get("crumb") });
    const write = await fresh.send(server, "roast", {
      method: "POST",
      url: "/api/events/Trace",
      headers: { "x-csrf-token": fresh.get("crumb")! },
      payload: { events: [{ event: "scroll", timestamp: 1 }] },
    });
    expect(write.statusCode).toBe(202);
  });

  it("still sets the crumb with pages that carry it in their HTML: the sign-in page", async () => {
    const signIn = await get("/config");
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers["set-cookie"]].flat().find((line) => line?.startsWith("crumb="));
    expect(cookie).toBeDefined();
    const crumb = decodeURIComponent(cookie!.split(";")[0]!.slice("crumb=".length));
    expect(signIn.body).toContain(`name="crumb" value="${crumb}"`);
  });
});
