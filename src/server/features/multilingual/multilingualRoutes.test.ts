import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@languages.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@languages.example", password: "viewer password 1", roleId: ROLE.VIEWER };

describeEachDatabase("multilingual routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let viewer: CookieJar;
  let pageIds: string[];
  let pageCount: number;

  const send = (jar: CookieJar, method: "GET" | "PUT" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "cafe", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    const websiteId = await seedSite(database(), demoSiteAs("cafe"), OWNER);
    await seedSite(database(), demoSiteAs("cafe"), VIEWER);
    server = await createTestServer(database());
    owner = await signedIn(server, "cafe", OWNER.email, OWNER.password);
    viewer = await signedIn(server, "cafe", VIEWER.email, VIEWER.password);
    const layouts = await server.services.db.selectFrom("blockLayouts").select("ownerId").where("websiteId", "=", websiteId).execute();
    pageIds = layouts.map((l) => l.ownerId);
    const pages = await server.services.db.selectFrom("collections").select(["id", "type"]).where("websiteId", "=", websiteId).execute();
    // Pages with a layout, shops, blogs and events pages, whose title names them in the navigation and the breadcrumb.
    pageCount = pages.filter(
      (p) => (p.type === COLLECTION_TYPE.PAGE && pageIds.includes(p.id)) || p.type === COLLECTION_TYPE.PRODUCTS || p.type === COLLECTION_TYPE.GENERIC,
    ).length;
  });
  afterAll(() => server.close());

  it("starts with the primary locale only", async () => {
    const settings = await send(viewer, "GET", "/api/multilingual/settings");
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ primaryLocale: "en-US", languages: [], connection: null });
  });

  it("saves additional languages and reports each one's pages as missing until translated", async () => {
    const saved = await send(owner, "PUT", "/api/multilingual/languages", {
      languages: [
        { locale: "fr-FR", pathPrefix: "FR", translatedIds: pageIds.slice(0, 2) },
        { locale: "de", pathPrefix: "de" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().languages).toEqual([
      { locale: "fr-FR", pathPrefix: "fr", translatedIds: pageIds.slice(0, 2), connected: false },
      { locale: "de", pathPrefix: "de", translatedIds: [], connected: false },
    ]);
    const status = await send(viewer, "GET", "/api/multilingual/status");
    const counts = status.json();
    const untouched = (total: number) => ({ translated: 0, needsTranslation: 0, missing: total });
    const none = {
      translatedPages: 0,
      needsTranslationPages: 0,
      missingPages: pageCount,
      posts: untouched(counts.totalPosts),
      products: untouched(counts.totalProducts),
      forms: untouched(counts.totalForms),
      sections: untouched(counts.totalSections),
      siteTexts: untouched(0),
      storeTexts: untouched(1),
      progress: 0,
    };
    expect(counts.totalPosts).toBeGreaterThan(0);
    expect(counts.totalProducts).toBeGreaterThan(0);
    expect(counts).toEqual({
      primaryLocale: "en-US",
      totalPages: pageCount,
      totalPosts: counts.totalPosts,
      totalProducts: counts.totalProducts,
      totalForms: counts.totalForms,
      totalSections: counts.totalSections,
      totalSiteTexts: 0,
      totalStoreTexts: 1,
      languages: [
        { locale: "fr-FR", pathPrefix: "fr", connected: false, ...none },
        { locale: "de", pathPrefix: "de", connected: false, ...none },
      ],
    });
  });

  it("refuses duplicate, primary, clashing and unknown entries with the field at fault", async () => {
    const bad = await send(owner, "PUT", "/api/multilingual/languages", {
      languages: [
        { locale: "en-us", pathPrefix: "en" },
        { locale: "es", pathPrefix: "about" },
        { locale: "ES", pathPrefix: "es" },
        { locale: "it", pathPrefix: "es", translatedIds: ["aaaaaaaaaaaaaaaaaaaaaaaa"] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Some languages are not valid.",
      code: "invalid",
      errors: {
        "languages[0].locale": "Language is the site's primary language.",
        "languages[1].pathPrefix": "Address prefix is the address of a page of the site.",
        "languages[2].locale": "Language is listed twice.",
        "languages[3].pathPrefix": "Address prefix is used by another language.",
        "languages[3].translatedIds[0]": "Translated page is not a page or post of this site.",
      },
    });
    const malformed = await send(owner, "PUT", "/api/multilingual/languages", { languages: [{ locale: "xx-!!", pathPrefix: "a/b" }] });
    expect(malformed.json().errors).toEqual({
      "languages[0].locale": "Language is not a language code such as fr-FR.",
      "languages[0].pathPrefix": "Address prefix must be lowercase letters and digits with inner hyphens, such as fr or pt-br.",
    });
    const tooMany = await send(owner, "PUT", "/api/multilingual/languages", {
      languages: Array.from({ length: 21 }, (_, i) => ({ locale: "fr", pathPrefix: `p${i}` })),
    });
    expect(tooMany.json().errors).toEqual({ languages: "Languages must list at most 20 languages." });
    expect((await send(owner, "GET", "/api/multilingual/settings")).json().languages).toHaveLength(2);
  });

  it("connects a translation service and disconnecting clears every language's connection", async () => {
    const connected = await send(owner, "PUT", "/api/multilingual/connection", { service: "Lingo Cloud", account: "harbor-pine" });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().connection).toMatchObject({ service: "Lingo Cloud", account: "harbor-pine", connectedAt: expect.any(String) });
    expect(connected.json().languages.map((l: { connected: boolean }) => l.connected)).toEqual([true, true]);
    const disconnected = await send(owner, "DELETE", "/api/multilingual/connection");
    expect(disconnected.statusCode).toBe(200);
    expect(disconnected.json()).toMatchObject({ connection: null, languages: [{ connected: false }, { connected: false }] });
    expect((await send(owner, "PUT", "/api/multilingual/connection", { service: "", account: "x" })).statusCode).toBe(400);
  });

  it("lets a viewer read but not change, and a signed-out visitor nothing", async () => {
    expect((await send(viewer, "PUT", "/api/multilingual/languages", { languages: [] })).statusCode).toBe(403);
    expect((await send(viewer, "DELETE", "/api/multilingual/connection")).statusCode).toBe(403);
    expect((await server.request("cafe", { method: "GET", url: "/api/multilingual/status" })).statusCode).toBe(401);
  });
});
