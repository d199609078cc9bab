import type { BlogListing } from "../../../domain/blogListings";
import { dateTimeFormat } from "../../../domain/keptFormatters";
import type { BlogTexts } from "../../../domain/translations/blogTextSources";
import { filledIn } from "../../../domain/translations/storeTexts";

/** The heading of a blog's listing page in the page's words, e.g. "Posts tagged “Travel”", "Posts by Ada Lovelace" or "Posts from November 2026". */
export function listingHeading(listing: BlogListing, name: string, locale: string, texts: BlogTexts): string {
  switch (listing.kind) {
    case "tag":
      return filledIn(texts.postsTagged, { name });
    case "category":
      return filledIn(texts.postsInCategory, { name });
    case "author":
      return filledIn(texts.postsBy, { name });
    case "year":
      return filledIn(texts.postsFrom, { date: String(listing.year) });
    case "month": {
      let month: string;
      try {
        month = dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(listing.year, listing.month - 1, 15)));
      } catch {
        month = `${listing.year}-${String(listing.month).padStart(2, "0")}`;
      }
      return filledIn(texts.postsFrom, { date: month });
    }
  }
}
