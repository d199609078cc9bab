import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@languages.example", password: "owner password 1", roleId: ROLE.ADMIN };
const HEADING = "aaaaaaaaaaaaaaaaaaaaaa01";
const TEXT = "aaaaaaaaaaaaaaaaaaaaaa02";

/** A site of two pages: a home page and an about page with a heading and a text. */
function twoPageSite(identifier: string): string {
  const about = [
    { id: HEADING, type: "heading", settings: { text: "Who we are", level: 2 } },
    { id: TEXT, type: "text", settings: { html: "<p>We roast coffee by the harbour.</p>" } },
  ];
  const home = [{ id: "aaaaaaaaaaaaaaaaaaaaaa03", type: "heading", settings: { text: "Welcome", level: 2 } }];
  const page = (title: string, urlSlug: string, position: number, blocks: unknown[]) => ({
    type: 10,
    title,
    urlSlug,
    navigation: "main",
    position,
    layout: { draft: { blocks }, published: { blocks }, publishedAt: "2026-10-01T09:00:00.000Z" },
  });
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}`, locale: "en-US" },
    collections: [page("Home", "home", 0, home), page("About", "about", 1, about), { ...page("Members", "members", 2, home), navigation: "_memberareas" }],
  });
}

describeEachDatabase("pages in several languages", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let aboutId: string;
  let homeId: string;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "bistro", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("bistro", { method: "GET", url });
  const links = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"(?: hrefLang="([^"]+)")?`, "g"))].map((m) => [m[2] ?? "", m[1]]);

  beforeAll(async () => {
    const websiteId = await seedSite(database(), twoPageSite("bistro"), OWNER);
    await seedSite(database(), twoPageSite("elsewhere"));
    server = await createTestServer(database());
    owner = await signedIn(server, "bistro", OWNER.email, OWNER.password);
    const pages = await server.services.db.selectFrom("collections").select(["id", "urlSlug"]).where("websiteId", "=", websiteId).execute();
    aboutId = pages.find((p) => p.urlSlug === "about")!.id;
    homeId = pages.find((p) => p.urlSlug === "home")!.id;
  });
  afterAll(() => server.close());

  it("answers 404 under a prefix the site has no language for, and links no alternates with one language", async () => {
    expect((await visit("/fr/about")).statusCode).toBe(404);
    const about = await visit("/about");
    expect(about.statusCode).toBe(200);
    expect(about.body).not.toContain("hrefLang");
  });

  it("serves every page under an added language's prefix in the primary text until it is translated, with its alternates", async () => {
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    const page = await visit("/fr/about");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain("Who we are");
    expect(links(page.body, "canonical")).toEqual([["", "http://bistro.tessera.test/fr/about"]]);
    const alternates = [
      ["en-US", "http://bistro.tessera.test/about"],
      ["fr-FR", "http://bistro.tessera.test/fr/about"],
      ["x-default", "http://bistro.tessera.test/about"],
    ];
    expect(links(page.body, "alternate")).toEqual(alternates);
    expect(links((await visit("/about")).body, "alternate")).toEqual(alternates);
    expect(page.body).toContain('href="/fr/about"');
    expect((await visit("/fr")).statusCode).toBe(200);
    expect((await visit("/fr/nothing-here")).statusCode).toBe(404);
    expect((await visit("/de/about")).statusCode).toBe(404);
    // A member area is served under the prefix too, with its alternates like every other page.
    const members = await owner.send(server, "bistro", { method: "GET", url: "/fr/members" });
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain('<html lang="fr-FR"');
    const memberAlternates = [
      ["en-US", "http://bistro.tessera.test/members"],
      ["fr-FR", "http://bistro.tessera.test/fr/members"],
      ["x-default", "http://bistro.tessera.test/members"],
    ];
    expect(links(members.body, "alternate")).toEqual(memberAlternates);
    expect(links((await owner.send(server, "bistro", { method: "GET", url: "/members" })).body, "alternate")).toEqual(memberAlternates);
  });

  it("shows a page's translated title, navigation label and block texts in its language only", async () => {
    const saved = await send("PUT", `/api/multilingual/translations/pages/${aboutId}/fr-FR`, {
      fields: { title: "À propos", [`block.${HEADING}.text`]: "Qui sommes-nous", [`block.${TEXT}.html`]: "" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().languages).toEqual([
      {
        locale: "fr-FR",
        pathPrefix: "fr",
        state: "translated",
        fields: { title: "À propos", [`block.${HEADING}.text`]: "Qui sommes-nous" },
        updatedAt: expect.any(String),
      },
    ]);
    const french = await visit("/fr/about");
    expect(french.body).toContain("<title>À propos — Site bistro</title>");
    expect(french.body).toContain("Qui sommes-nous");
    expect(french.body).toContain("We roast coffee by the harbour.");
    expect(french.body).not.toContain("Who we are");
    expect((await visit("/fr")).body).toContain(">À propos<");
    const english = await visit("/about");
    expect(english.body).toContain("Who we are");
    expect(english.body).not.toContain("À propos");
  });

  it("reports each language's pages translated, needing translation after the primary text changed, and missing", async () => {
    // The member area's page is one of the pages the owner translates, listed and counted like the others.
    const listed = (await send("GET", "/api/multilingual/translations/pages")).json().items as { id: string; title: string }[];
    expect(listed.map((item) => item.title).sort()).toEqual(["About", "Home", "Members"]);
    const membersId = listed.find((item) => item.title === "Members")!.id;
    expect((await send("PUT", `/api/multilingual/translations/pages/${membersId}/fr-FR`, { fields: { title: "Membres" } })).statusCode).toBe(200);
    const none = { translated: 0, needsTranslation: 0, missing: 0 };
    const status = (await send("GET", "/api/multilingual/status")).json();
    expect(status.totalPages).toBe(3);
    expect(status.languages).toEqual([
      {
        locale: "fr-FR",
        pathPrefix: "fr",
        connected: false,
        translatedPages: 2,
        needsTranslationPages: 0,
        missingPages: 1,
        posts: none,
        products: none,
        forms: none,
        sections: none,
        siteTexts: none,
        // The store's texts count as one more item, not translated yet.
        storeTexts: { ...none, missing: 1 },
        progress: 50,
      },
    ]);
    expect((await owner.send(server, "bistro", { method: "GET", url: "/fr/members" })).body).toContain("<title>Membres — Site bistro</title>");
    await server.services.db.updateTable("collections").set({ title: "About us" }).where("id", "=", aboutId).execute();
    expect((await send("GET", "/api/multilingual/status")).json().languages[0]).toMatchObject({
      translatedPages: 1,
      needsTranslationPages: 1,
      missingPages: 1,
    });
    const view = await send("GET", `/api/multilingual/translations/pages/${aboutId}`);
    expect(view.json()).toMatchObject({
      kind: "page",
      itemId: aboutId,
      primaryLocale: "en-US",
      texts: [
        { name: "title", of: "title", text: "About us" },
        { name: `block.${HEADING}.text`, of: "heading", text: "Who we are" },
        { name: `block.${TEXT}.html`, of: "text", text: "<p>We roast coffee by the harbour.</p>", html: "<p>We roast coffee by the harbour.</p>" },
      ],
      languages: [{ locale: "fr-FR", state: "needs-translation" }],
    });
    expect((await send("GET", `/api/multilingual/translations/pages/${homeId}`)).json().languages[0]).toMatchObject({ state: "missing", fields: {} });
  });

  it("lists every page in every language in the sitemap", async () => {
    const sitemap = (await visit("/sitemap.xml")).body;
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(addresses).toEqual(["/", "/fr", "/about", "/fr/about"].map((path) => `http://bistro.tessera.test${path}`));
  });

  it("refuses a language the site does not have, a text the page does not hold, and another site's page", async () => {
    const language = await send("PUT", `/api/multilingual/translations/pages/${aboutId}/de`, { fields: {} });
    expect([language.statusCode, language.json().errors]).toEqual([400, { locale: "Language is not one of the site's languages." }]);
    const field = await send("PUT", `/api/multilingual/translations/pages/${aboutId}/fr-FR`, { fields: { "block.nope.text": "x" } });
    expect([field.statusCode, field.json().errors]).toEqual([400, { "fields.block.nope.text": "Text is not one of the page's texts." }]);
    const others = await server.services.db.selectFrom("collections").select("id").where("urlSlug", "=", "about").execute();
    const foreign = others.map((o) => o.id).find((id) => id !== aboutId)!;
    expect((await send("GET", `/api/multilingual/translations/pages/${foreign}`)).statusCode).toBe(404);
  });
});
