import type { Db } from "../../../db/database";
import type { SearchResult } from "../../../domain/api/search";
import { searchWords, type SearchKind } from "../../../domain/search/searchQuery";
import { snippetParts } from "../../../domain/search/snippetParts";
import type { Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import { searchLanguage } from "./searchLanguage";
import { searchRepository } from "./searchRepository";
import { visibleEntries } from "./visibleEntries";

/** What a visitor searches for: the words as typed, a kind to keep to, and a page of results. */
export interface SiteSearchQuery {
  q: string;
  kind?: SearchKind | undefined;
  page: number;
  pageSize: number;
}

/** A page of results and how many there are in all. */
export interface SiteSearchAnswer {
  total: number;
  results: SearchResult[];
}

/**
 * Site search, one interface over both engines' full-text search (docs/search.md). The index
 * holds what anonymous visitors may see, written from one site version: a search on a site
 * whose version moved on (every change visitors see bumps it, through SiteChanges) first writes
 * the site's entries again in one transaction, which one search per version does.
 */
export class SiteSearch {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The results of a query on a site, ranked, with snippets whose matched terms are marked; in
   * one of its additional languages (`locale`), that language's words and addresses.
   */
  async search(website: Website, query: SiteSearchQuery, locale = ""): Promise<SiteSearchAnswer> {
    const words = searchWords(query.q);
    if (words.length === 0) return { total: 0, results: [] };
    await this.bringUpToDate(website);
    const { total, hits } = await searchRepository.find(this.db, {
      websiteId: website.id,
      words,
      kind: query.kind,
      locale,
      language: searchLanguage(locale === "" ? website.locale : locale),
      now: this.clock.now(),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { total, results: hits.map((hit) => ({ kind: hit.kind, title: hit.title, url: hit.url, snippet: snippetParts(hit.snippet) })) };
  }

  /** Writes the site's entries again when they were written from an older version of it. */
  async bringUpToDate(website: Website): Promise<void> {
    const indexed = await searchRepository.indexedVersion(this.db, website.id);
    if (indexed !== null && indexed >= website.version) return;
    await this.db.transaction().execute(async (trx) => {
      if (!(await searchRepository.claimVersion(trx, website.id, website.version))) return;
      await searchRepository.replaceEntries(trx, website.id, website.locale, await visibleEntries(trx, website));
    });
  }
}
