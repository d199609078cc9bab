import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { languageStatusSchema, pageTranslationsSchema } from "../../../domain/api/multilingual";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { invalid, notFound } from "../../../domain/errors";
import { needsTranslation, pageSourceTexts, sourceFields, type SourceText } from "../../../domain/translations/translatableText";
import type { TranslationFields } from "../../../domain/translations/translationModel";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import type { Clock } from "../../clock";
import { contentRepository } from "../content/contentRepository";
import type { Collection, StoredLayout } from "../content/contentRecords";
import { websitesRepository } from "../sites/websitesRepository";
import { translationsRepository, type StoredTranslation } from "./translationsRepository";

type PageTranslations = z.output<typeof pageTranslationsSchema>;
type LanguageStatus = z.output<typeof languageStatusSchema>;

/** The layout a page's translation follows: the published one, or the draft of a page never published. */
function shownLayout(layout: StoredLayout | undefined): unknown {
  return layout?.published ?? layout?.draft ?? { sections: [] };
}

/** A translation's state against the page's texts now: needs translation when marked so or when a primary text changed since. */
function stateOf(translation: StoredTranslation | undefined, texts: readonly SourceText[]): "translated" | "needs-translation" | "missing" {
  if (!translation) return "missing";
  return needsTranslation(translation.state, translation.source, texts) ? "needs-translation" : "translated";
}

/**
 * The rules of a site's translations: what a page's side-by-side view shows, saving a page's
 * translation into one of the site's languages (with the primary texts it was made from, so a
 * later change of them marks it as needing translation), and each language's real progress.
 */
export class TranslationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async site(websiteId: string) {
    const website = await websitesRepository.findById(this.db, websiteId);
    if (!website) throw notFound("This site was not found.");
    return { primaryLocale: website.locale, languages: readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]).languages };
  }

  private async page(websiteId: string, pageId: string): Promise<{ collection: Collection; texts: SourceText[] }> {
    const collection = await contentRepository.findCollectionById(this.db, websiteId, pageId);
    if (!collection || collection.type !== COLLECTION_TYPE.PAGE) throw notFound("This page was not found.");
    const layout = await contentRepository.findLayout(this.db, websiteId, pageId);
    return { collection, texts: pageSourceTexts(collection.title, shownLayout(layout ?? undefined)) };
  }

  /** A page's texts in the primary language beside its translation into each of the site's additional languages. */
  async pageTranslations(websiteId: string, pageId: string): Promise<PageTranslations> {
    const [{ primaryLocale, languages }, { texts }, saved] = await Promise.all([
      this.site(websiteId),
      this.page(websiteId, pageId),
      translationsRepository.ofItem(this.db, websiteId, "page", pageId),
    ]);
    return {
      pageId,
      primaryLocale,
      texts,
      languages: languages.map((language) => {
        const translation = saved.find((t) => t.locale === language.locale);
        return {
          locale: language.locale,
          pathPrefix: language.pathPrefix,
          state: stateOf(translation, texts),
          fields: translation?.fields ?? {},
          updatedAt: translation?.updatedAt ?? null,
        };
      }),
    };
  }

  /**
   * Saves a page's translation into one of the site's languages, keeping the primary texts it was
   * made from; only the page's own texts may be translated, and empty ones fall back to the primary.
   */
  async savePageTranslation(
    websiteId: string,
    pageId: string,
    locale: string,
    input: { fields: TranslationFields; needsTranslation: boolean },
  ): Promise<PageTranslations> {
    const [{ languages }, { texts }] = await Promise.all([this.site(websiteId), this.page(websiteId, pageId)]);
    const language = languages.find((l) => l.locale.toLowerCase() === locale.toLowerCase());
    if (!language) throw invalid("This language is not one of the site's languages.", { locale: "Language is not one of the site's languages." });
    const known = new Set(texts.map((t) => t.name));
    const unknown = Object.keys(input.fields).find((name) => !known.has(name));
    if (unknown !== undefined)
      throw invalid("A translated text is not one of the page's texts.", { [`fields.${unknown}`]: "Text is not one of the page's texts." });
    const fields = Object.fromEntries(Object.entries(input.fields).filter(([, text]) => text.trim() !== ""));
    await translationsRepository.save(
      this.db,
      websiteId,
      {
        kind: "page",
        itemId: pageId,
        locale: language.locale,
        fields,
        source: sourceFields(texts),
        state: input.needsTranslation ? "needs-translation" : "translated",
      },
      this.clock.now().toISOString(),
    );
    return this.pageTranslations(websiteId, pageId);
  }

  /** Each additional language's pages (member areas aside) translated, needing translation and missing, counted against the pages' texts now. */
  async status(websiteId: string): Promise<LanguageStatus> {
    const [{ primaryLocale, languages }, collections, layouts, saved] = await Promise.all([
      this.site(websiteId),
      contentRepository.listCollections(this.db, websiteId),
      contentRepository.listLayouts(this.db, websiteId),
      translationsRepository.ofSite(this.db, websiteId),
    ]);
    const layoutOf = new Map(layouts.map((layout) => [layout.ownerId, layout]));
    const pages = collections
      // Member areas are served in the primary language only.
      .filter((c) => c.type === COLLECTION_TYPE.PAGE && c.navigation !== NAVIGATION.MEMBER_AREAS && layoutOf.has(c.id))
      .map((c) => ({ id: c.id, texts: pageSourceTexts(c.title, shownLayout(layoutOf.get(c.id))) }));
    return {
      primaryLocale,
      totalPages: pages.length,
      languages: languages.map((language) => {
        const states = pages.map((page) =>
          stateOf(
            saved.find((t) => t.kind === "page" && t.itemId === page.id && t.locale === language.locale),
            page.texts,
          ),
        );
        const translatedPages = states.filter((s) => s === "translated").length;
        return {
          locale: language.locale,
          pathPrefix: language.pathPrefix,
          connected: language.connected,
          translatedPages,
          needsTranslationPages: states.filter((s) => s === "needs-translation").length,
          missingPages: states.filter((s) => s === "missing").length,
          progress: pages.length === 0 ? 100 : Math.floor((translatedPages / pages.length) * 100),
        };
      }),
    };
  }
}
