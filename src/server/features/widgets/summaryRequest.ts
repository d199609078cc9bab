import type { SummarySettings } from "../../../blocks/summary/schema";
import type { Db } from "../../../db/database";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";
import type { Collection } from "../content/contentRecords";
import type { Website } from "../sites/websiteRecord";

/**
 * What a summary's loader is given: the site, the collection it reads, the block's settings, the
 * time that decides which items are live and, on a page in an additional language, the site's
 * translations into it (the items' translated titles and excerpts, dates in its locale).
 */
export interface SummaryRequest {
  db: Db;
  website: Website;
  collection: Collection;
  settings: SummarySettings;
  now: Date;
  translations?: TranslationLookup;
}

/** Orders a source's items as the settings ask: by date (newest or oldest first) or by title. */
export function sortedForSummary<T>(items: T[], sort: SummarySettings["sort"], key: { date: (item: T) => string | number; title: (item: T) => string }): T[] {
  const byDate = (a: T, b: T) => {
    const left = key.date(a);
    const right = key.date(b);
    return left < right ? -1 : left > right ? 1 : 0;
  };
  if (sort === "title") return [...items].sort((a, b) => key.title(a).localeCompare(key.title(b)));
  return [...items].sort((a, b) => (sort === "oldest" ? byDate(a, b) : byDate(b, a)));
}
