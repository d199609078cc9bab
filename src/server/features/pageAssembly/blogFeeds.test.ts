import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { hashPassword } from "../accounts/passwords";
import { AccountsService } from "../accounts/accountsService";
import { ROLE } from "../../../domain/enumerations/roles";
import { systemClock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { childText, elementsNamed, parseXml, type XmlElement } from "../../testing/xmlDocument";

/** A title and a tag that break XML and HTML unless escaped, and one that ends a CDATA section. */
const HOSTILE_TITLE = `Beans <&> ]]> "brews" <script>alert(1)</script>`;
const HOSTILE_TAG = `R&D <lab> "x"`;

interface SiteFile {
  collections: { urlSlug: string; navigation?: string; passwordHash?: string | null; items?: { title: string; tags: string[]; categories: string[] }[] }[];
}

/** The demo site (title with an ampersand), its journal's newest post with the hostile title and tag, locked when a password hash is given, among the member areas when asked. */
function feedSite(identifier: string, passwordHash: string | null = null, memberArea = false): string {
  const file = JSON.parse(demoSiteAs(identifier, "Harbor & Pine Coffee")) as SiteFile;
  const journal = file.collections.find((c) => c.urlSlug === "journal")!;
  journal.passwordHash = passwordHash;
  if (memberArea) journal.navigation = "_memberareas";
  journal.items![0]!.title = HOSTILE_TITLE;
  journal.items![0]!.tags.push(HOSTILE_TAG);
  journal.items![1]!.tags.push("sourcing");
  return JSON.stringify(file);
}

const SITE = "http://feeds.tessera.test";

describeEachDatabase("the blogs' RSS and Atom feeds", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), feedSite("feeds"));
    const { accountId } = await new AccountsService(database().db, systemClock).createOwner({
      email: "ada@feeds.example",
      password: "feeds owner password",
      displayName: "Ada <Lovelace> & co",
      siteIdentifier: "feeds",
      roleId: ROLE.ADMIN,
    });
    await database().db.updateTable("items").set({ authorId: accountId }).where("title", "=", HOSTILE_TITLE).execute();
    await seedSite(database(), feedSite("lockedfeeds", await hashPassword("journal password")));
    await seedSite(database(), feedSite("memberfeeds", null, true));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.request("feeds", { method: "GET", url, headers });
  const xmlOf = async (url: string, type: string): Promise<XmlElement> => {
    const answer = await get(url);
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers["content-type"]).toBe(`${type}; charset=utf-8`);
    return parseXml(answer.body);
  };

  it("serves a blog's RSS 2.0 feed: its channel and its live posts newest first, each with link, guid, date, author, excerpt and categories, escaped", async () => {
    const rss = await xmlOf("/journal/rss.xml", "application/rss+xml");
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = elementsNamed(rss, "channel");
    expect(childText(channel!, "title")).toBe("Journal — Harbor & Pine Coffee");
    expect(childText(channel!, "link")).toBe(`${SITE}/journal`);
    expect(childText(channel!, "language")).toBe("en-US");
    expect(elementsNamed(channel!, "atom:link")[0]!.attributes).toMatchObject({ href: `${SITE}/journal/rss.xml`, rel: "self", type: "application/rss+xml" });
    const items = elementsNamed(channel!, "item");
    expect(items.map((item) => childText(item, "title"))).toEqual([HOSTILE_TITLE, "A beginner's guide to pour-over", "Meet our new winter blend"]);
    const [first] = items;
    expect(childText(first!, "link")).toBe(`${SITE}/journal/2026/10/20/how-we-choose-our-beans`);
    expect(childText(first!, "guid")).toBe(`${SITE}/journal/2026/10/20/how-we-choose-our-beans`);
    expect(childText(first!, "pubDate")).toBe("Tue, 20 Oct 2026 13:00:00 GMT");
    expect(childText(first!, "author")).toBe("Ada <Lovelace> & co");
    expect(childText(items[1]!, "author")).toBe("");
    expect(decodeHTML(childText(first!, "description"))).toBe(
      "Cupping tables, farm visits and a lot of spreadsheets: the year-long road from a sample to your bag.",
    );
    expect(elementsNamed(first!, "category").map((c) => c.text)).toEqual(["sourcing", "behind the scenes", HOSTILE_TAG, "Sourcing"]);
  });

  it("serves the same posts as Atom 1.0, whose HTML titles carry the owner's text escaped, never as markup", async () => {
    const atom = await xmlOf("/journal/atom.xml", "application/atom+xml");
    expect(atom.name).toBe("feed");
    expect(atom.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(childText(atom, "title")).toBe("Journal — Harbor & Pine Coffee");
    expect(childText(atom, "id")).toBe(`${SITE}/journal`);
    expect(atom.children.filter((c) => c.name === "link").map((c) => c.attributes)).toEqual([
      { rel: "alternate", href: `${SITE}/journal` },
      { rel: "self", href: `${SITE}/journal/atom.xml` },
    ]);
    const entries = elementsNamed(atom, "entry");
    expect(entries).toHaveLength(3);
    const [first] = entries;
    const title = first!.children.find((c) => c.name === "title")!;
    expect(title.attributes.type).toBe("html");
    expect(title.text).not.toContain("<script>");
    expect(decodeHTML(title.text)).toBe(HOSTILE_TITLE);
    expect(childText(first!, "id")).toBe(`${SITE}/journal/2026/10/20/how-we-choose-our-beans`);
    expect(elementsNamed(first!, "link")[0]!.attributes.href).toBe(`${SITE}/journal/2026/10/20/how-we-choose-our-beans`);
    expect(childText(first!, "published")).toBe("2026-10-20T13:00:00.000Z");
    expect(childText(elementsNamed(first!, "author")[0]!, "name")).toBe("Ada <Lovelace> & co");
    expect(childText(first!, "updated")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(elementsNamed(first!, "category").map((c) => c.attributes.term)).toEqual(["sourcing", "behind the scenes", HOSTILE_TAG, "Sourcing"]);
  });

  it("serves each tag's and category's feeds with only their posts, under the listing's heading", async () => {
    const tagRss = await xmlOf("/journal/tag/sourcing/rss.xml", "application/rss+xml");
    expect(childText(elementsNamed(tagRss, "channel")[0]!, "title")).toBe("Posts tagged “sourcing” — Journal — Harbor & Pine Coffee");
    expect(childText(elementsNamed(tagRss, "channel")[0]!, "link")).toBe(`${SITE}/journal/tag/sourcing`);
    expect(elementsNamed(tagRss, "item").map((item) => childText(item, "title"))).toEqual([HOSTILE_TITLE, "A beginner's guide to pour-over"]);

    const hostileTag = await xmlOf("/journal/tag/rd-lab-x/atom.xml", "application/atom+xml");
    expect(childText(hostileTag, "title")).toBe(`Posts tagged “${HOSTILE_TAG}” — Journal — Harbor & Pine Coffee`);
    expect(elementsNamed(hostileTag, "entry")).toHaveLength(1);

    const categoryAtom = await xmlOf("/journal/category/brewing/atom.xml", "application/atom+xml");
    expect(childText(categoryAtom, "title")).toBe("Posts in “Brewing” — Journal — Harbor & Pine Coffee");
    expect(elementsNamed(categoryAtom, "link").find((l) => l.attributes.rel === "self")!.attributes.href).toBe(`${SITE}/journal/category/brewing/atom.xml`);
    expect(elementsNamed(categoryAtom, "entry").map((e) => decodeHTML(childText(e, "title")))).toEqual(["A beginner's guide to pour-over"]);
  });

  it("answers 304 to a reader that holds the feed's tag, kept until the site changes", async () => {
    const first = await get("/journal/rss.xml");
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"feed\.[0-9a-f]{24}\.\d+\.[\w-]{16}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get("/journal/rss.xml", { "if-none-match": tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get("/journal/atom.xml")).headers.etag).not.toBe(tag);
  });

  it("has no feed for an unknown tag or category, other listings, a blog behind a password or among the member areas, a page or a blog that does not exist", async () => {
    for (const url of [
      "/journal/tag/nothing/rss.xml",
      "/journal/category/nothing/atom.xml",
      "/journal/author/ada/rss.xml",
      "/journal/2026/10/rss.xml",
      "/about/rss.xml",
      "/nothing/atom.xml",
      "/about/tag/x/rss.xml",
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toBe("No feed here.");
    }
    for (const url of ["/journal/rss.xml", "/journal/atom.xml", "/journal/tag/sourcing/rss.xml"]) {
      expect((await server.request("lockedfeeds", { method: "GET", url })).statusCode, url).toBe(404);
      expect((await server.request("memberfeeds", { method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
