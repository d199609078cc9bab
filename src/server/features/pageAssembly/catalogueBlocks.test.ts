import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

interface SiteFile {
  collections: { id?: string; urlSlug: string; layout?: unknown }[];
}

const journalId = newId();
const blocks = [
  { id: newId(), type: "logo", settings: {} },
  { id: newId(), type: "navigation", settings: { screenReaderName: "Pages" } },
  { id: newId(), type: "link", settings: { text: "Read our story", url: "/about", description: "How the roastery started." } },
  { id: newId(), type: "collection-link", settings: { collectionId: journalId } },
  { id: newId(), type: "rss", settings: { blogId: journalId } },
];

/** The demo site with the catalogue's blocks on its home page and its journal's id known. */
function catalogueSite(identifier: string): string {
  const file = JSON.parse(demoSiteAs(identifier, "Harbor & Pine Coffee")) as SiteFile;
  for (const collection of file.collections) {
    if (collection.urlSlug === "home") collection.layout = { draft: { blocks }, published: { blocks } };
    if (collection.urlSlug === "journal") collection.id = journalId;
  }
  return JSON.stringify(file);
}

describeEachDatabase("catalogue blocks", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), catalogueSite("roasters"));
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
    expect(home.body).toContain(
      '<a class="tsr-rss__link" href="/journal/rss.xml" type="application/rss+xml">Subscribe by RSS</a> <a class="tsr-rss__atom" href="/journal/atom.xml" type="application/atom+xml">Atom feed</a>',
    );
  });
});
