import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { SITE_SETTING_DEFINITIONS } from "../../../domain/siteSettings/siteSettingDefinitions";
import { hashPassword } from "../accounts/passwords";
import { websitesRepository } from "../sites/websitesRepository";
import { createTestServer, CookieJar, seedSite, siteContextOf, type TestServer } from "../../testing/testServer";
import { demoSiteAs, onePageSite } from "../../testing/siteFiles";
import { stackedLayout } from "../../../blocks/sections/stackedSection";

/** The site context fields spec 1 §1 and §3 require on every page. */
const SITE_CONTEXT_FIELDS = [
  "website",
  "siteStatus",
  "websiteSettings",
  "appDomain",
  "authenticatedAccount",
  "websiteRoles",
  "pageType",
  "collection",
  "collectionId",
  "cookieSettings",
  "showAnnouncementBar",
  "item",
  "templateId",
  "templateVersion",
  "accessPermissions",
  "websiteLocale",
  "memberLocale",
];

describeEachDatabase("content routes", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("cafe", "Harbor & Pine Coffee"));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("serves the home page with the whole site context", async () => {
    const response = await server.request("cafe", { method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const context = siteContextOf(response.body);
    for (const field of SITE_CONTEXT_FIELDS) expect(context).toHaveProperty(field);
    const settingsInWebsite = SITE_SETTING_DEFINITIONS.filter((definition) => "context" in definition && definition.context === "website");
    expect(Object.keys(context.website).sort()).toEqual(
      ["baseUrl", "id", "siteTitle", "websiteType", ...settingsInWebsite.map((definition) => definition.key)].sort(),
    );
    expect(context.website).toMatchObject({ identifier: "cafe", websiteType: 1, developerMode: false, cloneable: false, baseUrl: "http://cafe.tessera.test" });
    expect(context.siteStatus).toEqual({ value: 8 });
    expect(Object.keys(context.websiteSettings)).toEqual(
      expect.arrayContaining([
        "storeSettings",
        "disqusShortname",
        "commentsEnabled",
        "popupOverlaySettings",
        "mobileInfoBarSettings",
        "pinterestOverlayOptions",
      ]),
    );
    expect(context.websiteSettings.storeSettings).toMatchObject({ expressCheckout: false, measurementStandard: 1 });
    expect(context.websiteSettings.pinterestOverlayOptions).toHaveProperty("mode");
    expect(context).toMatchObject({ appDomain: "tessera.test", authenticatedAccount: null, websiteRoles: [], pageType: PAGE_TYPE.MAIN_CONTENT });
    expect(context.collection).toMatchObject({ title: "Home", type: 10, urlSlug: "home" });
    expect(context.collectionId).toBe(context.collection.id);
    expect(context).toMatchObject({
      item: null,
      templateId: "tessera-classic",
      templateVersion: "8",
      accessPermissions: [],
      websiteLocale: "en-US",
      memberLocale: "en-US",
    });
    expect(response.body).toContain("<title>Harbor &amp; Pine Coffee</title>");
    expect(response.body).toContain('aria-current="page"');
  });

  it("serves a page by its slug as page type 2", async () => {
    const response = await server.request("cafe", { method: "GET", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("About Harbor &amp; Pine</h1>");
    expect(siteContextOf(response.body).pageType).toBe(PAGE_TYPE.PAGE);
    expect((await server.request("cafe", { method: "GET", url: "/about/" })).statusCode).toBe(200);
  });

  it("lists the blog's published posts and serves each post as a content item", async () => {
    const list = await server.request("cafe", { method: "GET", url: "/journal" });
    expect(list.statusCode).toBe(200);
    const hrefs = [...list.body.matchAll(/<h2><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/journal/2026/10/20/how-we-choose-our-beans",
      "/journal/2026/10/06/a-beginners-guide-to-pour-over",
      "/journal/2026/09/22/meet-our-new-winter-blend",
    ]);
    const post = await server.request("cafe", { method: "GET", url: hrefs[0]! });
    expect(post.statusCode).toBe(200);
    const context = siteContextOf(post.body);
    expect(context.pageType).toBe(PAGE_TYPE.CONTENT_ITEM);
    expect(context.item).toMatchObject({ title: "How we choose our beans", recordType: 1 });
    expect(post.body).toContain("<h1>How we choose our beans</h1>");
  });

  it("answers a missing path with the not-found page (type 100, HTTP 404)", async () => {
    for (const url of ["/no-such-page", "/about/deeper", "/journal/2026/01/01/nothing"]) {
      const response = await server.request("cafe", { method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page not found");
      expect(siteContextOf(response.body).pageType).toBe(PAGE_TYPE.NOT_FOUND);
    }
  });

  it("answers a malformed address with a plain 400 that shows no internals", async () => {
    const response = await server.request("cafe", { method: "GET", url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("The address is not valid");
    expect(response.body).not.toMatch(/stack|URIError|at .*\.ts/);
  });

  it("marks interactive blocks as islands and lists only their modules", async () => {
    const home = await server.request("cafe", { method: "GET", url: "/" });
    expect(home.body).toContain('data-island="accordion"');
    expect(home.body).toMatch(
      /<script id="tessera-islands" type="application\/json">\{"accordion":"\/assets\/island-accordion-[^"]+\.js","button":"\/assets\/island-button-[^"]+\.js","image":"\/assets\/island-image-[^"]+\.js","newsletter":"\/assets\/island-newsletter-[^"]+\.js"\}<\/script>/,
    );
    expect(home.body).toMatch(/<script type="module" src="\/assets\/runtime-[^"]+\.js" nonce="[^"]+">/);
    const about = await server.request("cafe", { method: "GET", url: "/about" });
    expect(about.body).not.toContain('data-island="accordion"');
    expect(about.body).toMatch(
      /<script id="tessera-islands" type="application\/json">\{"button":"\/assets\/island-button-[^"]+\.js","image":"\/assets\/island-image-[^"]+\.js","newsletter":"\/assets\/island-newsletter-[^"]+\.js"\}<\/script>/,
    );
  });

  it("renders the accordion with its first item open and ARIA wiring", async () => {
    const home = await server.request("cafe", { method: "GET", url: "/" });
    const triggers = [
      ...home.body.matchAll(/<button type="button" id="([^"]+)" class="tsr-accordion__trigger" aria-expanded="(true|false)" aria-controls="([^"]+)">/g),
    ];
    expect(triggers.map((t) => t[2])).toEqual(["true", "false", "false"]);
    for (const [, buttonId, , panelId] of triggers) {
      expect(home.body).toContain(`id="${panelId}" role="region" aria-labelledby="${buttonId}"`);
    }
  });

  it("serves published pages from the cache until a publish bumps the site version", async () => {
    const site = await websitesRepository.findByIdentifier(database().db, "cafe");
    const before = server.services.pageCache.size;
    await server.request("cafe", { method: "GET", url: "/contact" });
    expect(server.services.pageCache.size).toBe(before + 1);
    await database().db.updateTable("collections").set({ title: "Visit" }).where("websiteId", "=", site!.id).where("urlSlug", "=", "contact").execute();
    const cached = await server.request("cafe", { method: "GET", url: "/contact" });
    expect(cached.body).toContain(">Contact</a>");
    await websitesRepository.bumpVersion(database().db, site!.id, new Date().toISOString());
    server.services.siteChangeBus.publish(site!.id);
    const fresh = await server.request("cafe", { method: "GET", url: "/contact" });
    expect(fresh.body).toContain(">Visit</a>");
  });

  it("renders a page's published layout as read at the site's version until a publish bumps it", async () => {
    const heading = (text: string) => [{ id: "acacacacacacacacacacacac", type: "heading", settings: { text, level: 1 } }];
    await seedSite(database(), onePageSite("republished", heading("First words")));
    const site = await websitesRepository.findByIdentifier(database().db, "republished");
    expect((await server.request("republished", { method: "GET", url: "/?x=1" })).body).toContain("First words");
    await database()
      .db.updateTable("blockLayouts")
      .set({ publishedJson: JSON.stringify(stackedLayout(heading("Second words"))) })
      .where("websiteId", "=", site!.id)
      .execute();
    expect((await server.request("republished", { method: "GET", url: "/?x=2" })).body).toContain("First words");
    await websitesRepository.bumpVersion(database().db, site!.id, new Date().toISOString());
    server.services.siteChangeBus.publish(site!.id);
    const fresh = await server.request("republished", { method: "GET", url: "/?x=3" });
    expect(fresh.body).toContain("Second words");
    expect(fresh.body).not.toContain("First words");
  });

  it("renders a product page from the shop as read at the site's version, so stock shows as the last reported change left it", async () => {
    const site = await websitesRepository.findByIdentifier(database().db, "cafe");
    const soldOut = /<button type="submit" class="tsr-button tsr-product__add" disabled="">Sold out<\/button>/;
    const first = await server.request("cafe", { method: "GET", url: "/shop/harbor-blend?x=1" });
    expect(first.body).toContain(">Add to cart</button>");
    await database().db.updateTable("storeVariants").set({ qtyInStock: 0, unlimited: 0 }).where("websiteId", "=", site!.id).execute();
    expect((await server.request("cafe", { method: "GET", url: "/shop/harbor-blend?x=2" })).body).not.toMatch(soldOut);
    await server.services.store.stockShownChanged(site!.id);
    expect((await server.request("cafe", { method: "GET", url: "/shop/harbor-blend?x=3" })).body).toMatch(soldOut);
  });

  it("gives every rendered page its own nonce, in its scripts and its policy, around the same kept shell", async () => {
    const pages = await Promise.all([1, 2].map((x) => server.request("cafe", { method: "GET", url: `/roastery?x=${x}` })));
    const nonces = pages.map((page) => /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))![1]!);
    expect(nonces[0]).not.toBe(nonces[1]);
    pages.forEach((page, i) => {
      expect(page.body).toContain(`<script type="module" src="/assets/`);
      expect(page.body.match(/ nonce="[^"]*"/g)!.every((attribute) => attribute === ` nonce="${nonces[i]}"`)).toBe(true);
    });
    expect(pages[0]!.body.replaceAll(nonces[0]!, "")).toBe(pages[1]!.body.replaceAll(nonces[1]!, ""));
  });

  it("locks a password-protected page with HTTP 401 until the right password is given", async () => {
    const text = JSON.parse(onePageSite("locked", [{ id: "eeeeeeeeeeeeeeeeeeeeeeee", type: "heading", settings: { text: "Members only", level: 1 } }]));
    text.collections[0].passwordHash = await hashPassword("open sesame");
    await seedSite(database(), JSON.stringify(text));
    const jar = new CookieJar();
    const locked = await jar.send(server, "locked", { method: "GET", url: "/" });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain("This page is protected");
    expect(locked.body).not.toContain("Members only");
    expect(siteContextOf(locked.body)).toMatchObject({ pageType: PAGE_TYPE.LOCK_SCREEN, accessPermissions: ["password"] });

    const crumb = jar.get("crumb")!;
    const wrong = await jar.send(server, "locked", {
      method: "POST",
      url: "/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ password: "nope", crumb }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("That password is not right. Please try again.");

    const right = await jar.send(server, "locked", {
      method: "POST",
      url: "/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ password: "open sesame", crumb }).toString(),
    });
    expect(right.statusCode).toBe(303);
    const open = await jar.send(server, "locked", { method: "GET", url: "/" });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain("Members only");
  });

  it("locks the whole site when it has a site-wide password", async () => {
    const text = JSON.parse(onePageSite("private", [{ id: "ffffffffffffffffffffffff", type: "heading", settings: { text: "Secret home", level: 1 } }]));
    text.website.passwordHash = await hashPassword("site password");
    await seedSite(database(), JSON.stringify(text));
    const response = await server.request("private", { method: "GET", url: "/anything" });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("This site is private");
    expect(response.body).not.toContain("Secret home");
    expect(response.body).not.toContain('aria-label="Main"');
  });

  it("does not show draft posts or unpublished pages to visitors, and shows due scheduled posts", async () => {
    const text = JSON.parse(demoSiteAs("drafts"));
    const blog = text.collections[2];
    blog.items[0].publishState = 4;
    blog.items[1].publishState = 2;
    blog.items[1].publishOn = "2020-01-01T12:00:00.000Z";
    blog.items[2].publishState = 2;
    blog.items[2].publishOn = "2999-01-01T12:00:00.000Z";
    text.collections[1].layout.published = null;
    await seedSite(database(), JSON.stringify(text));
    const list = await server.request("drafts", { method: "GET", url: "/journal" });
    expect([...list.body.matchAll(/<h2><a href="([^"]+)">/g)].map((m) => m[1])).toEqual(["/journal/2020/01/01/a-beginners-guide-to-pour-over"]);
    expect((await server.request("drafts", { method: "GET", url: "/journal/2026/10/20/how-we-choose-our-beans" })).statusCode).toBe(404);
    expect((await server.request("drafts", { method: "GET", url: "/journal/2999/01/01/meet-our-new-winter-blend" })).statusCode).toBe(404);
    expect((await server.request("drafts", { method: "GET", url: "/about" })).statusCode).toBe(404);
  });

  it("serves a splash page (type 3) without the site header, navigation or footer", async () => {
    const text = JSON.parse(onePageSite("cover", [{ id: "abababababababababababab", type: "heading", settings: { text: "Coming soon", level: 1 } }]));
    text.collections[0].settings = { splash: true };
    await seedSite(database(), JSON.stringify(text));
    const response = await server.request("cover", { method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(siteContextOf(response.body).pageType).toBe(PAGE_TYPE.SPLASH_PAGE);
    expect(response.body).toContain("Coming soon");
    expect(response.body).not.toContain("tsr-site-header");
    expect(response.body).not.toContain("tsr-site-footer");
  });

  it("shows member-area pages only to signed-in accounts (type 106, HTTP 403 otherwise)", async () => {
    const text = JSON.parse(onePageSite("members", [{ id: "acacacacacacacacacacacac", type: "heading", settings: { text: "Welcome home", level: 1 } }]));
    text.collections.push({
      type: 10,
      title: "Lounge",
      urlSlug: "lounge",
      navigation: "_memberareas",
      position: 0,
      layout: {
        draft: { blocks: [{ id: "adadadadadadadadadadadad", type: "heading", settings: { text: "Members lounge", level: 1 } }] },
        published: { blocks: [{ id: "adadadadadadadadadadadad", type: "heading", settings: { text: "Members lounge", level: 1 } }] },
      },
    });
    await seedSite(database(), JSON.stringify(text), { email: "member@members.example", password: "member password 1" });
    const denied = await server.request("members", { method: "GET", url: "/lounge" });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain("This page is for members");
    expect(denied.body).not.toContain("Members lounge");
    expect(siteContextOf(denied.body).pageType).toBe(PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED);
    const jar = new CookieJar();
    await jar.send(server, "members", { method: "GET", url: "/config" });
    await jar.send(server, "members", {
      method: "POST",
      url: "/api/auth/Login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "member@members.example", password: "member password 1", crumb: jar.get("crumb")! }).toString(),
    });
    const shown = await jar.send(server, "members", { method: "GET", url: "/lounge" });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Members lounge");
  });

  it("keeps a blog among the member areas, its posts and its listings for signed-in accounts (HTTP 403 otherwise)", async () => {
    const text = JSON.parse(demoSiteAs("memberblog"));
    const journal = text.collections[2];
    journal.navigation = "_memberareas";
    const [post] = journal.items;
    await seedSite(database(), JSON.stringify(text), { email: "reader@memberblog.example", password: "member password 1" });
    const postUrl = "/journal/2026/10/20/how-we-choose-our-beans";
    for (const url of ["/journal", postUrl, "/journal/tag/sourcing", "/journal/2026/10"]) {
      const denied = await server.request("memberblog", { method: "GET", url });
      expect([url, denied.statusCode]).toEqual([url, 403]);
      expect(denied.body).toContain("This page is for members");
      expect(denied.body).not.toContain(post.title);
      expect(denied.headers["cache-control"]).not.toContain("public");
    }
    const jar = new CookieJar();
    await jar.send(server, "memberblog", { method: "GET", url: "/config" });
    await jar.send(server, "memberblog", {
      method: "POST",
      url: "/api/auth/Login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "reader@memberblog.example", password: "member password 1", crumb: jar.get("crumb")! }).toString(),
    });
    const list = await jar.send(server, "memberblog", { method: "GET", url: "/journal" });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(post.title);
    expect((await jar.send(server, "memberblog", { method: "GET", url: postUrl })).statusCode).toBe(200);
  });

  it("serves built scripts with long cache headers and the demo's static files", async () => {
    const home = await server.request("cafe", { method: "GET", url: "/" });
    const runtime = /<script type="module" src="(\/assets\/runtime-[^"]+\.js)" nonce="[^"]+">/.exec(home.body)![1]!;
    const script = await server.request("cafe", { method: "GET", url: runtime });
    expect(script.statusCode).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-type"]).toMatch(/javascript/);
    const image = await server.request("cafe", { method: "GET", url: "/static/demo/hero.svg" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect((await server.request("cafe", { method: "GET", url: "/assets/no-such-file.js" })).statusCode).toBe(404);
  });
});
