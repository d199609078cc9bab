import { SEARCH_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH } from "./searchQuery";

/** Why a search page's query is refused, in the primary language: the query's schema words them, the search page says them in its language. */
export const SEARCH_QUERY_MESSAGES = {
  tooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  kind: "Choose pages, posts, products or events.",
  pageNumber: "Ask for a page by its number.",
  lastPage: `Results go up to page ${SEARCH_MAX_PAGE}.`,
} as const;
