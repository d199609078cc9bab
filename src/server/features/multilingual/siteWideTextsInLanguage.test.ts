import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, siteContextOf, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@sitewide.example", password: "owner password 1", roleId: ROLE.ADMIN };

/** A site in English and French that shows an announcement bar, a cookie banner and a popup on every page. */
function announcingSite(identifier: string): string {
  const blocks = [{ id: "cccccccccccccccccccccc01", type: "heading", settings: { text: "Welcome", level: 2 } }];
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: {
      identifier,
      title: `Site ${identifier}`,
      locale: "en-US",
      showAnnouncementBar: true,
      cookieSettings: {
        isCookieBannerEnabled: true,
        cookieBannerAcceptType: "OPT_IN",
        cookieBannerText: "<p>We use cookies to count visits.</p>",
        cookieBannerCtaText: "Accept",
      },
      popupOverlaySettings: { isEnabled: true, title: "Fresh roast", message: "Ten percent off your first bag.", ctaText: "Shop now" },
      extraSettings: {
        announcementBar: { text: "Free shipping this week" },
        multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
      },
    },
    collections: [
      {
        type: 10,
        title: "Home",
        urlSlug: "home",
        navigation: "main",
        position: 0,
        layout: { draft: { blocks }, published: { blocks }, publishedAt: "2026-10-01T09:00:00.000Z" },
      },
    ],
  });
}

describeEachDatabase("the cookie banner's, bars' and popup's words in each language", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "announcing", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const contextAt = async (url: string) => siteContextOf((await server.request("announcing", { method: "GET", url })).body);

  beforeAll(async () => {
    await seedSite(database(), announcingSite("announcing"), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "announcing", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("lists the site-wide texts the site shows as one item to translate", async () => {
    const list = await send("GET", "/api/multilingual/translations/site");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      { id: "site-wide", title: "Cookie banner, bars and popup", group: "", states: [{ locale: "fr-FR", state: "missing" }] },
    ]);
    const view = (await send("GET", "/api/multilingual/translations/site/site-wide")).json() as { texts: { name: string; of: string; text: string }[] };
    expect(view.texts.map((t) => [t.name, t.of, t.text])).toEqual([
      ["announcementBar.text", "announcement bar", "Free shipping this week"],
      ["cookieBanner.text", "cookie banner text", "<p>We use cookies to count visits.</p>"],
      ["cookieBanner.accept", "cookie banner accept", "Accept"],
      ["popup.title", "popup title", "Fresh roast"],
      ["popup.message", "popup message", "Ten percent off your first bag."],
      ["popup.button", "popup button", "Shop now"],
    ]);
  });

  it("shows the translated words on every French page, the primary ones elsewhere, and counts them in the language's progress", async () => {
    const saved = await send("PUT", "/api/multilingual/translations/site/site-wide/fr-FR", {
      fields: {
        "announcementBar.text": "Livraison offerte cette semaine",
        "cookieBanner.text": "<p>Nous comptons les visites avec des cookies.</p><script>x()</script>",
        "cookieBanner.accept": "Accepter",
        "popup.message": "Dix pour cent sur votre premier sachet.",
      },
    });
    expect(saved.statusCode).toBe(200);
    const french = await contextAt("/fr");
    expect(french.announcementBar).toMatchObject({ text: "Livraison offerte cette semaine" });
    expect(french.cookieSettings).toMatchObject({ cookieBannerText: "<p>Nous comptons les visites avec des cookies.</p>", cookieBannerCtaText: "Accepter" });
    expect(french.websiteSettings.popupOverlaySettings).toMatchObject({ title: "Fresh roast", message: "Dix pour cent sur votre premier sachet." });
    const english = await contextAt("/");
    expect(english.announcementBar).toMatchObject({ text: "Free shipping this week" });
    expect(english.cookieSettings).toMatchObject({ cookieBannerText: "<p>We use cookies to count visits.</p>", cookieBannerCtaText: "Accept" });
    const status = (await send("GET", "/api/multilingual/status")).json();
    expect(status.totalSiteTexts).toBe(1);
    expect(status.languages[0].siteTexts).toEqual({ translated: 1, needsTranslation: 0, missing: 0 });
  });

  it("carries the translation on pages made for one request, the search page's too", async () => {
    const search = await contextAt("/fr/search?q=roast");
    expect(search.announcementBar).toMatchObject({ text: "Livraison offerte cette semaine" });
  });
});
