import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const clock = { now: () => new Date("2026-11-20T12:00:00.000Z") };

/** Link words that do not say where a link goes: Lighthouse's "Links do not have descriptive text" list (English). */
const VAGUE_LINK_WORDS = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "right here",
  "read more",
  "see more",
  "start",
  "this",
]);

/** Text with its tags left out and its entities read, as a crawler reads a link's words. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** The first link on a page to a path under `prefix` that is a page, not a file (a feed, a calendar). */
function firstLinkUnder(html: string, prefix: string): string {
  const link = new RegExp(`href="(${prefix}[^"?#.]+)"`).exec(html)?.[1];
  if (!link) throw new Error(`no link under ${prefix}`);
  return link;
}

/**
 * What Lighthouse's SEO audits ask of a page, read from its HTML: a title, a description, a
 * language, a canonical address, no "noindex", and links a crawler can follow (an href) whose
 * words say where they go (a "Read more" names its post).
 */
function seoProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/<html lang="[a-z]{2}/.test(html)) problems.push("no language on <html>");
  if (!/<title>[^<]+<\/title>/.test(html)) problems.push("no title");
  if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push("no description");
  if (!/<link rel="canonical" href="https?:\/\/[^"]+"/.test(html)) problems.push("no absolute canonical address");
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) problems.push("kept out of search engines");
  for (const [, attributes = "", inner = ""] of html.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/g)) {
    const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
    const label = /\saria-label="([^"]*)"/.exec(attributes)?.[1];
    const words = label ?? wordsOf(inner);
    if (href === undefined || href.startsWith("javascript:")) problems.push(`the link “${words}” has no address to follow`);
    else if (VAGUE_LINK_WORDS.has(words.toLowerCase().replace(/[.…→›»:!\s]+$/u, "")))
      problems.push(`the link “${words}” to ${href} does not say where it goes`);
  }
  return problems;
}

describeEachDatabase("what every page kind tells search engines", (database) => {
  let server: TestServer;
  const get = async (url: string) => {
    const response = await server.request("seokinds", { method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("seokinds"));
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  it("gives home, a page, the blog, a post, a tag, the shop, a product, the events, an event and the search page a title, a description, a canonical address and links that say where they go", async () => {
    const journal = await get("/journal");
    const shop = await get("/shop");
    const events = await get("/events");
    const paths = [
      "/",
      "/about",
      "/journal",
      firstLinkUnder(journal, "/journal/"),
      "/journal/tag/sourcing",
      "/shop",
      firstLinkUnder(shop, "/shop/"),
      "/events",
      firstLinkUnder(events, "/events/"),
      "/search?q=coffee",
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) found[path] = seoProblems(await get(path));
    expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });

  it("finds a Read more link without its post's title, and a page without a description", () => {
    const page = (body: string, head = '<meta name="description" content="Coffee."/>') =>
      `<html lang="en"><head><title>Journal</title>${head}<link rel="canonical" href="https://x.example/journal"/></head><body>${body}</body></html>`;
    expect(seoProblems(page('<a class="tsr-read-more" href="/journal/a">Read more<span class="tsr-visually-hidden">: Our beans</span></a>'))).toEqual([]);
    expect(seoProblems(page('<a class="tsr-read-more" href="/journal/a">Read more</a>'))).toEqual([
      "the link “Read more” to /journal/a does not say where it goes",
    ]);
    expect(seoProblems(page('<a href="/journal/a">Read more →</a><a>Menu</a>', ""))).toEqual([
      "no description",
      "the link “Read more →” to /journal/a does not say where it goes",
      "the link “Menu” has no address to follow",
    ]);
  });
});
