import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage } from "./compressedPage";
import { PageCache, type CachedPage } from "./pageCache";

const page = (text: string, stockVersion: number | null = null): CachedPage => ({
  bodies: { br: Buffer.from(text), gzip: Buffer.from(text) },
  policy: "script-src 'nonce-n0nce'",
  etag: `"${text}"`,
  stockVersion,
});

describe("the page cache", () => {
  it("answers the kept page by site, version and path", () => {
    const cache = new PageCache();
    const kept = page("home");
    cache.set(PageCache.key("site", 1, "/"), kept);
    expect(cache.get(PageCache.key("site", 1, "/"), 0)).toBe(kept);
    expect(cache.get(PageCache.key("site", 2, "/"), 0)).toBeUndefined();
  });

  it("answers a page showing stock lines only at the stock version it was rendered at, and any other page at every stock version", () => {
    const cache = new PageCache();
    const product = page("product", 3);
    const blog = page("blog");
    cache.set(PageCache.key("site", 1, "/shop/beans"), product);
    cache.set(PageCache.key("site", 1, "/journal"), blog);
    expect(cache.get(PageCache.key("site", 1, "/shop/beans"), 3)).toBe(product);
    expect(cache.get(PageCache.key("site", 1, "/shop/beans"), 4)).toBeUndefined();
    expect(cache.get(PageCache.key("site", 1, "/journal"), 4)).toBe(blog);
    const again = page("product again", 4);
    cache.set(PageCache.key("site", 1, "/shop/beans"), again);
    expect(cache.get(PageCache.key("site", 1, "/shop/beans"), 4)).toBe(again);
    expect(cache.size).toBe(2);
  });

  it("refuses any change to a kept page, which every later request is answered with", () => {
    const cache = new PageCache();
    cache.set("k", page("home"));
    const kept = cache.get("k", 0)! as { -readonly [K in keyof CachedPage]: CachedPage[K] };
    expect(() => (kept.policy = "other")).toThrow(TypeError);
    expect(() => ((kept.bodies as Record<string, Buffer>).br = Buffer.from("x"))).toThrow(TypeError);
  });

  it("keeps at most its bound in bytes, the least recently used page out first", () => {
    const cache = new PageCache(160);
    for (let index = 0; index < 30; index += 1) cache.set(`/${index}`, page("abcd"));
    expect(cache.size).toBe(20);
    expect(cache.get("/9", 0)).toBeUndefined();
    expect(cache.get("/10", 0)).toBeDefined();
  });
});

describe("a page made ready for the cache", () => {
  it("keeps each compressed body in memory of its own size, so the cache's bound counts what it holds", async () => {
    const html = Buffer.from(`<!doctype html><title>Home</title>${"<p>Fresh coffee, roasted on the harbor.</p>".repeat(400)}`);
    const page = await compressPage({ html, nonce: "n0nce", frameSources: [] }, { websiteId: "site", version: 1, stockVersion: null, path: "/" });
    for (const body of Object.values(page.bodies)) expect(body.buffer.byteLength).toBe(body.length);
    expect(brotliDecompressSync(page.bodies.br).equals(html)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(html)).toBe(true);
  });

  it("tags a page by site, version and path, and a page showing stock lines by its stock version too", async () => {
    const html = Buffer.from("<!doctype html><title>Beans</title>");
    const plain = await compressPage({ html, nonce: "n0nce", frameSources: [] }, { websiteId: "site", version: 1, stockVersion: null, path: "/" });
    expect(plain.etag).toMatch(/^site\.1\.[\w-]{16}$/);
    const stocked = await compressPage({ html, nonce: "n0nce", frameSources: [] }, { websiteId: "site", version: 1, stockVersion: 7, path: "/" });
    expect(stocked.etag).toMatch(/^site\.1-7\.[\w-]{16}$/);
    expect(stocked.stockVersion).toBe(7);
  });
});

describe("the page cache across sites", () => {
  it("answers a site's new version with nothing after a change, and keeps another site's pages when one site's are dropped", () => {
    const cache = new PageCache();
    cache.set(PageCache.key("site", 1, "/"), page("home"));
    const other = page("other home");
    cache.set(PageCache.key("other", 4, "/"), other);
    expect(cache.get(PageCache.key("site", 2, "/"), 0)).toBeUndefined();
    cache.dropSite("site");
    expect(cache.get(PageCache.key("site", 1, "/"), 0)).toBeUndefined();
    expect(cache.get(PageCache.key("other", 4, "/"), 0)).toBe(other);
  });
});
