import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { BLOG_PAGE_SIZE } from "../../../domain/listingPages";
import { ROLE } from "../../../domain/enumerations/roles";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@words.example", password: "owner password 1", roleId: ROLE.ADMIN };
const clock: Clock = { now: () => new Date("2026-11-10T12:00:00.000Z") };
const POST = "/journal/2026/10/20/how-we-choose-our-beans";

/** The French words of the blog and the events, as an owner types them in the store's translation. */
const FRENCH = {
  postsTagged: "Articles marqués « {name} »",
  postsFrom: "Articles de {date}",
  listPageTitle: "{title} (page {page})",
  readMore: "Lire la suite",
  morePosts: "Autres articles",
  newerPosts: "Articles plus récents",
  olderPosts: "Articles plus anciens",
  postTags: "Mots-clés",
  allPosts: "← Tous les articles",
  upcomingEvents: "Événements à venir",
  pastEvents: "Événements passés",
};

/** The demo site with enough journal posts for a second page. */
function longJournal(): string {
  const text = JSON.parse(demoSiteAs("words"));
  const blog = text.collections[2];
  const [template] = blog.items;
  const more = Array.from({ length: BLOG_PAGE_SIZE }, (_, n) => ({
    ...template,
    id: (0x200000 + n).toString(16).padStart(24, "0"),
    title: `Post ${n}`,
    urlSlug: `post-${n}`,
    publishOn: new Date(Date.UTC(2026, 8, 20 - n, 9)).toISOString(),
    tags: ["home"],
  }));
  blog.items = [...blog.items, ...more];
  return JSON.stringify(text);
}

describeEachDatabase("a blog's and events' own words in the page's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "words", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = async (url: string) => {
    const page = await server.request("words", { method: "GET", url });
    expect([url, page.statusCode]).toEqual([url, 200]);
    return page.body;
  };
  const pagerOf = (html: string) => /<nav class="tsr-pager"[^>]*>(.*?)<\/nav>/.exec(html)?.[0] ?? "";

  beforeAll(async () => {
    await seedSite(database(), longJournal(), OWNER);
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, "words", OWNER.email, OWNER.password);
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("shows the primary words in French until the owner translates them, the dates already in French", async () => {
    const list = await visit("/fr/journal");
    expect(list).toContain("Read more");
    expect(list).toContain("octobre 2026");
    expect(await visit("/fr/journal/page/2")).toContain("<title>Journal, page 2 — ");
  });

  it("shows the translated words on the French listings, their titles and pager, a French post and the French events", async () => {
    expect((await send("PUT", `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, { fields: FRENCH })).statusCode).toBe(200);
    // The blog's words are the store's texts: the status counts them with the rest.
    expect((await send("GET", "/api/multilingual/status")).json().languages[0].storeTexts).toEqual({ translated: 1, needsTranslation: 0, missing: 0 });

    const first = await visit("/fr/journal");
    expect(first).toMatch(
      /<a class="tsr-read-more" href="\/fr\/journal\/[^"]+">Lire la suite<span class="tsr-visually-hidden">: How we choose our beans<\/span><\/a>/,
    );
    expect(first).not.toContain("Read more");
    expect(pagerOf(first)).toBe('<nav class="tsr-pager" aria-label="Autres articles"><a href="/fr/journal/page/2" rel="next">Articles plus anciens</a></nav>');

    const second = await visit("/fr/journal/page/2");
    expect(second).toContain("<title>Journal (page 2) — ");
    expect(pagerOf(second)).toContain('<a href="/fr/journal" rel="prev">Articles plus récents</a>');

    const tag = await visit("/fr/journal/tag/sourcing");
    expect(tag).toContain("<h1>Articles marqués « sourcing »</h1>");
    expect(tag).toContain("<title>Articles marqués « sourcing » — Journal — ");
    expect(await visit("/fr/journal/2026/10")).toContain("<h1>Articles de octobre 2026</h1>");

    const post = await visit(`/fr${POST}`);
    expect(post).toContain('<ul class="tsr-tags" aria-label="Mots-clés">');
    expect(post).toContain('<a href="/fr/journal">← Tous les articles</a>');
    expect(post).toContain("20 octobre 2026");

    const events = await visit("/fr/events");
    expect(events).toContain(">Événements à venir</h2>");
    expect(events).not.toContain("Upcoming events");
    expect(events).toContain("décembre");

    const english = await visit("/journal/tag/sourcing");
    expect(english).toContain("<h1>Posts tagged “sourcing”</h1>");
    expect(english).toContain("Read more");
  });
});
