import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { PlatformAdmins } from "./platformAdmins";

const ADMIN = { email: "root@site-list.example", password: "platform password 1" };
const SITES = 27;

/** The identifiers of the site cards on a platform home, in the order shown. */
const identifiersOn = (html: string) => [...html.matchAll(/<dt>Identifier<\/dt><dd>([^<]+)<\/dd>/g)].map((match) => match[1]!);

describeEachDatabase("the platform's list of sites, a page at a time", (database) => {
  let server: TestServer;
  let admin: CookieJar;
  const home = async (query = "") => (await admin.send(server, null, { method: "GET", url: `/${query}` })).body;

  beforeAll(async () => {
    await new PlatformAdmins(database().db, { now: () => new Date() }).create(ADMIN);
    for (let n = 1; n <= SITES; n++) {
      const identifier = `shop-${String(n).padStart(2, "0")}`;
      await seedSite(database(), onePageSite(identifier, [], { title: n % 9 === 0 ? `Lighthouse Books ${n}` : `Corner Shop ${n}` }));
    }
    server = await createTestServer(database());
    admin = new CookieJar();
    await admin.send(server, null, { method: "GET", url: "/" });
    const form = new URLSearchParams({ ...ADMIN, crumb: admin.get("crumb")! }).toString();
    await admin.send(server, null, {
      method: "POST",
      url: "/platform/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form,
    });
  });
  afterAll(() => server.close());

  it("shows 50 sites unless asked for another count, at most 200, and the first page for a count it cannot take", async () => {
    const first = await home();
    expect(identifiersOn(first)).toHaveLength(SITES);
    expect(first).toContain(`${SITES} sites`);
    expect(first).not.toContain('rel="next"');
    expect(identifiersOn(await home("?limit=10"))).toHaveLength(10);
    for (const query of ["?limit=201", "?limit=0", "?offset=-3"]) expect(identifiersOn(await home(query))).toHaveLength(SITES);
  });

  it("pages by identifier with Previous and Next links, each site once; the last page holds the rest", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < SITES; offset += 10) {
      const page = await home(`?limit=10&offset=${offset}`);
      seen.push(...identifiersOn(page));
      expect(page).toContain(`Sites ${offset + 1}–${Math.min(offset + 10, SITES)} of ${SITES}`);
      expect(page.includes('rel="prev"')).toBe(offset > 0);
      expect(page.includes('rel="next"')).toBe(offset + 10 < SITES);
    }
    expect(seen).toEqual(Array.from({ length: SITES }, (_, n) => `shop-${String(n + 1).padStart(2, "0")}`));
    expect(await home("?limit=10&offset=10")).toContain('href="/?offset=20" rel="next"');
    expect(await home("?offset=100")).toContain("There are no more sites.");
  });

  it("finds sites by a part of their identifier or title, whatever its case, keeping the search in the page links", async () => {
    expect(identifiersOn(await home("?search=LIGHTHOUSE"))).toEqual(["shop-09", "shop-18", "shop-27"]);
    expect(identifiersOn(await home("?search=shop-2"))).toEqual(["shop-20", "shop-21", "shop-22", "shop-23", "shop-24", "shop-25", "shop-26", "shop-27"]);
    const searched = await home("?search=corner&limit=10");
    expect(searched).toContain("Sites 1–10 of 24");
    expect(searched).toContain('href="/?search=corner&amp;offset=10" rel="next"');
    expect(searched).toContain('value="corner"');
    const none = await home("?search=bakery");
    expect(none).toContain("No sites match “bakery”.");
    expect(identifiersOn(none)).toEqual([]);
  });
});
