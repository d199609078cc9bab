import type { Db } from "../../../db/database";
import { listingTermsOf, publishedMomentOf } from "../../../domain/blogListings";
import type { Item } from "./contentRecords";

/** What of an item its blog's listings choose it by. */
type ListedItem = Pick<Item, "id" | "websiteId" | "collectionId" | "tags" | "categories" | "publishOn" | "createdAt">;

/**
 * Writes an item's listing terms (its tags and categories by slug) and its publish moment in
 * UTC, replacing what was kept: every write of an item's tags, categories or publish time calls
 * this in the same transaction, after writing the item's row (whose lock makes two writers of
 * one item take turns), so a blog's listings filter in SQL (blogListingRepository). Deleting an
 * item deletes them with it (foreign keys).
 */
export async function keepItemListingFacts(db: Db, item: ListedItem): Promise<void> {
  const owner = { itemId: item.id, websiteId: item.websiteId, collectionId: item.collectionId };
  const publishedAtUtc = publishedMomentOf(item);
  await db
    .insertInto("itemMoments")
    .values({ ...owner, publishedAtUtc })
    .onConflict((conflict) => conflict.column("itemId").doUpdateSet({ publishedAtUtc }))
    .execute();
  await db.deleteFrom("itemTerms").where("itemId", "=", item.id).execute();
  const terms = listingTermsOf(item.tags, item.categories);
  if (terms.length > 0)
    await db
      .insertInto("itemTerms")
      .values(terms.map((term) => ({ ...owner, ...term })))
      .execute();
}
