import type { SummarySettings } from "../../../blocks/summary/schema";
import type { SummaryForRender } from "../../../blocks/summary/summaryItems";
import type { Db } from "../../../db/database";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";
import { contentRepository } from "../content/contentRepository";
import type { Website } from "../sites/websiteRecord";
import { SUMMARY_SOURCE_LOADERS } from "./summarySources";

/** A summary of a password-protected collection shows nothing: its items are for those who know the password. */
const LOCKED: SummaryForRender = { items: [], more: false };

/**
 * What a summary shows: the items of its collection (the one it names, else the site's first of
 * its source) read by its source's loader. Only this site's collections are looked at, so another
 * site's collection id finds nothing: null. In an additional language (`translations`) the items
 * carry their translated titles and excerpts, the primary ones where the owner gave none.
 */
export async function loadSummary(
  db: Db,
  website: Website,
  settings: SummarySettings,
  now: Date,
  translations?: TranslationLookup,
): Promise<SummaryForRender | null> {
  const source = SUMMARY_SOURCE_LOADERS[settings.source];
  const collections = (await contentRepository.listCollections(db, website.id)).filter((c) => source.holds(c));
  const collection = settings.collectionId === "" ? collections[0] : collections.find((c) => c.id === settings.collectionId);
  if (!collection) return null;
  if (collection.passwordHash) return LOCKED;
  return source.load({ db, website, collection, settings, now, ...(translations ? { translations } : {}) });
}
