import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";

const OWNER = { email: "owner@search-languages.example", password: "owner password 1", roleId: ROLE.ADMIN };

describeEachDatabase("search in each language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  const identifier = "recherche";
  const get = (url: string) => server.request(identifier, { method: "GET", url });
  const send = (method: "PUT", url: string, body: unknown) =>
    owner.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    const translated = await send("PUT", `/api/multilingual/translations/products/${ids.blend}/fr-FR`, {
      fields: { name: "Mélange du port", description: "Notre espresso maison, torréfié au port." },
    });
    expect(translated.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("finds a language's translated words at /fr/search and links its results under /fr", async () => {
    const page = await get("/fr/search?q=M%C3%A9lange");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain('action="/fr/search"');
    expect(page.body).toContain('<a href="/fr/shop/harbor-blend">Mélange du port</a>');
    expect(page.body).toContain('<p class="tsr-search-snippet">Notre espresso maison, torréfié au port.</p>');
    expect((await get("/fr/search?q=espresso")).body).toContain("<mark>espresso</mark>");
    expect(page.body).not.toContain('href="/shop/harbor-blend"');
    // An untranslated product is found by its primary words, still under the language's prefix.
    const mug = await get("/fr/search?q=enamel");
    expect(mug.body).toContain('<a href="/fr/shop/enamel-mug">Enamel Mug</a>');
    expect(mug.body).toContain('href="/fr/search?q=enamel&amp;kind=product"');
  });

  it("keeps each language's words to its own search", async () => {
    const primary = await get("/search?q=M%C3%A9lange");
    expect(primary.statusCode).toBe(200);
    expect(primary.body).not.toContain("Mélange du port");
    expect(primary.body).toContain("Nothing on this site matches “Mélange”.");
    const english = await get("/search?q=harbor");
    expect(english.body).toContain('<a href="/shop/harbor-blend">Harbor Blend</a>');
    expect((await get("/fr/search?q=harbor")).body).not.toContain("Harbor Blend</a>");
  });

  it("answers the preview in the language of the page typed on, and the search page's header in it", async () => {
    const french = (await get("/api/search?q=M%C3%A9lange&locale=fr-FR")).json();
    expect(french.total).toBe(1);
    expect(french.results[0]).toMatchObject({ kind: "product", title: "Mélange du port", url: "/fr/shop/harbor-blend" });
    expect((await get("/api/search?q=M%C3%A9lange")).json().total).toBe(0);
    expect((await get("/api/search?q=M%C3%A9lange&locale=en-US")).json().total).toBe(0);
    expect((await get("/api/search?q=harbor&locale=de-DE")).json().results[0]).toMatchObject({ url: "/shop/harbor-blend" });
    // The search page's navigation links on in the language, and its head names it in every language.
    const page = (await get("/fr/search?q=harbor")).body;
    expect(page).toContain('<a href="/fr/shop">Shop</a>');
    expect(page).toMatch(/<link rel="alternate" href="[^"]*\/search" hrefLang="en-US"/);
    expect(page).toMatch(/<link rel="alternate" href="[^"]*\/fr\/search" hrefLang="fr-FR"/);
  });

  it("leaves a path whose first segment is no language to the site's pages", async () => {
    expect((await get("/de/search?q=harbor")).statusCode).toBe(404);
    expect((await get("/shop/search")).body).not.toContain("tsr-search-form");
  });

  it("speaks the language's words on its search page: title, heading, field, button, kinds, count and empty states", async () => {
    const words = {
      search: "Recherche",
      searchTitle: "Recherche : {query}",
      searchLabel: "Rechercher sur ce site",
      searchButton: "Rechercher",
      searchKinds: "Types de résultat",
      searchEverything: "Tout",
      searchProduct: "Produit",
      searchProducts: "Produits",
      searchStart: "Tapez un mot ou deux ci-dessus pour chercher sur ce site.",
      searchNothing: "Rien sur ce site ne correspond à « {query} ».",
      searchCount: "{count} {found} pour « {query} »",
      searchResult: "résultat",
    };
    expect((await send("PUT", `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, { fields: words })).statusCode).toBe(200);
    const start = (await get("/fr/search")).body;
    expect(start).toContain("<title>Recherche — ");
    expect(start).toContain("<h1>Recherche</h1>");
    expect(start).toContain('<label for="search-page-q">Rechercher sur ce site</label>');
    expect(start).toContain(">Rechercher</button>");
    expect(start).toContain("Tapez un mot ou deux ci-dessus pour chercher sur ce site.");
    const found = (await get("/fr/search?q=M%C3%A9lange")).body;
    expect(found).toContain("<title>Recherche : Mélange — ");
    expect(found).toContain('<nav class="tsr-search-kinds" aria-label="Types de résultat">');
    expect(found).toContain('aria-current="page">Tout</a>');
    expect(found).toContain(">Produits</a>");
    expect(found).toContain("1 résultat pour « Mélange »");
    expect(found).toContain('<p class="tsr-search-kind">Produit</p>');
    expect((await get("/fr/search?q=zzzz")).body).toContain("Rien sur ce site ne correspond à « zzzz ».");
    // Searching one kind, the count names it in the language; the primary search page keeps its own words.
    expect((await get("/fr/search?q=M%C3%A9lange&kind=product")).body).toContain("1 produit pour « Mélange »");
    const english = (await get("/search?q=harbor")).body;
    expect(english).toContain("<h1>Search</h1>");
    expect(english).toContain("1 result for “harbor”");
  });
});
