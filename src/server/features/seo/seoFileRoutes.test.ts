import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const clock: Clock = { now: () => new Date("2026-11-01T12:00:00.000Z") };

/** The parts of a site file these tests change. */
interface SiteFile {
  website: { extraSettings: Record<string, unknown>; passwordHash: string | null; websiteType: number };
  collections: { urlSlug: string; settings: Record<string, unknown>; passwordHash: string | null }[];
}

/** The demo site with the About page hidden from search engines, the Roastery page behind a password and owner's robots rules. */
function seoSite(identifier: string, change: (site: SiteFile) => void = () => {}): string {
  const site = JSON.parse(demoSiteAs(identifier)) as SiteFile;
  const bySlug = (slug: string) => site.collections.find((c) => c.urlSlug === slug)!;
  bySlug("about").settings = { ...bySlug("about").settings, seo: { hidden: true } };
  bySlug("roastery").passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA";
  site.website.extraSettings = { ...site.website.extraSettings, robotsTxt: "User-agent: *\nDisallow: /cart" };
  change(site);
  return JSON.stringify(site);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>http:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);

describeEachDatabase("a site's sitemap and robots.txt", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), seoSite("seo"));
    await seedSite(
      database(),
      seoSite("seolocked", (site) => (site.website.passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA")),
    );
    await seedSite(
      database(),
      seoSite("seoparked", (site) => (site.website.websiteType = WEBSITE_KIND.PARKING_PAGE)),
    );
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  it("lists the pages, blogs, posts, events, shops and products visitors may read, each with its last change", async () => {
    const response = await server.request("seo", { method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const paths = locs(response.body);
    expect(paths).toEqual(expect.arrayContaining(["/", "/journal", "/contact", "/shop", "/events", "/blocks"]));
    expect(paths.filter((path) => path.startsWith("/journal/"))).toHaveLength(3);
    expect(paths.filter((path) => path.startsWith("/events/"))).toHaveLength(3);
    expect(paths.filter((path) => path.startsWith("/shop/")).length).toBeGreaterThan(0);
    expect(paths).not.toContain("/home");
    expect(paths).not.toContain("/about");
    expect(paths).not.toContain("/roastery");
    expect(response.body).toMatch(/<url><loc>http:\/\/seo\.tessera\.test\/journal<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/);
    for (const path of paths) expect((await server.request("seo", { method: "GET", url: path })).statusCode, path).toBe(200);
  });

  it("answers robots.txt with the owner's rules and the sitemap's absolute address", async () => {
    const response = await server.request("seo", { method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("User-agent: *\nDisallow: /cart\n\nSitemap: http://seo.tessera.test/sitemap.xml\n");
  });

  it("keeps a site behind a password or not published out of search engines", async () => {
    for (const identifier of ["seolocked", "seoparked"]) {
      expect((await server.request(identifier, { method: "GET", url: "/robots.txt" })).body).toBe("User-agent: *\nDisallow: /\n");
      expect(locs((await server.request(identifier, { method: "GET", url: "/sitemap.xml" })).body)).toEqual([]);
    }
  });

  it("is cacheable like pages: an ETag per site version, 304 to a request holding it, gzip to those who take it", async () => {
    const first = await server.request("seo", { method: "GET", url: "/sitemap.xml", headers: { "accept-encoding": "gzip, br" } });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const tag = String(first.headers.etag);
    const again = await server.request("seo", { method: "GET", url: "/sitemap.xml", headers: { "if-none-match": tag } });
    expect(again.statusCode).toBe(304);
    const robots = await server.request("seo", { method: "GET", url: "/robots.txt" });
    expect(robots.headers.etag).not.toBe(tag);
  });

  it("answers not found for a part the sitemap does not have", async () => {
    expect((await server.request("seo", { method: "GET", url: "/sitemap-2.xml" })).statusCode).toBe(404);
  });
});
