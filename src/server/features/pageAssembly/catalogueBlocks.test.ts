import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { hashPassword } from "../accounts/passwords";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

interface SiteFile {
  collections: { id?: string; urlSlug: string; title: string; passwordHash?: string | null; layout?: unknown; items?: { title: string }[] }[];
}

const journalId = newId();
const blocks = [
  { id: newId(), type: "logo", settings: {} },
  { id: newId(), type: "navigation", settings: { screenReaderName: "Pages" } },
  { id: newId(), type: "link", settings: { text: "Read our story", url: "/about", description: "How the roastery started." } },
  { id: newId(), type: "collection-link", settings: { collectionId: journalId } },
  { id: newId(), type: "rss", settings: { blogId: journalId } },
];

/** The demo site with the catalogue's blocks on its home page, its journal's id known, a post's title needing escaping; the journal locked when a password hash is given. */
function catalogueSite(identifier: string, journalPasswordHash: string | null = null): string {
  const file = JSON.parse(demoSiteAs(identifier, "Harbor & Pine Coffee")) as SiteFile;
  for (const collection of file.collections) {
    if (collection.urlSlug === "home") collection.layout = { draft: { blocks }, published: { blocks } };
    if (collection.urlSlug === "journal") {
      collection.id = identifier === "roasters" ? journalId : newId();
      collection.passwordHash = journalPasswordHash;
      collection.items![0]!.title = "Beans <&> brews";
    }
  }
  return JSON.stringify(file);
}

describeEachDatabase("catalogue blocks and the blog feed", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), catalogueSite("roasters"));
    await seedSite(database(), catalogueSite("lockedjournal", await hashPassword("journal password")));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("draws the logo, the navigation with the current page, a link, a collection link with its count and the feed link", async () => {
    const home = await server.request("roasters", { method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<a class="tsr-logo tsr-logo--medium" href="/"><span class="tsr-logo__title">Harbor &amp; Pine Coffee</span></a>');
    expect(home.body).toContain('<nav class="tsr-navigation tsr-navigation--horizontal" aria-label="Pages">');
    expect(home.body).toContain('<a class="tsr-navigation__link" href="/" aria-current="page">Home</a>');
    expect(home.body).toContain('<a class="tsr-navigation__link" href="/about">About</a>');
    expect(home.body).toMatch(/<a class="tsr-link__anchor" href="\/about" aria-describedby="link-description-[0-9a-f]{24}">Read our story<\/a>/);
    expect(home.body).toContain('<h3 class="tsr-collection-link__title"><a href="/journal">Journal</a></h3>');
    expect(home.body).toContain('<p class="tsr-collection-link__count">3 posts</p>');
    expect(home.body).toContain('<a class="tsr-rss__link" href="/journal/rss.xml" type="application/rss+xml">Subscribe by RSS</a>');
  });

  it("serves the blog's RSS 2.0 feed with its live posts, newest first, escaped", async () => {
    const feed = await server.request("roasters", { method: "GET", url: "/journal/rss.xml" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body).toContain("<title>Journal — Harbor &amp; Pine Coffee</title>");
    expect(feed.body).toContain("<link>http://roasters.tessera.test/journal</link>");
    const titles = [...feed.body.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Beans &lt;&amp;&gt; brews", "A beginner&apos;s guide to pour-over", "Meet our new winter blend"]);
    expect(feed.body).toContain("<pubDate>Tue, 20 Oct 2026 13:00:00 GMT</pubDate>");
  });

  it("has no feed for a blog behind a password, a page that is not a blog or a blog that does not exist", async () => {
    expect((await server.request("lockedjournal", { method: "GET", url: "/journal/rss.xml" })).statusCode).toBe(404);
    expect((await server.request("roasters", { method: "GET", url: "/about/rss.xml" })).statusCode).toBe(404);
    expect((await server.request("roasters", { method: "GET", url: "/nothing/rss.xml" })).statusCode).toBe(404);
  });
});
