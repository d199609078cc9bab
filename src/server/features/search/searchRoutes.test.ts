import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { createTestServer, seedSite, siteContextOf, type TestServer } from "../../testing/testServer";
import { isTracked } from "../analytics/censusInput";
import { searchSite } from "./testing/searchSite";

const clock = { now: () => new Date("2026-03-01T12:00:00.000Z") };
const LOCK = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

/** The text a visitor reads in some HTML, tags left out. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const resultTitles = (html: string) => [...html.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => `${m[2]} ${m[1]}`);

describeEachDatabase("the search page and the preview's API", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), searchSite("searching"));
    await seedSite(database(), searchSite("private-search", { passwordHash: LOCK }));
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  const get = (url: string, identifier = "searching") => server.request(identifier, { method: "GET", url });

  it("renders the results in the site's page with their kind, title link and marked snippet", async () => {
    const response = await get("/search?q=bay");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toContain("<title>Search: bay — Search searching</title>");
    expect(html).toContain('<meta name="description" content="Search the pages, posts, products and events of Search searching."/>');
    expect(textOf(html)).toContain("1 result for “bay”");
    expect(resultTitles(html)).toEqual(["Lighthouse tours /tours"]);
    expect(html).toContain('<p class="tsr-search-kind">Page</p>');
    expect(html).toMatch(/<p class="tsr-search-snippet">[^<]*lighthouse every Sunday &amp; see the whole <mark>bay<\/mark> from the lamp room\.<\/p>/);
    expect(html).toContain('class="tsr-site-header');
  });

  it("gives its box the search block's preview: the block's island, the box as its input and the preview's hidden list", async () => {
    const html = (await get("/search?q=bay")).body;
    expect(html).toMatch(/<script id="tessera-islands" type="application\/json">\{"search":"\/assets\/island-search-[^"]+\.js"\}<\/script>/);
    expect(html).toContain('<div data-island="search"><form role="search" class="tsr-search-form tsr-search-block__form" action="/search" method="get">');
    expect(html).toContain('<input id="search-page-q" class="tsr-search-block__input" type="search" maxLength="200" autoComplete="off" name="q" value="bay"/>');
    expect(html).toContain('<ul id="search-preview-page" role="listbox" aria-label="Search results" class="tsr-search-preview" data-texts="');
  });

  it("is page type 102, and its page view is not recorded", async () => {
    const context = siteContextOf((await get("/search?q=lighthouse")).body);
    expect(context.pageType).toBe(PAGE_TYPE.SEARCH);
    expect(isTracked(null, { ...context, pageType: context.pageType, pagePath: "/search" } as never, "pageview")).toBe(false);
  });

  it("names the ad pixel's Search event with the words searched, and none without words", async () => {
    expect((await get("/search?q=%20lighthouse%20")).body).toContain(
      '<span hidden="" data-pixel-event="Search" data-pixel-data="{&quot;search_string&quot;:&quot;lighthouse&quot;}"></span>',
    );
    expect((await get("/search")).body).not.toContain("data-pixel-event");
  });

  it("lists the kinds as links and keeps to the one chosen", async () => {
    const everything = (await get("/search?q=lighthouse")).body;
    expect(textOf(everything)).toContain("5 results for “lighthouse”");
    for (const [kind, name] of [
      ["page", "Pages"],
      ["post", "Posts"],
      ["product", "Products"],
      ["event", "Events"],
    ]) {
      expect(everything).toContain(`<a href="/search?q=lighthouse&amp;kind=${kind}">${name}</a>`);
    }
    expect(everything).toContain('<a href="/search?q=lighthouse" aria-current="page">Everything</a>');
    const products = (await get("/search?q=lighthouse&kind=product")).body;
    expect(resultTitles(products)).toEqual(["Lighthouse print /shop/print"]);
    expect(textOf(products)).toContain("1 product for “lighthouse”");
    expect(products).toContain('<a href="/search?q=lighthouse&amp;kind=product" aria-current="page">Products</a>');
  });

  it("says in plain words when there is nothing to search for and when nothing matches", async () => {
    const empty = await get("/search");
    expect(empty.statusCode).toBe(200);
    expect(textOf(empty.body)).toContain("Type a word or two above to search this site.");
    expect(empty.body).not.toContain("tsr-search-kinds");
    const none = await get("/search?q=submarine");
    expect(textOf(none.body)).toContain("Nothing on this site matches “submarine”. Try other words, or fewer of them.");
    expect(resultTitles(none.body)).toEqual([]);
  });

  it("pages the results ten at a time with links to the pages around", async () => {
    const first = (await get("/search?q=lighthouse")).body;
    expect(first).not.toContain('rel="next"');
    const beyond = await get("/search?q=lighthouse&page=2");
    expect(beyond.statusCode).toBe(404);
    expect(beyond.body).toContain('<a href="/search?q=lighthouse" rel="prev">Previous results</a>');
  });

  it("answers a query it cannot read with the reason, in the page", async () => {
    const long = await get(`/search?q=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(textOf(long.body)).toContain("Search for at most 200 characters.");
    const page = await get("/search?q=lighthouse&page=0");
    expect(textOf(page.body)).toContain("Ask for a page by its number.");
  });

  it("shows a site behind a password only its lock screen, and finds nothing there through the API", async () => {
    const locked = await get("/search?q=lighthouse", "private-search");
    expect(locked.statusCode).toBe(401);
    expect(textOf(locked.body)).toContain("This site is private");
    expect(locked.body).not.toContain("Lighthouse tours");
    const api = await get("/api/search?q=lighthouse", "private-search");
    expect(api.json()).toEqual({ total: 0, results: [] });
  });

  it("answers the preview with the first results as JSON, snippets as marked pieces", async () => {
    const response = await get("/api/search?q=bay");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 1,
      results: [
        {
          kind: "page",
          title: "Lighthouse tours",
          url: "/tours",
          snippet: expect.arrayContaining([{ text: "bay", match: true }]),
        },
      ],
    });
    expect((await get("/api/search?q=lighthouse")).json().results).toHaveLength(5);
  });

  it("refuses a preview query that is too long, or of a kind it does not know, in plain words", async () => {
    const long = await get(`/api/search?q=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("Search for at most 200 characters.");
    const kind = await get("/api/search?q=tea&kind=recipes");
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toContain("Choose pages, posts, products or events.");
  });

  it("refuses a visitor's searches past 120 a minute on a site", async () => {
    const answers = [];
    for (let n = 0; n < 121; n++)
      answers.push((await server.request("searching", { method: "GET", url: "/api/search?q=tea", remoteAddress: "192.0.2.7" })).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
  });
});
