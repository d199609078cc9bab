import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { childText, elementsNamed, parseXml, type XmlElement } from "../../testing/xmlDocument";

const OWNER = { email: "owner@tongues.example", password: "owner password 1", roleId: ROLE.ADMIN };
const clock: Clock = { now: () => new Date("2026-11-10T12:00:00.000Z") };
const BASE = "http://tongues.tessera.test";
const POST = "/journal/2026/10/20/how-we-choose-our-beans";

/** The demo site with its house blend in an "Espresso" category. */
function demoWithCategory(identifier: string): string {
  const text = JSON.parse(demoSiteAs(identifier));
  text.products[0].categories = ["Espresso"];
  return JSON.stringify(text);
}

/** The head links of a page to its feeds: address and name. */
function feedLinks(html: string): string[][] {
  return [...html.matchAll(/<link rel="alternate" href="([^"]+)" type="application\/(?:rss|atom)\+xml" title="([^"]+)"\/>/g)].map((m) => [
    m[1]!,
    decodeHTML(m[2]!),
  ]);
}

describeEachDatabase("the feeds of a site's additional language", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "tongues", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const get = (url: string) => server.request("tongues", { method: "GET", url });
  const xmlOf = async (url: string): Promise<XmlElement> => {
    const answer = await get(url);
    expect([url, answer.statusCode]).toEqual([url, 200]);
    expect(answer.body).not.toContain("How we choose our beans");
    expect(answer.body).not.toContain("Harbor Blend");
    return parseXml(answer.body);
  };
  const idOf = async (table: "items" | "storeProducts" | "collections", slug: string) =>
    (await database().db.selectFrom(table).select("id").where("urlSlug", "=", slug).executeTakeFirstOrThrow()).id;
  const translate = async (kind: string, id: string, fields: Record<string, string>) =>
    expect((await send("PUT", `/api/multilingual/translations/${kind}/${id}/fr-FR`, { fields })).statusCode).toBe(200);

  beforeAll(async () => {
    await seedSite(database(), demoWithCategory("tongues"), OWNER);
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, "tongues", OWNER.email, OWNER.password);
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    await translate("posts", await idOf("items", "how-we-choose-our-beans"), {
      title: "Comment nous choisissons nos grains",
      excerpt: "Des tables de dégustation aux visites de fermes.",
    });
    await translate("products", await idOf("storeProducts", "harbor-blend"), {
      name: "Mélange du port",
      description: "Notre espresso maison : chocolat noir et écorce d'orange.",
    });
    await translate("pages", await idOf("collections", "shop"), { title: "Boutique" });
    await translate("store", STORE_TEXTS_ITEM, { postsTagged: "Articles marqués « {name} »", postsInCategory: "Articles dans « {name} »" });
  });
  afterAll(() => server.close());

  it("serves the French blog's RSS feed with French titles and excerpts, links under /fr/ and the French language", async () => {
    const rss = await xmlOf("/fr/journal/rss.xml");
    const [channel] = elementsNamed(rss, "channel");
    expect(childText(channel!, "title")).toBe("Journal — Demo tongues");
    expect(childText(channel!, "link")).toBe(`${BASE}/fr/journal`);
    expect(childText(channel!, "language")).toBe("fr-FR");
    expect(elementsNamed(channel!, "atom:link")[0]!.attributes.href).toBe(`${BASE}/fr/journal/rss.xml`);
    const [first] = elementsNamed(channel!, "item");
    expect(childText(first!, "title")).toBe("Comment nous choisissons nos grains");
    expect(childText(first!, "link")).toBe(`${BASE}/fr${POST}`);
    expect(childText(first!, "guid")).toBe(`${BASE}/fr${POST}`);
    expect(decodeHTML(childText(first!, "description"))).toBe("Des tables de dégustation aux visites de fermes.");
    expect(elementsNamed(channel!, "item").every((item) => childText(item, "link").startsWith(`${BASE}/fr/journal/`))).toBe(true);
  });

  it("serves the French Atom feeds of the blog, a tag and a category with xml:lang and the listing's heading in French", async () => {
    const atom = await xmlOf("/fr/journal/atom.xml");
    expect(atom.attributes["xml:lang"]).toBe("fr-FR");
    expect(childText(atom, "id")).toBe(`${BASE}/fr/journal`);
    expect(atom.children.filter((c) => c.name === "link").map((c) => c.attributes.href)).toEqual([`${BASE}/fr/journal`, `${BASE}/fr/journal/atom.xml`]);
    const [entry] = elementsNamed(atom, "entry");
    expect(decodeHTML(childText(entry!, "title"))).toBe("Comment nous choisissons nos grains");
    expect(elementsNamed(entry!, "link")[0]!.attributes.href).toBe(`${BASE}/fr${POST}`);

    const tag = await xmlOf("/fr/journal/tag/sourcing/rss.xml");
    expect(childText(elementsNamed(tag, "channel")[0]!, "title")).toBe("Articles marqués « sourcing » — Journal — Demo tongues");
    expect(childText(elementsNamed(tag, "channel")[0]!, "link")).toBe(`${BASE}/fr/journal/tag/sourcing`);
    const category = await xmlOf("/fr/journal/category/sourcing/atom.xml");
    expect(childText(category, "title")).toBe("Articles dans « Sourcing » — Journal — Demo tongues");
    expect(category.attributes["xml:lang"]).toBe("fr-FR");
  });

  it("serves a shop category's French feeds with the products' French names, links under /fr/ and the shop's French title", async () => {
    const rss = await xmlOf("/fr/shop/category/espresso/rss.xml");
    const [channel] = elementsNamed(rss, "channel");
    expect(childText(channel!, "title")).toBe("Espresso — Boutique — Demo tongues");
    expect(childText(channel!, "link")).toBe(`${BASE}/fr/shop/category/espresso`);
    expect(childText(channel!, "language")).toBe("fr-FR");
    const [product] = elementsNamed(channel!, "item");
    expect(childText(product!, "title")).toBe("Mélange du port");
    expect(childText(product!, "link")).toBe(`${BASE}/fr/shop/harbor-blend`);
    expect(decodeHTML(childText(product!, "description"))).toBe("Notre espresso maison : chocolat noir et écorce d'orange.");
    const atom = await xmlOf("/fr/shop/category/espresso/atom.xml");
    expect(atom.attributes["xml:lang"]).toBe("fr-FR");
    expect(decodeHTML(childText(elementsNamed(atom, "entry")[0]!, "title"))).toBe("Mélange du port");
  });

  it("keeps the primary feeds in English, and links each language's own feeds from its pages", async () => {
    const english = parseXml((await get("/journal/rss.xml")).body);
    expect(childText(elementsNamed(english, "channel")[0]!, "language")).toBe("en-US");
    expect(childText(elementsNamed(elementsNamed(english, "channel")[0]!, "item")[0]!, "link")).toBe(`${BASE}${POST}`);
    expect(parseXml((await get("/journal/atom.xml")).body).attributes["xml:lang"]).toBe("en-US");
    expect((await get("/shop/category/espresso/rss.xml")).body).toContain("<title><![CDATA[Harbor Blend]]></title>");

    expect(feedLinks((await get("/fr/journal")).body)).toEqual([
      ["/fr/journal/rss.xml", "Journal (RSS)"],
      ["/fr/journal/atom.xml", "Journal (Atom)"],
    ]);
    expect(feedLinks((await get(`/fr${POST}`)).body)).toEqual([
      ["/fr/journal/rss.xml", "Journal (RSS)"],
      ["/fr/journal/atom.xml", "Journal (Atom)"],
    ]);
    expect(feedLinks((await get("/fr/journal/tag/sourcing")).body)).toEqual([
      ["/fr/journal/tag/sourcing/rss.xml", "Articles marqués « sourcing » — Journal (RSS)"],
      ["/fr/journal/tag/sourcing/atom.xml", "Articles marqués « sourcing » — Journal (Atom)"],
    ]);
    expect(feedLinks((await get("/fr/shop/category/espresso")).body).map(([href]) => href)).toEqual([
      "/fr/shop/category/espresso/rss.xml",
      "/fr/shop/category/espresso/atom.xml",
    ]);
    expect(feedLinks((await get("/journal")).body)[0]).toEqual(["/journal/rss.xml", "Journal (RSS)"]);
  });

  it("has no feed under a prefix that is no language, nor for a language's listing without feeds", async () => {
    for (const url of [
      "/de/journal/rss.xml",
      "/de/journal/tag/sourcing/atom.xml",
      "/fr/journal/author/ada/rss.xml",
      "/fr/about/rss.xml",
      "/fr/nothing/atom.xml",
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.body]).toEqual([url, 404, "No feed here."]);
    }
  });
});
