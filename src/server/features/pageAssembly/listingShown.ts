import type { BlogListing } from "../../../domain/blogListings";

/** A listing below a blog, with the tag or category name as the owner wrote it, or the author's name. */
export interface ListingShown {
  listing: BlogListing;
  /** The tag or category's own name, the author's name; empty for months and years. */
  name: string;
}
