import type { SearchKind } from "./searchQuery";

/** The search page's path (spec 1 §2: no page view is recorded there). */
export const SEARCH_PATH = "/search";

/** The address of a search: its words, a kind to keep to and a page, each left out when it is the default; `path` is a language's search page (`/fr/search`). */
export function searchHref(q: string, kind?: SearchKind, page = 1, path = SEARCH_PATH): string {
  const query = new URLSearchParams({ q });
  if (kind) query.set("kind", kind);
  if (page > 1) query.set("page", String(page));
  return `${path}?${query.toString()}`;
}

/** What each kind of result is called, one and many. */
export const SEARCH_KIND_NAMES: Record<SearchKind, { one: string; many: string }> = {
  page: { one: "Page", many: "Pages" },
  post: { one: "Post", many: "Posts" },
  product: { one: "Product", many: "Products" },
  event: { one: "Event", many: "Events" },
};
