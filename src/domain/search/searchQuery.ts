/** The kinds of thing site search finds, in the order its filters list them. */
export const SEARCH_KINDS = ["page", "post", "product", "event"] as const;

/** A kind of search result. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query a visitor may send, in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** How many words of a query are searched for; the rest are left out. */
const SEARCH_QUERY_MAX_WORDS = 8;

/** Results on one page of the search page. */
export const SEARCH_PAGE_SIZE = 10;

/** Results the search preview shows as a visitor types. */
export const SEARCH_PREVIEW_SIZE = 6;

/** The last page of results a visitor may ask for. */
export const SEARCH_MAX_PAGE = 50;

/** The words of a query, letters and digits only and in lower case, as both engines' full-text queries take them. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_QUERY_MAX_WORDS);
}
