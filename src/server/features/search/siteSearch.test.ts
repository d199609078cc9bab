import { expect, it } from "vitest";
import { describeEachDatabase, describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import type { AppDatabase } from "../../../db/database";
import { seedSite } from "../../testing/testServer";
import { websitesRepository } from "../sites/websitesRepository";
import type { Website } from "../sites/websiteRecord";
import { SiteSearch } from "./siteSearch";
import { searchSite } from "./testing/searchSite";

const clock = { now: () => new Date("2026-03-01T12:00:00.000Z") };

async function siteOf(database: AppDatabase, identifier: string, website: Record<string, unknown> = {}): Promise<Website> {
  const id = await seedSite(database, searchSite(identifier, website));
  return (await websitesRepository.findById(database.db, id))!;
}

function ask(q: string, more: { kind?: "page" | "post" | "product" | "event"; page?: number; pageSize?: number } = {}) {
  return { q, kind: more.kind, page: more.page ?? 1, pageSize: more.pageSize ?? 10 };
}

describeEachDatabase("site search", (database) => {
  it("finds pages, posts, products and events by their words, the title's matches first", async () => {
    const website = await siteOf(database(), "search-kinds");
    const { total, results } = await new SiteSearch(database().db, clock).search(website, ask("lighthouse"));
    expect(total).toBe(5);
    expect(results.map((r) => r.title).sort()).toEqual(["About us", "Lighthouse print", "Lighthouse tours", "Night climb", "Painting the lighthouse"]);
    expect(
      results
        .slice(0, 3)
        .map((r) => r.title)
        .sort(),
    ).toEqual(["Lighthouse print", "Lighthouse tours", "Painting the lighthouse"]);
    const byTitle = new Map(results.map((r) => [r.title, r]));
    expect(byTitle.get("Lighthouse tours")).toMatchObject({ kind: "page", url: "/tours" });
    expect(byTitle.get("Painting the lighthouse")).toMatchObject({ kind: "post", url: "/news/painting" });
    expect(byTitle.get("Lighthouse print")).toMatchObject({ kind: "product", url: "/shop/print" });
    expect(byTitle.get("Night climb")).toMatchObject({ kind: "event", url: "/events/night-climb" });
  });

  it("marks the matched terms in a snippet of plain text, without the page's HTML", async () => {
    const website = await siteOf(database(), "search-snippets");
    const { results } = await new SiteSearch(database().db, clock).search(website, ask("bay"));
    expect(results).toHaveLength(1);
    const snippet = results[0]!.snippet;
    expect(snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual(["bay"]);
    const text = snippet.map((part) => part.text).join("");
    expect(text).toContain("lighthouse every Sunday & see the whole bay from the lamp room.");
    expect(text).not.toContain("<");
  });

  it("takes every word as the start of a word, all of them required", async () => {
    const website = await siteOf(database(), "search-prefixes");
    const search = new SiteSearch(database().db, clock);
    expect((await search.search(website, ask("lightho"))).total).toBe(5);
    expect((await search.search(website, ask("lighthouse cottage"))).results.map((r) => r.title)).toEqual(["About us"]);
    expect((await search.search(website, ask("lighthouse nowhere"))).total).toBe(0);
    expect((await search.search(website, ask('  "(*)" '))).total).toBe(0);
  });

  it("pages the results and keeps to one kind when asked", async () => {
    const website = await siteOf(database(), "search-paging");
    const search = new SiteSearch(database().db, clock);
    const first = await search.search(website, ask("lighthouse", { pageSize: 2 }));
    const second = await search.search(website, ask("lighthouse", { pageSize: 2, page: 2 }));
    const third = await search.search(website, ask("lighthouse", { pageSize: 2, page: 3 }));
    expect([first.results.length, second.results.length, third.results.length]).toEqual([2, 2, 1]);
    expect(new Set([...first.results, ...second.results, ...third.results].map((r) => r.url)).size).toBe(5);
    expect(third.total).toBe(5);
    const pages = await search.search(website, ask("lighthouse", { kind: "page" }));
    expect(pages.results.map((r) => r.kind)).toEqual(["page", "page"]);
    expect((await search.search(website, ask("lighthouse", { kind: "product" }))).results.map((r) => r.title)).toEqual(["Lighthouse print"]);
    expect((await search.search(website, ask("lighthouse", { kind: "event" }))).results.map((r) => r.title)).toEqual(["Night climb"]);
  });

  it("never shows drafts, hidden, member-only or locked pages, posts not yet live or hidden products", async () => {
    const website = await siteOf(database(), "search-exclusions");
    const search = new SiteSearch(database().db, clock);
    for (const words of ["secret", "lighthouse secret", "draft", "hidden", "members", "locked", "scheduled", "reopens", "nobody"]) {
      expect({ words, results: (await search.search(website, ask(words))).results }).toEqual({ words, results: [] });
    }
  });

  it("shows a scheduled post from its time on", async () => {
    const website = await siteOf(database(), "search-scheduled");
    const later = { now: () => new Date("2031-01-02T00:00:00.000Z") };
    expect((await new SiteSearch(database().db, later).search(website, ask("reopens"))).results.map((r) => r.title)).toEqual(["Secret scheduled post"]);
  });

  it("finds nothing on a site behind a password", async () => {
    const website = await siteOf(database(), "search-locked-site", { passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA" });
    expect((await new SiteSearch(database().db, clock).search(website, ask("lighthouse"))).total).toBe(0);
  });

  it("writes the site's entries again when its version moves on, so a change is found and a removal is not", async () => {
    const { db } = database();
    const website = await siteOf(database(), "search-changes");
    const search = new SiteSearch(db, clock);
    expect((await search.search(website, ask("cottage"))).total).toBe(1);
    await db.updateTable("collections").set({ navigation: "_hidden" }).where("websiteId", "=", website.id).where("urlSlug", "=", "about").execute();
    expect((await search.search(website, ask("cottage"))).total).toBe(1);
    await websitesRepository.bumpVersion(db, website.id, clock.now().toISOString());
    const bumped = (await websitesRepository.findById(db, website.id))!;
    expect((await search.search(bumped, ask("cottage"))).total).toBe(0);
  });

  it("keeps the entries of each site to that site", async () => {
    const one = await siteOf(database(), "search-one");
    const other = await siteOf(database(), "search-other");
    const search = new SiteSearch(database().db, clock);
    const urls = (await search.search(one, ask("lighthouse"))).results.map((r) => r.url);
    expect(urls).toHaveLength(5);
    await search.search(other, ask("lighthouse"));
    expect((await search.search(one, ask("lighthouse"))).results.map((r) => r.url).sort()).toEqual([...urls].sort());
  });
});

describeOnEveryEngine("site search index writes", (database) => {
  it("writes a site's entries once for a version however many searches arrive together", async () => {
    const { db } = database();
    const website = await siteOf(database(), "search-together");
    const searches = Array.from({ length: 6 }, () => new SiteSearch(db, clock).search(website, ask("lighthouse")));
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.total)).toEqual([5, 5, 5, 5, 5, 5]);
    const rows = await db.selectFrom("searchEntries").select("title").where("websiteId", "=", website.id).execute();
    expect(rows.map((row) => row.title).sort()).toEqual([
      "About us",
      "Home",
      "Lighthouse print",
      "Lighthouse tours",
      "Night climb",
      "Painting the lighthouse",
      "Secret scheduled post",
    ]);
  });
});
