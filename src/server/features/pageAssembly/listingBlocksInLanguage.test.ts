import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { childText, elementsNamed, parseXml } from "../../testing/xmlDocument";

const OWNER = { email: "owner@listes.example", password: "owner password 1", roleId: ROLE.ADMIN };
const clock: Clock = { now: () => new Date("2026-11-10T12:00:00.000Z") };
const JOURNAL_DESCRIPTION = "Notes from the roastery: sourcing trips, brewing guides and news.";
const JOURNAL_SEO_DESCRIPTION = "The roastery's journal, as search engines tell it.";
const FRENCH_DESCRIPTION = "Nouvelles de la brûlerie : voyages d'achat, guides d'infusion et actualités.";

/** The French words of the listing blocks, as the owner translates them among the store's words. */
const FRENCH_WORDS = {
  allPostsTagged: "Tous les articles marqués « {name} »",
  noPostsTagged: "Aucun article marqué « {name} » pour l'instant.",
  allPostsInCategory: "Tous les articles dans « {name} »",
  allPostsFrom: "Tous les articles : {date}",
  archiveOf: "Archives de {blog}",
  archivePost: "article",
  archivePosts: "articles",
  noAuthors: "Aucun auteur pour l'instant.",
  onePost: "1 article",
  postCount: "{count} articles",
  postTags: "Mots-clés",
  summaryShowing: "Éléments {first} à {last} sur {total}",
  summaryRefreshFailed: "Ces éléments n'ont pas pu être actualisés. Réessayez plus tard.",
  atomFeed: "Flux Atom",
  previousMonth: "Mois précédent, {month}",
  nextMonth: "Mois suivant, {month}",
  regularPrice: "Prix habituel",
  salePrice: "Prix soldé",
  saleMark: "Soldes",
};

/** The demo site with an SEO description on its journal, which has no translation. */
function demoWithJournalSeo(): string {
  const site = JSON.parse(demoSiteAs("listes")) as { collections: { urlSlug: string; settings: Record<string, unknown> }[] };
  const journal = site.collections.find((c) => c.urlSlug === "journal")!;
  journal.settings = { ...journal.settings, seo: { description: JOURNAL_SEO_DESCRIPTION } };
  return JSON.stringify(site);
}

describeEachDatabase("the listing blocks and blog descriptions of a site's additional language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const visitor = new CookieJar();

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "listes", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = async (url: string) => {
    const answer = await server.request("listes", { method: "GET", url });
    expect([url, answer.statusCode]).toEqual([url, 200]);
    return answer.body;
  };
  const idOf = async (table: "items" | "storeProducts" | "collections", slug: string) =>
    (await database().db.selectFrom(table).select("id").where("urlSlug", "=", slug).executeTakeFirstOrThrow()).id;
  const translate = async (kind: string, id: string, fields: Record<string, string>) =>
    expect((await send("PUT", `/api/multilingual/translations/${kind}/${id}/fr-FR`, { fields })).statusCode).toBe(200);

  beforeAll(async () => {
    await seedSite(database(), demoWithJournalSeo(), OWNER);
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, "listes", OWNER.email, OWNER.password);
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    await translate("posts", await idOf("items", "how-we-choose-our-beans"), {
      title: "Comment nous choisissons nos grains",
      excerpt: "Des tables de dégustation aux visites de fermes.",
    });
    await translate("posts", await idOf("items", "a-beginners-guide-to-pour-over"), { title: "Le filtre pour débutants" });
    await translate("products", await idOf("storeProducts", "harbor-blend"), { name: "Mélange du port" });
    await translate("pages", await idOf("collections", "journal"), { title: "Carnet", description: FRENCH_DESCRIPTION });
    await translate("store", STORE_TEXTS_ITEM, FRENCH_WORDS);
  });
  afterAll(() => server.close());

  it("shows the post lists' own words, the posts' titles and the summaries' items in French under /fr/", async () => {
    const blocks = decodeHTML(await visit("/fr/blocks"));
    expect(blocks).toContain("Tous les articles marqués « brewing »");
    expect(blocks).toContain("Tous les articles dans « Sourcing »");
    expect(blocks).toContain("Tous les articles : octobre 2026");
    expect(blocks).toContain('aria-label="Archives de Carnet"');
    expect(blocks).toMatch(/<span class="tsr-visually-hidden"> articles?<\/span>/);
    expect(blocks).toContain('aria-label="Mots-clés"');
    expect(blocks).toContain('brewing<span class="tsr-visually-hidden">, 1 article</span>');
    expect(blocks).toContain(">Le filtre pour débutants</a>");
    expect(blocks).toContain('<a class="tsr-summary__link" href="/fr/journal/2026/10/20/how-we-choose-our-beans">Comment nous choisissons nos grains</a>');
    expect(blocks).toContain('<p class="tsr-summary__excerpt">Des tables de dégustation aux visites de fermes.</p>');
    expect(blocks).toMatch(/<a class="tsr-summary__link" href="\/fr\/shop\/[^"]+">Mélange du port<\/a>/);
    expect(blocks).toContain(`"summaryShowing":"Éléments {first} à {last} sur {total}"`);
    for (const english of ["All posts", "How we choose our beans", "A beginner's guide to pour-over", "Harbor Blend</a>", " archive"]) {
      expect(blocks).not.toContain(english);
    }
    const more = decodeHTML(await visit("/fr/more-blocks"));
    expect(more).toContain('<p class="tsr-empty">Aucun auteur pour l\'instant.</p>');
    expect(more).toContain(">Flux Atom</a>");
    expect(more).not.toContain("Atom feed");
    expect(more).not.toContain("No authors yet.");
    expect(more).toContain('<p class="tsr-collection-link__count">3 articles</p>');
    expect(more).toContain(`<p class="tsr-collection-link__description">${FRENCH_DESCRIPTION}</p>`);
    expect(more).toMatch(/aria-label="Mois (?:précédent|suivant), [a-zéû]+ 2026"/);
    expect(more).not.toMatch(/(?:Previous|Next) month/);
    const shop = decodeHTML(await visit("/fr/shop"));
    expect(shop).toContain('<span class="tsr-visually-hidden">Prix habituel </span>');
    expect(shop).toContain('<span class="tsr-visually-hidden">Prix soldé </span>');
    expect(shop).not.toContain("Regular price");

    const primary = decodeHTML(await visit("/blocks"));
    expect(primary).toContain("All posts tagged “brewing”");
    expect(primary).toContain(">How we choose our beans</a>");
    expect(primary).not.toContain("Tous les articles");
  });

  it("renders a summary again with the translated titles and excerpts when its Show more names the language", async () => {
    const blocks = await visit("/fr/blocks");
    const summary = JSON.parse(decodeHTML(/data-widget-json="([^"]+)"/.exec(blocks)?.[1] ?? "null"));
    expect(summary.value.source).toBe("blog");
    const again = async (language?: string) => {
      const crumb = await visitor.ensureCrumb(server, "listes");
      const answer = await visitor.send(server, "listes", {
        method: "POST",
        url: "/api/widget/GetWidgetRendering",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": crumb },
        payload: new URLSearchParams({ widgetJSON: JSON.stringify(summary), ...(language ? { language } : {}) }).toString(),
      });
      expect(answer.statusCode).toBe(200);
      return decodeHTML(answer.json().data.html as string);
    };
    const french = await again("fr-FR");
    expect(french).toContain(">Comment nous choisissons nos grains</a>");
    expect(french).toContain('<p class="tsr-summary__excerpt">Des tables de dégustation aux visites de fermes.</p>');
    expect(french).toContain(">Le filtre pour débutants</a>");
    expect(french).not.toContain("How we choose our beans");
    const english = await again();
    expect(english).toContain(">How we choose our beans</a>");
    expect(english).not.toContain("Comment nous choisissons");
  });

  it("tells the blog's translated description on its /fr/ page (before its untranslated SEO description) and in its /fr/ feeds, the primary ones without the prefix", async () => {
    const page = await visit("/fr/journal");
    expect(decodeHTML(page)).toContain(`<meta name="description" content="${FRENCH_DESCRIPTION}"/>`);
    expect(decodeHTML(page)).toContain(`<p class="tsr-lede">${FRENCH_DESCRIPTION}</p>`);
    const [channel] = elementsNamed(parseXml(await visit("/fr/journal/rss.xml")), "channel");
    expect(childText(channel!, "description")).toBe(FRENCH_DESCRIPTION);
    expect(childText(channel!, "title")).toBe("Carnet — Demo listes");
    expect(await visit("/fr/journal/atom.xml")).toContain(`<subtitle>${FRENCH_DESCRIPTION}</subtitle>`);

    expect(decodeHTML(await visit("/journal"))).toContain(`<meta name="description" content="${JOURNAL_SEO_DESCRIPTION}"/>`);
    const [primary] = elementsNamed(parseXml(await visit("/journal/rss.xml")), "channel");
    expect(childText(primary!, "description")).toBe(JOURNAL_DESCRIPTION);
  });

  it("offers a blog's title and description side by side, needing translation again when the description changes", async () => {
    const journal = await idOf("collections", "journal");
    const view = (await send("GET", `/api/multilingual/translations/pages/${journal}`)).json();
    expect(view.texts.slice(0, 2)).toEqual([
      { name: "title", of: "title", text: "Journal" },
      { name: "description", of: "description", text: JOURNAL_DESCRIPTION },
    ]);
    expect(view.languages[0]).toMatchObject({ locale: "fr-FR", state: "translated", fields: { title: "Carnet", description: FRENCH_DESCRIPTION } });

    await database().db.updateTable("collections").set({ description: "Notes from the roastery." }).where("id", "=", journal).execute();
    const changed = (await send("GET", `/api/multilingual/translations/pages/${journal}`)).json();
    expect(changed.languages[0].state).toBe("needs-translation");
    const list = (await send("GET", "/api/multilingual/translations/pages")).json();
    expect(list.items.find((item: { id: string }) => item.id === journal).states).toEqual([{ locale: "fr-FR", state: "needs-translation" }]);
  });
});
