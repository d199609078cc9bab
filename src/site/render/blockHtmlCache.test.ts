import { describe, expect, it } from "vitest";
import { BlockHtmlCache } from "./blockHtmlCache";

const SITE = "a".repeat(24);
const OTHER_SITE = "b".repeat(24);

/** A site version with stock version 0 unless given. */
const at = (version: number, stockVersion = 0) => ({ version, stockVersion });

describe("BlockHtmlCache", () => {
  it("answers nothing kept at an older stock version of the same site version, and drops it once a newer one is kept", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(3, 0), "product", "<p>In stock</p>");
    cache.set(SITE, at(3, 0), "heading", "<h1>Hi</h1>");
    expect(cache.get(SITE, at(3, 1), "product")).toBeUndefined();
    cache.set(SITE, at(3, 1), "product", "<p>Only 5 left</p>");
    expect(cache.get(SITE, at(3, 1), "product")).toBe("<p>Only 5 left</p>");
    expect(cache.get(SITE, at(3, 0), "heading")).toBeUndefined();
    cache.set(SITE, at(3, 0), "product", "<p>Late</p>");
    expect(cache.get(SITE, at(3, 1), "product")).toBe("<p>Only 5 left</p>");
    expect(cache.usage().entries).toBe(1);
  });

  it("returns what was kept for the same site version and key", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(3), "heading", "<h1>Hi</h1>");
    expect(cache.get(SITE, at(3), "heading")).toBe("<h1>Hi</h1>");
    expect(cache.get(SITE, at(3), "text")).toBeUndefined();
    expect(cache.get(OTHER_SITE, at(3), "heading")).toBeUndefined();
  });

  it("drops a site's entries when an entry of a newer version is kept, and never returns an older version's", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(3), "heading", "<h1>Old</h1>");
    cache.set(SITE, at(3), "text", "<p>Old</p>");
    cache.set(OTHER_SITE, at(7), "heading", "<h1>Other</h1>");
    expect(cache.get(SITE, at(4), "heading")).toBeUndefined();

    cache.set(SITE, at(4), "heading", "<h1>New</h1>");
    expect(cache.get(SITE, at(4), "heading")).toBe("<h1>New</h1>");
    expect(cache.get(SITE, at(4), "text")).toBeUndefined();
    expect(cache.get(SITE, at(3), "heading")).toBeUndefined();
    expect(cache.get(OTHER_SITE, at(7), "heading")).toBe("<h1>Other</h1>");
    expect(cache.usage()).toEqual({ entries: 2, characters: "heading<h1>New</h1>".length + "heading<h1>Other</h1>".length });

    cache.set(SITE, at(3), "text", "<p>Late</p>");
    expect(cache.get(SITE, at(3), "text")).toBeUndefined();
    expect(cache.usage().entries).toBe(2);
  });

  it("stays within its bound by dropping the least recently used entries first", () => {
    const cache = new BlockHtmlCache(30);
    cache.set(SITE, at(1), "a", "<p>aaaaaaa</p>");
    cache.set(SITE, at(1), "b", "<p>bbbbbbb</p>");
    expect(cache.usage()).toEqual({ entries: 2, characters: 30 });
    expect(cache.get(SITE, at(1), "a")).toBe("<p>aaaaaaa</p>");

    cache.set(SITE, at(1), "c", "<p>ccccccc</p>");
    expect(cache.usage()).toEqual({ entries: 2, characters: 30 });
    expect(cache.get(SITE, at(1), "b")).toBeUndefined();
    expect(cache.get(SITE, at(1), "a")).toBe("<p>aaaaaaa</p>");
    expect(cache.get(SITE, at(1), "c")).toBe("<p>ccccccc</p>");

    cache.set(SITE, at(1), "d", "x".repeat(40));
    expect(cache.get(SITE, at(1), "d")).toBeUndefined();
    expect(cache.usage()).toEqual({ entries: 2, characters: 30 });
  });

  it("counts an entry kept again under the same key once", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(1), "a", "<p>1</p>");
    cache.set(SITE, at(1), "a", "<p>22</p>");
    expect(cache.get(SITE, at(1), "a")).toBe("<p>22</p>");
    expect(cache.usage()).toEqual({ entries: 1, characters: "a<p>22</p>".length });
  });

  it("lets go of one key's HTML and its characters on delete, leaving the rest", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(3), "section\n1", "<section>Old</section>");
    cache.set(SITE, at(3), "heading", "<h1>Hi</h1>");
    cache.delete(SITE, "section\n1");
    cache.delete(OTHER_SITE, "heading");
    expect(cache.get(SITE, at(3), "section\n1")).toBeUndefined();
    expect(cache.get(SITE, at(3), "heading")).toBe("<h1>Hi</h1>");
    expect(cache.usage()).toEqual({ entries: 1, characters: "heading".length + "<h1>Hi</h1>".length });
  });

  it("hands out kept HTML as text, which no render can change: a caller's change to what it got is its own", () => {
    const cache = new BlockHtmlCache();
    cache.set(SITE, at(1), "heading", "<h1>Hi</h1>");
    let html = cache.get(SITE, at(1), "heading")!;
    expect(typeof html).toBe("string");
    html += "<script>changed()</script>";
    expect(html).not.toBe("<h1>Hi</h1>");
    expect(cache.get(SITE, at(1), "heading")).toBe("<h1>Hi</h1>");
    expect(() => Object.defineProperty(cache.get(SITE, at(1), "heading"), "length", { value: 0 })).toThrow(TypeError);
  });
});
