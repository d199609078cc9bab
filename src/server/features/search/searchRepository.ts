import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../../../db/database";
import type { SearchKind } from "../../../domain/search/searchQuery";
import { MATCH_END, MATCH_START } from "../../../domain/search/snippetParts";
import type { SearchEntry } from "./visibleEntries";
import { searchLanguage } from "./searchLanguage";

/** How many entries one insert statement writes. */
const INSERT_ROWS = 200;

/** The most text of one entry the index keeps (PostgreSQL's tsvector has a size limit). */
const BODY_LIMIT = 20_000;

/** Words around the matched terms in a snippet. */
const SNIPPET_WORDS = 24;

/** What a search asks the index: the words (letters and digits only), an optional kind, the time and a page. */
export interface IndexQuery {
  websiteId: string;
  words: readonly string[];
  kind: SearchKind | undefined;
  /** The language searched: one of the site's additional languages, or "" for the primary one. */
  locale: string;
  /** That language's text search configuration (PostgreSQL). */
  language: string;
  now: Date;
  limit: number;
  offset: number;
}

/** A result as the index answers it, its snippet marked with MATCH_START and MATCH_END. */
export interface IndexHit {
  kind: SearchKind;
  title: string;
  url: string;
  snippet: string;
}

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Every word as a prefix, all required: SQLite's FTS5 syntax (the words hold only letters and digits). */
function ftsMatch(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

/** Every word as a prefix, all required: PostgreSQL's tsquery syntax (the words hold only letters and digits). */
function tsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}

/** All SQL of the search index; the full-text parts are the engine's own (FTS5 on SQLite, tsvector on PostgreSQL). */
export const searchRepository = {
  /**
   * Records that the site's entries are being written from `version`, if they were written from
   * an older one: true for the one transaction that should write them. The conditional upsert
   * makes it once per version however many searches arrive together (on PostgreSQL the others
   * wait for the row, then find the version taken).
   */
  async claimVersion(db: Db, websiteId: string, version: number): Promise<boolean> {
    const claimed = await db
      .insertInto("searchIndexVersions")
      .values({ websiteId, version })
      .onConflict((conflict) => conflict.column("websiteId").doUpdateSet({ version }).where("searchIndexVersions.version", "<", version))
      .returning("websiteId")
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** The version the site's entries were written from, null before the first search. */
  async indexedVersion(db: Db, websiteId: string): Promise<number | null> {
    const row = await db.selectFrom("searchIndexVersions").select("version").where("websiteId", "=", websiteId).executeTakeFirst();
    return row?.version ?? null;
  },

  /** Puts the site's entries in place of the ones it had, each language's words stemmed in its own configuration (PostgreSQL). */
  async replaceEntries(db: Db, websiteId: string, primaryLocale: string, entries: readonly SearchEntry[]): Promise<void> {
    await db.deleteFrom("searchEntries").where("websiteId", "=", websiteId).execute();
    const postgres = isPostgres(db);
    const rows = entries.map((entry, position) => {
      const body = entry.body.slice(0, BODY_LIMIT);
      const language = searchLanguage(entry.locale === "" ? primaryLocale : entry.locale);
      const vector = postgres
        ? {
            searchVector: sql<string>`setweight(to_tsvector(cast(${language} as regconfig), ${entry.title}), 'A') || setweight(to_tsvector(cast(${language} as regconfig), ${body}), 'B')`,
          }
        : {};
      return { ...entry, body, websiteId, position, ...vector };
    });
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await db
        .insertInto("searchEntries")
        .values(rows.slice(start, start + INSERT_ROWS))
        .execute();
    }
  },

  /** The entries matching every word (as prefixes), best first, and how many match in all. */
  async find(db: Db, query: IndexQuery): Promise<{ total: number; hits: IndexHit[] }> {
    if (query.words.length === 0) return { total: 0, hits: [] };
    return isPostgres(db) ? findOnPostgres(db, query) : findOnSqlite(db, query);
  },
};

async function findOnSqlite(db: Db, query: IndexQuery): Promise<{ total: number; hits: IndexHit[] }> {
  const match = ftsMatch(query.words);
  const now = query.now.toISOString();
  const kind = query.kind ?? null;
  const matching = sql`search_entries_fts f join search_entries e on e.rowid = f.rowid
    where search_entries_fts match ${match} and e.website_id = ${query.websiteId} and e.locale = ${query.locale}
    and (${kind} is null or e.kind = ${kind}) and (e.live_from is null or e.live_from <= ${now})`;
  const counted = await sql<{ n: number }>`select count(*) as n from ${matching}`.execute(db);
  const found = await sql<IndexHit>`select e.kind as kind, e.title as title, e.url as url,
      snippet(search_entries_fts, 1, ${MATCH_START}, ${MATCH_END}, '…', ${SNIPPET_WORDS}) as snippet
    from ${matching}
    order by bm25(search_entries_fts, 10.0, 1.0), e.position limit ${query.limit} offset ${query.offset}`.execute(db);
  return { total: Number(counted.rows[0]?.n ?? 0), hits: found.rows };
}

async function findOnPostgres(db: Db, query: IndexQuery): Promise<{ total: number; hits: IndexHit[] }> {
  const tsquery = sql`to_tsquery(cast(${query.language} as regconfig), ${tsQuery(query.words)})`;
  const now = query.now.toISOString();
  const kind = query.kind ?? null;
  const matching = sql`search_entries e where e.website_id = ${query.websiteId} and e.locale = ${query.locale} and e.search_vector @@ ${tsquery}
    and (cast(${kind} as text) is null or e.kind = ${kind}) and (e.live_from is null or e.live_from <= ${now})`;
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=${SNIPPET_WORDS / 2}, MaxWords=${SNIPPET_WORDS}, ShortWord=2`;
  const counted = await sql<{ n: number }>`select count(*) as n from ${matching}`.execute(db);
  const found = await sql<IndexHit>`select e.kind as kind, e.title as title, e.url as url,
      ts_headline(cast(${query.language} as regconfig), e.body, ${tsquery}, ${options}) as snippet
    from ${matching}
    order by ts_rank(e.search_vector, ${tsquery}) desc, e.position limit ${query.limit} offset ${query.offset}`.execute(db);
  return { total: Number(counted.rows[0]?.n ?? 0), hits: found.rows };
}
