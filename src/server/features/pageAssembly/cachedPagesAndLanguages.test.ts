import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { PageCache } from "./pageCache";

const OWNER = { email: "owner@cached-languages.example", password: "owner password 1", roleId: ROLE.ADMIN };

// The content route asks the page cache before it reads the site's languages. That is right
// because a language's prefix is never a page's address, and because adding a language drops
// every page kept before it: a kept page never hides a language's page or alternates.
describeEachDatabase("cached pages and a language added after them", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let websiteId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs("harbour"), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "harbour", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  const visit = (url: string) => server.request("harbour", { method: "GET", url });
  const version = async () => (await server.services.db.selectFrom("websites").select("version").where("id", "=", websiteId).executeTakeFirstOrThrow()).version;
  const setLanguages = (languages: { locale: string; pathPrefix: string }[]) =>
    owner.send(server, "harbour", {
      method: "PUT",
      url: "/api/multilingual/languages",
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ languages }),
    });

  it("refuses a language whose prefix is the address of a page, so no kept page stands at a language's address", async () => {
    const refused = await setLanguages([{ locale: "fr-FR", pathPrefix: "about" }]);
    expect([refused.statusCode, refused.json().errors]).toEqual([400, { "languages[0].pathPrefix": "Address prefix is the address of a page of the site." }]);
  });

  it("answers a page kept before a language was added with the page in its languages, alternates included", async () => {
    const before = await visit("/about");
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('hrefLang="fr-FR"');
    expect(server.services.pageCache.get(PageCache.key(websiteId, await version(), "/about"), 0)).toBeDefined();
    expect((await visit("/about")).headers.etag).toBe(before.headers.etag);

    expect((await setLanguages([{ locale: "fr-FR", pathPrefix: "fr" }])).statusCode).toBe(200);
    const after = await visit("/about");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('<link rel="alternate" href="http://harbour.tessera.test/fr/about" hrefLang="fr-FR"');
    const search = await visit("/fr/search");
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<html lang="fr-FR"');
  });
});
