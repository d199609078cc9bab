import type { Db } from "../../../db/database";
import { listingMomentRange, type BlogListing } from "../../../domain/blogListings";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { itemFromRow, type Item } from "./contentRecords";

/** The posts a blog's listing shows: by tag, category, month or year as the path names them, by an author once their slug is known to be that account. */
export type PostsListing = Exclude<BlogListing, { kind: "author" }> | { kind: "author"; authorId: string };

/**
 * A blog's items live at `liveAt` as isItemLive decides (published, or scheduled and due,
 * compared as UTC moments); every item when null, as an editor's preview lists them.
 */
function blogItems(db: Db, websiteId: string, collectionId: string, liveAt: Date | null) {
  const query = db
    .selectFrom("items")
    .innerJoin("itemMoments", "itemMoments.itemId", "items.id")
    .where("items.websiteId", "=", websiteId)
    .where("items.collectionId", "=", collectionId);
  if (liveAt === null) return query;
  return query.where((eb) =>
    eb.or([
      eb("items.publishState", "=", PUBLISH_STATE.PUBLISHED),
      eb.and([
        eb("items.publishState", "=", PUBLISH_STATE.SCHEDULED),
        eb("items.publishOn", "is not", null),
        eb("itemMoments.publishedAtUtc", "<=", liveAt.toISOString()),
      ]),
    ]),
  );
}

/** The SQL of a blog's listings (a tag, a category, an author, a month or a year), which read only the page they show. */
export const blogListingRepository = {
  /**
   * One page of a listing's posts, newest first as contentRepository.listItemsPage orders a
   * blog's list: `limit` posts after the first `offset`. Tags and categories are matched by the
   * slug kept in item_terms, months and years by the UTC range they span on the site's calendar
   * in `timeZone`. Ask for one more than a page to know whether there is an older one.
   */
  async listingPage(
    db: Db,
    websiteId: string,
    collectionId: string,
    listing: PostsListing,
    liveAt: Date | null,
    timeZone: string,
    offset: number,
    limit: number,
  ): Promise<Item[]> {
    let query = blogItems(db, websiteId, collectionId, liveAt);
    if (listing.kind === "author") {
      query = query.where("items.authorId", "=", listing.authorId);
    } else if ("slug" in listing) {
      const terms = db
        .selectFrom("itemTerms")
        .select("itemTerms.itemId")
        .where("itemTerms.websiteId", "=", websiteId)
        .where("itemTerms.collectionId", "=", collectionId)
        .where("itemTerms.kind", "=", listing.kind)
        .where("itemTerms.slug", "=", listing.slug);
      query = query.where("items.id", "in", terms);
    } else {
      const range = listingMomentRange(listing, timeZone);
      query = query.where("itemMoments.publishedAtUtc", ">=", range.from).where("itemMoments.publishedAtUtc", "<", range.before);
    }
    const rows = await query.selectAll("items").orderBy("items.publishOn", "desc").orderBy("items.id").offset(offset).limit(limit).execute();
    return rows.map(itemFromRow);
  },

  /** The name a tag's or category's listing shows: as the newest post of the listing live at `liveAt` spells it, or null when it has none. */
  async termName(db: Db, websiteId: string, collectionId: string, kind: "tag" | "category", slug: string, liveAt: Date | null): Promise<string | null> {
    const row = await blogItems(db, websiteId, collectionId, liveAt)
      .innerJoin("itemTerms", "itemTerms.itemId", "items.id")
      .where("itemTerms.kind", "=", kind)
      .where("itemTerms.slug", "=", slug)
      .select("itemTerms.name")
      .orderBy("items.publishOn", "desc")
      .orderBy("items.id")
      .limit(1)
      .executeTakeFirst();
    return row?.name ?? null;
  },
};
