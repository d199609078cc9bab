import { DESCRIPTION_FIELD, EXCERPT_FIELD, NAME_FIELD, TITLE_FIELD, translatedOr } from "./translatableText";
import type { TranslationFields, TranslationKind } from "./translationModel";

/** A site's translations into one language, found by item: what a page, a shop or a checkout in that language reads. */
export interface TranslationLookup {
  /** The language's locale. */
  readonly locale: string;
  /** One item's translated fields, undefined when it has no translation. */
  of(kind: TranslationKind, itemId: string): TranslationFields | undefined;
}

/** A post (or event) with its translated title and excerpt, its own where it has none. */
export function translatedPost<T extends { id: string; title: string; excerpt: string }>(lookup: TranslationLookup, post: T): T {
  const fields = lookup.of("post", post.id);
  if (!fields) return post;
  return { ...post, title: translatedOr(fields, TITLE_FIELD, post.title), excerpt: translatedOr(fields, EXCERPT_FIELD, post.excerpt) };
}

/** A post's or event's title in the language, its own where it has none (a listed event carries no excerpt). */
export function translatedTitle<T extends { id: string; title: string }>(lookup: TranslationLookup, item: T): T {
  const title = translatedOr(lookup.of("post", item.id), TITLE_FIELD, item.title);
  return title === item.title ? item : { ...item, title };
}

/** A product with its translated name and description, its own where it has none. */
export function translatedProduct<T extends { id: string; name: string; description: string }>(lookup: TranslationLookup, product: T): T {
  const fields = lookup.of("product", product.id);
  if (!fields) return product;
  return { ...product, name: translatedOr(fields, NAME_FIELD, product.name), description: translatedOr(fields, DESCRIPTION_FIELD, product.description) };
}

/** A product's name in the language, its own where it has none (a cart's or an order's line, named by its product). */
export function translatedProductName(lookup: TranslationLookup, productId: string, name: string): string {
  return translatedOr(lookup.of("product", productId), NAME_FIELD, name);
}
