import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage } from "./compressedPage";
import { PageCache, type CachedPage } from "./pageCache";

const page = (text: string): CachedPage => ({
  bodies: { br: Buffer.from(text), gzip: Buffer.from(text) },
  nonce: "n0nce",
  frameSources: ["https://player.vimeo.com"],
  etag: `"${text}"`,
});

describe("the page cache", () => {
  it("answers the kept page by site, version and path", () => {
    const cache = new PageCache();
    const kept = page("home");
    cache.set(PageCache.key("site", 1, "/"), kept);
    expect(cache.get(PageCache.key("site", 1, "/"))).toBe(kept);
    expect(cache.get(PageCache.key("site", 2, "/"))).toBeUndefined();
  });

  it("refuses any change to a kept page, which every later request is answered with", () => {
    const cache = new PageCache();
    cache.set("k", page("home"));
    const kept = cache.get("k")! as { -readonly [K in keyof CachedPage]: CachedPage[K] };
    expect(() => (kept.nonce = "other")).toThrow(TypeError);
    expect(() => ((kept.bodies as Record<string, Buffer>).br = Buffer.from("x"))).toThrow(TypeError);
    expect(() => (kept.frameSources as string[]).push("https://example.com")).toThrow(TypeError);
  });

  it("keeps at most its bound in bytes, the least recently used page out first", () => {
    const cache = new PageCache(160);
    for (let index = 0; index < 30; index += 1) cache.set(`/${index}`, page("abcd"));
    expect(cache.size).toBe(20);
    expect(cache.get("/9")).toBeUndefined();
    expect(cache.get("/10")).toBeDefined();
  });
});

describe("a page made ready for the cache", () => {
  it("keeps each compressed body in memory of its own size, so the cache's bound counts what it holds", async () => {
    const html = Buffer.from(`<!doctype html><title>Home</title>${"<p>Fresh coffee, roasted on the harbor.</p>".repeat(400)}`);
    const page = await compressPage({ html, nonce: "n0nce", frameSources: [] }, { websiteId: "site", version: 1, path: "/" });
    for (const body of Object.values(page.bodies)) expect(body.buffer.byteLength).toBe(body.length);
    expect(brotliDecompressSync(page.bodies.br).equals(html)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(html)).toBe(true);
  });
});

describe("the page cache across sites", () => {
  it("answers a site's new version with nothing after a change, and keeps another site's pages when one site's are dropped", () => {
    const cache = new PageCache();
    cache.set(PageCache.key("site", 1, "/"), page("home"));
    const other = page("other home");
    cache.set(PageCache.key("other", 4, "/"), other);
    expect(cache.get(PageCache.key("site", 2, "/"))).toBeUndefined();
    cache.dropSite("site");
    expect(cache.get(PageCache.key("site", 1, "/"))).toBeUndefined();
    expect(cache.get(PageCache.key("other", 4, "/"))).toBe(other);
  });
});
