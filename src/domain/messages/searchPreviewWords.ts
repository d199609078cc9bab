import { SEARCH_KIND_NAMES } from "../search/searchAddress";
import { GENERAL_MESSAGES } from "./generalMessages";

/**
 * What the search preview writes as a visitor types, in the primary language ({count} and
 * {query} are filled in): the search block or page hands it its own language's in `data-texts`.
 */
export const SEARCH_PREVIEW_WORDS = {
  searchPage: SEARCH_KIND_NAMES.page.one,
  searchPost: SEARCH_KIND_NAMES.post.one,
  searchProduct: SEARCH_KIND_NAMES.product.one,
  searchEvent: SEARCH_KIND_NAMES.event.one,
  previewSeeAll: "See all {count} results",
  previewNothing: "Nothing matches “{query}”.",
  previewOne: "1 result. Use the up and down arrow keys to choose one.",
  previewMany: "{count} results. Use the up and down arrow keys to choose one.",
  previewFailed: `${GENERAL_MESSAGES.unableToLoadResults}. Press Enter to search.`,
  previewTooMany: "Too many searches. Please wait a minute and try again.",
} as const;
