import { describe, expect, it } from "vitest";
import { sitemapDocument, sitemapPartOf, sitemapPartPath, type SitemapEntry } from "./sitemapXml";

const entries: SitemapEntry[] = ["/", "/about", "/journal", "/journal/a&b", "/shop"].map((path, i) => ({
  path,
  lastModified: `2026-10-0${i + 1}T12:00:00.000Z`,
}));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("a site's sitemap", () => {
  it("lists every address absolutely with its last change while they fit in one file", () => {
    const xml = sitemapDocument(entries, "https://cafe.example", null, 5)!;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml)).toEqual([
      "https://cafe.example/",
      "https://cafe.example/about",
      "https://cafe.example/journal",
      "https://cafe.example/journal/a&amp;b",
      "https://cafe.example/shop",
    ]);
    expect(xml).toContain("<url><loc>https://cafe.example/about</loc><lastmod>2026-10-02T12:00:00.000Z</lastmod></url>");
    expect(sitemapDocument(entries, "https://cafe.example", 1, 5)).toBeNull();
  });

  it("becomes an index of parts past the limit, each part listing at most the limit", () => {
    const index = sitemapDocument(entries, "https://cafe.example/", null, 2)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(["https://cafe.example/sitemap-1.xml", "https://cafe.example/sitemap-2.xml", "https://cafe.example/sitemap-3.xml"]);
    expect(index).toContain("<sitemap><loc>https://cafe.example/sitemap-2.xml</loc><lastmod>2026-10-04T12:00:00.000Z</lastmod></sitemap>");
    expect(locs(sitemapDocument(entries, "https://cafe.example", 1, 2)!)).toEqual(["https://cafe.example/", "https://cafe.example/about"]);
    expect(locs(sitemapDocument(entries, "https://cafe.example", 3, 2)!)).toEqual(["https://cafe.example/shop"]);
    expect(sitemapDocument(entries, "https://cafe.example", 4, 2)).toBeNull();
  });

  it("names its parts /sitemap-N.xml and reads the number back", () => {
    expect(sitemapPartPath(12)).toBe("/sitemap-12.xml");
    expect(sitemapPartOf("/sitemap-12.xml")).toBe(12);
    expect(sitemapPartOf("/sitemap-0.xml")).toBeNull();
    expect(sitemapPartOf("/sitemap.xml")).toBeNull();
  });
});
