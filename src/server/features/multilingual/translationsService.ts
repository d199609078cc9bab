import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { itemTranslationsSchema, languageStatusSchema, translatableItemsSchema } from "../../../domain/api/multilingual";
import { invalid, notFound } from "../../../domain/errors";
import { needsTranslation, sourceFields, type SourceText } from "../../../domain/translations/translatableText";
import { formatOf } from "../../../domain/translations/textKinds";
import type { TranslatedKind, TranslationFields } from "../../../domain/translations/translationModel";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import type { Clock } from "../../clock";
import { sanitizeRichText } from "../../../blocks/shared/sanitizeRichText";
import { websitesRepository } from "../sites/websitesRepository";
import { translatedBlockProblems } from "./translatedBlockProblems";
import { translatableItems, type TranslatableItem } from "./translatableItems";
import { translationsRepository, type StoredTranslation } from "./translationsRepository";

type ItemTranslations = z.output<typeof itemTranslationsSchema>;
type LanguageStatus = z.output<typeof languageStatusSchema>;
type TranslatableList = z.output<typeof translatableItemsSchema>;
type State = "translated" | "needs-translation" | "missing";

/** What each kind of item is called in the owner's messages. */
const NOUNS: Record<TranslatedKind, string> = {
  page: "page",
  section: "shared section",
  site: "site-wide text",
  post: "post",
  product: "product",
  form: "form",
  store: "store text",
};

/** A translation's state against the item's texts now: needs translation when marked so or when a primary text changed since. */
function stateOf(translation: StoredTranslation | undefined, texts: readonly SourceText[]): State {
  if (!translation) return "missing";
  return needsTranslation(translation.state, translation.source, texts) ? "needs-translation" : "translated";
}

/** How many of `states` are each state. */
function counted(states: readonly State[]) {
  return {
    translated: states.filter((s) => s === "translated").length,
    needsTranslation: states.filter((s) => s === "needs-translation").length,
    missing: states.filter((s) => s === "missing").length,
  };
}

/**
 * The rules of a site's translations: each translatable item (page, post, product, form) with its
 * state per language, one item's side-by-side view, saving its translation into one of the site's
 * languages (with the primary texts it was made from, so a later change of them marks it as
 * needing translation), and each language's real progress.
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

  private async item(websiteId: string, kind: TranslatedKind, itemId: string): Promise<TranslatableItem> {
    const item = (await translatableItems(this.db, websiteId, kind)).find((candidate) => candidate.id === itemId);
    if (!item) throw notFound(`This ${NOUNS[kind]} was not found.`);
    return item;
  }

  /** The site's items of one kind, each with its state in every additional language (the translation screen's list). */
  async list(websiteId: string, kind: TranslatedKind): Promise<TranslatableList> {
    const [{ languages }, items, saved] = await Promise.all([
      this.site(websiteId),
      translatableItems(this.db, websiteId, kind),
      translationsRepository.ofSite(this.db, websiteId),
    ]);
    return {
      items: items.map((item) => ({
        id: item.id,
        title: item.title,
        group: item.group,
        states: languages.map((language) => ({
          locale: language.locale,
          state: stateOf(
            saved.find((t) => t.kind === kind && t.itemId === item.id && t.locale === language.locale),
            item.texts,
          ),
        })),
      })),
    };
  }

  /** An item's texts in the primary language beside its translation into each of the site's additional languages. */
  async view(websiteId: string, kind: TranslatedKind, itemId: string): Promise<ItemTranslations> {
    const [{ primaryLocale, languages }, { texts }, saved] = await Promise.all([
      this.site(websiteId),
      this.item(websiteId, kind, itemId),
      translationsRepository.ofItem(this.db, websiteId, kind, itemId),
    ]);
    return {
      kind,
      itemId,
      primaryLocale,
      texts: texts.map((text) => (formatOf(text.of) === "rich" ? { ...text, html: sanitizeRichText(text.text) } : text)),
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
   * Saves an item's translation into one of the site's languages, keeping the primary texts it was
   * made from; only the item's own texts may be translated, empty ones fall back to the primary,
   * and a rich text's translation is cleaned of what the page would not show.
   */
  async save(
    websiteId: string,
    kind: TranslatedKind,
    itemId: string,
    locale: string,
    input: { fields: TranslationFields; needsTranslation: boolean },
  ): Promise<ItemTranslations> {
    const [{ languages }, { texts, layout }] = await Promise.all([this.site(websiteId), this.item(websiteId, kind, itemId)]);
    const language = languages.find((l) => l.locale.toLowerCase() === locale.toLowerCase());
    if (!language) throw invalid("This language is not one of the site's languages.", { locale: "Language is not one of the site's languages." });
    const known = new Set(texts.map((t) => t.name));
    const unknown = Object.keys(input.fields).find((name) => !known.has(name));
    const noun = NOUNS[kind];
    if (unknown !== undefined)
      throw invalid(`A translated text is not one of the ${noun}'s texts.`, { [`fields.${unknown}`]: `Text is not one of the ${noun}'s texts.` });
    const rich = new Set(texts.filter((t) => formatOf(t.of) === "rich").map((t) => t.name));
    const fields = Object.fromEntries(
      Object.entries(input.fields)
        .filter(([, text]) => text.trim() !== "")
        .map(([name, text]) => [name, rich.has(name) ? sanitizeRichText(text) : text]),
    );
    const tooLong = layout === undefined ? {} : translatedBlockProblems(layout, fields);
    if (Object.keys(tooLong).length > 0) throw invalid(`A translated text does not fit its block. ${Object.values(tooLong)[0]}`, tooLong);
    await translationsRepository.save(
      this.db,
      websiteId,
      { kind, itemId, locale: language.locale, fields, source: sourceFields(texts), state: input.needsTranslation ? "needs-translation" : "translated" },
      this.clock.now().toISOString(),
    );
    return this.view(websiteId, kind, itemId);
  }

  /** Each additional language's pages, shared sections, posts, products, forms, site-wide texts and store texts translated, needing translation and missing, counted against their texts now. */
  async status(websiteId: string): Promise<LanguageStatus> {
    const [{ primaryLocale, languages }, pages, sections, posts, products, forms, siteTexts, storeTexts, saved] = await Promise.all([
      this.site(websiteId),
      translatableItems(this.db, websiteId, "page"),
      translatableItems(this.db, websiteId, "section"),
      translatableItems(this.db, websiteId, "post"),
      translatableItems(this.db, websiteId, "product"),
      translatableItems(this.db, websiteId, "form"),
      translatableItems(this.db, websiteId, "site"),
      translatableItems(this.db, websiteId, "store"),
      translationsRepository.ofSite(this.db, websiteId),
    ]);
    const all = [...pages, ...sections, ...posts, ...products, ...forms, ...siteTexts, ...storeTexts];
    return {
      primaryLocale,
      totalPages: pages.length,
      totalPosts: posts.length,
      totalProducts: products.length,
      totalForms: forms.length,
      totalSections: sections.length,
      totalSiteTexts: siteTexts.length,
      totalStoreTexts: storeTexts.length,
      languages: languages.map((language) => {
        const of = new Map(saved.filter((t) => t.locale === language.locale).map((t) => [`${t.kind}\n${t.itemId}`, t]));
        const states = (items: readonly TranslatableItem[]) => items.map((item) => stateOf(of.get(`${item.kind}\n${item.id}`), item.texts));
        const pageCounts = counted(states(pages));
        const translated = counted(states(all)).translated;
        return {
          locale: language.locale,
          pathPrefix: language.pathPrefix,
          connected: language.connected,
          translatedPages: pageCounts.translated,
          needsTranslationPages: pageCounts.needsTranslation,
          missingPages: pageCounts.missing,
          posts: counted(states(posts)),
          products: counted(states(products)),
          forms: counted(states(forms)),
          sections: counted(states(sections)),
          siteTexts: counted(states(siteTexts)),
          storeTexts: counted(states(storeTexts)),
          progress: all.length === 0 ? 100 : Math.floor((translated / all.length) * 100),
        };
      }),
    };
  }
}
