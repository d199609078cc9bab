/** How many posts one page of a blog's list (or of a tag, category, author or month listing) shows. */
export const BLOG_PAGE_SIZE = 20;

/** How many products one page of a shop's list shows (a grid of 2, 3 or 4 columns fills it). */
export const SHOP_PAGE_SIZE = 24;

/** A page of a listing: its number and the links to the pages beside it (null when there is none). */
export interface ListingPager {
  number: number;
  previousHref: string | null;
  nextHref: string | null;
}

/**
 * Splits a path below a listing (a blog, a shop) into what it names and the page asked for: a
 * trailing "page/N" (N from 2) names page N, no such ending page 1; null when the ending is
 * malformed or names page 1 ("/blog/page/1" is "/blog" under a second address).
 */
export function splitListingPage(parts: readonly string[]): { parts: string[]; page: number } | null {
  const [word, number] = parts.slice(-2);
  if (word !== "page" || number === undefined) return { parts: [...parts], page: 1 };
  if (!/^[1-9]\d{0,5}$/.test(number) || number === "1") return null;
  return { parts: parts.slice(0, -2), page: Number(number) };
}

/** The address of page `page` of a listing whose first page is at `firstPagePath`. */
export function listingPagePath(firstPagePath: string, page: number): string {
  return page === 1 ? firstPagePath : `${firstPagePath}/page/${page}`;
}

/** The pager of page `page` of the listing at `firstPagePath`, given whether a page follows it. */
export function listingPager(firstPagePath: string, page: number, hasNext: boolean): ListingPager {
  return {
    number: page,
    previousHref: page > 1 ? listingPagePath(firstPagePath, page - 1) : null,
    nextHref: hasNext ? listingPagePath(firstPagePath, page + 1) : null,
  };
}
