import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { hashPassword } from "../accounts/passwords";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { childText, elementsNamed, parseXml, type XmlElement } from "../../testing/xmlDocument";

/** A category name that breaks XML and HTML unless escaped. */
const HOSTILE = `R&D <lab> "x"`;
const SITE = "http://catfeeds.tessera.test";

/** The demo's shop with its two coffees in "Coffee", the mug in the hostile category and hidden, the guide in it too; locked when a password hash is given. */
function shopSite(identifier: string, passwordHash: string | null = null): string {
  const file = JSON.parse(demoSiteAs(identifier, "Harbor & Pine Coffee"));
  const categories: Record<string, string[]> = {
    "harbor-blend": ["Coffee"],
    "pine-ridge-decaf": ["Coffee"],
    "enamel-camp-mug": [HOSTILE],
    "home-brew-guide": [HOSTILE],
  };
  for (const product of file.products) product.categories = categories[product.urlSlug];
  file.products.find((p: { urlSlug: string }) => p.urlSlug === "enamel-camp-mug").visible = false;
  file.collections.find((c: { urlSlug: string }) => c.urlSlug === "shop").passwordHash = passwordHash;
  return JSON.stringify(file);
}

describeEachDatabase("a shop category's RSS and Atom feeds", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), shopSite("catfeeds"));
    await seedSite(database(), shopSite("lockedcats", await hashPassword("shop password")));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (url: string, site = "catfeeds") => server.request(site, { method: "GET", url });
  const xmlOf = async (url: string, type: string): Promise<XmlElement> => {
    const answer = await get(url);
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers["content-type"]).toBe(`${type}; charset=utf-8`);
    return parseXml(answer.body);
  };

  it("links a category's page to its feeds by <link rel=alternate>", async () => {
    const page = (await get("/shop/category/coffee")).body;
    expect(page).toContain('<link rel="alternate" href="/shop/category/coffee/rss.xml" type="application/rss+xml" title="Coffee — Shop (RSS)"/>');
    expect(page).toContain('<link rel="alternate" href="/shop/category/coffee/atom.xml" type="application/atom+xml" title="Coffee — Shop (Atom)"/>');
    expect((await get("/shop")).body).not.toContain('type="application/rss+xml"');
  });

  it("serves the category's products for sale as RSS 2.0, in the shop's order, each with its link, guid, date, description and category", async () => {
    const rss = await xmlOf("/shop/category/coffee/rss.xml", "application/rss+xml");
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = elementsNamed(rss, "channel");
    expect(childText(channel!, "title")).toBe("Coffee — Shop — Harbor & Pine Coffee");
    expect(childText(channel!, "link")).toBe(`${SITE}/shop/category/coffee`);
    expect(elementsNamed(channel!, "atom:link")[0]!.attributes).toMatchObject({ href: `${SITE}/shop/category/coffee/rss.xml`, rel: "self" });
    const items = elementsNamed(channel!, "item");
    expect(items.map((item) => childText(item, "title"))).toEqual(["Harbor Blend", "Pine Ridge Decaf"]);
    expect(childText(items[0]!, "link")).toBe(`${SITE}/shop/harbor-blend`);
    expect(childText(items[0]!, "guid")).toBe(`${SITE}/shop/harbor-blend`);
    expect(childText(items[0]!, "pubDate")).toMatch(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
    expect(decodeHTML(childText(items[0]!, "description"))).toBe("Our house espresso: dark chocolate, molasses and a little orange peel.");
    expect(elementsNamed(items[0]!, "category").map((c) => c.text)).toEqual(["Coffee"]);
  });

  it("serves the same as Atom 1.0, escaping a category's name, and leaves hidden products out", async () => {
    const atom = await xmlOf("/shop/category/rd-lab-x/atom.xml", "application/atom+xml");
    expect(atom.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(childText(atom, "title")).toBe(`${HOSTILE} — Shop — Harbor & Pine Coffee`);
    expect(atom.children.filter((c) => c.name === "link").map((c) => c.attributes)).toEqual([
      { rel: "alternate", href: `${SITE}/shop/category/rd-lab-x` },
      { rel: "self", href: `${SITE}/shop/category/rd-lab-x/atom.xml` },
    ]);
    const entries = elementsNamed(atom, "entry");
    expect(entries.map((e) => decodeHTML(childText(e, "title")))).toEqual(["Home Brew Guide"]);
    expect(elementsNamed(entries[0]!, "category").map((c) => c.attributes.term)).toEqual([HOSTILE]);
    expect(childText(entries[0]!, "published")).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("answers 404 for an unknown category and for a shop behind a password", async () => {
    expect((await get("/shop/category/tea/rss.xml")).statusCode).toBe(404);
    expect((await get("/shop/category/coffee/rss.xml", "lockedcats")).statusCode).toBe(404);
    expect((await get("/shop/category/coffee/atom.xml", "lockedcats")).statusCode).toBe(404);
  });
});
