import type { BlogListing } from "../../../domain/blogListings";
import { dateTimeFormat } from "../../../domain/keptFormatters";

/** The heading of a blog's listing page, e.g. "Posts tagged “Travel”", "Posts by Ada Lovelace" or "Posts from November 2026". */
export function listingHeading(listing: BlogListing, name: string, locale: string): string {
  switch (listing.kind) {
    case "tag":
      return `Posts tagged “${name}”`;
    case "category":
      return `Posts in “${name}”`;
    case "author":
      return `Posts by ${name}`;
    case "year":
      return `Posts from ${listing.year}`;
    case "month": {
      let month: string;
      try {
        month = dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(listing.year, listing.month - 1, 15)));
      } catch {
        month = `${listing.year}-${String(listing.month).padStart(2, "0")}`;
      }
      return `Posts from ${month}`;
    }
  }
}
