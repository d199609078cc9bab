import type { TranslationFields, TranslationKind } from "../../../domain/translations/translationModel";
import { DESCRIPTION_FIELD, TITLE_FIELD, translatedOr } from "../../../domain/translations/translatableText";
import type { TranslationLookup } from "../../../domain/translations/translatedItems";
import type { Collection } from "../content/contentRecords";
import type { StoredTranslation } from "./translationsRepository";

/** The field a navigation entry's translation keeps its label in. */
const LABEL_FIELD = "label";

/** A site's translations into one language, found by item: what the pages of that language read. */
export class LanguageTranslations implements TranslationLookup {
  private readonly byItem: ReadonlyMap<string, TranslationFields>;
  /** Every shared section's translated block texts, which any page placing the section reads. */
  private readonly sharedFields: TranslationFields;

  constructor(
    readonly locale: string,
    translations: readonly StoredTranslation[],
  ) {
    this.byItem = new Map(translations.map((t) => [`${t.kind}\n${t.itemId}`, t.fields]));
    this.sharedFields = Object.assign({}, ...translations.filter((t) => t.kind === "section").map((t) => t.fields)) as TranslationFields;
  }

  /** One item's translated fields, undefined when it has no translation. */
  of(kind: TranslationKind, itemId: string): TranslationFields | undefined {
    return this.byItem.get(`${kind}\n${itemId}`);
  }

  /**
   * The translated texts of a page's or post's blocks (a post's layout is translated with its
   * title and excerpt), with those of the shared sections it may place: block ids are unique, so
   * a shared section's texts apply only where it is placed.
   */
  layoutFields(ownerId: string): TranslationFields | undefined {
    const own = this.of("page", ownerId) ?? this.of("post", ownerId);
    if (Object.keys(this.sharedFields).length === 0) return own;
    return { ...this.sharedFields, ...own };
  }

  /**
   * The collections as the language shows them: each one's title translated (a navigation entry's
   * own label first, then its page's translated title), the primary title where neither exists,
   * and each one's translated description (a blog's feed and every page's meta description tell
   * it), the primary one where the owner gave none.
   */
  collections(collections: readonly Collection[]): Collection[] {
    return collections.map((c) => {
      const page = this.of("page", c.id);
      const title = translatedOr(this.of("navigation", c.id), LABEL_FIELD, translatedOr(page, TITLE_FIELD, c.title));
      const description = translatedOr(page, DESCRIPTION_FIELD, c.description);
      return title === c.title && description === c.description ? c : { ...c, title, description };
    });
  }
}
