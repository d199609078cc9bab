import type { Db } from "../../../../db/database";
import type { StoreReviewRow } from "../../../../db/schema";
import { REVIEW_STATE } from "../../../../domain/commerce/productReviews";
import { countRows } from "../../../../db/countRows";

/** A review with the name of its product, as the owner's list shows it. */
export type ReviewWithProduct = StoreReviewRow & { productName: string };

/** The SQL of reviews: written once per product per order, read for product pages and the owner's list, moderated by the owner. */
export const reviewsRepository = {
  /** Writes a buyer's review; a second one of the same product of the same order breaks the unique key (the caller says it was reviewed). */
  async insert(db: Db, row: StoreReviewRow): Promise<void> {
    await db.insertInto("storeReviews").values(row).execute();
  },

  /** The products of an order that have a review. */
  async reviewedProductIds(db: Db, orderId: string): Promise<Set<string>> {
    const rows = await db.selectFrom("storeReviews").select("productId").where("orderId", "=", orderId).execute();
    return new Set(rows.map((row) => row.productId));
  },

  /** Of some product ids, those of the site's products that still exist, with their names and pictures. */
  async existingProducts(db: Db, websiteId: string, ids: readonly string[]): Promise<{ id: string; name: string; imageUrl: string }[]> {
    if (ids.length === 0) return [];
    return db.selectFrom("storeProducts").select(["id", "name", "imageUrl"]).where("websiteId", "=", websiteId).where("id", "in", ids).execute();
  },

  /** A product's published reviews, newest first, at most `limit`. */
  async publishedOf(db: Db, productId: string, limit: number): Promise<StoreReviewRow[]> {
    return db
      .selectFrom("storeReviews")
      .selectAll()
      .where("productId", "=", productId)
      .where("state", "=", REVIEW_STATE.PUBLISHED)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  },

  /** Every published rating of a product (one small integer a review), for its count and average. */
  async publishedRatings(db: Db, productId: string): Promise<number[]> {
    const rows = await db.selectFrom("storeReviews").select("rating").where("productId", "=", productId).where("state", "=", REVIEW_STATE.PUBLISHED).execute();
    return rows.map((row) => Number(row.rating));
  },

  /** One page of a site's reviews for the owner, newest first, of one state or all, with how many there are. */
  async pageForOwner(
    db: Db,
    websiteId: string,
    page: { state?: string; limit: number; offset: number },
  ): Promise<{ total: number; reviews: ReviewWithProduct[] }> {
    let query = db.selectFrom("storeReviews").where("storeReviews.websiteId", "=", websiteId);
    if (page.state) query = query.where("storeReviews.state", "=", page.state);
    const [total, reviews] = await Promise.all([
      countRows(query),
      query
        .innerJoin("storeProducts", "storeProducts.id", "storeReviews.productId")
        .selectAll("storeReviews")
        .select("storeProducts.name as productName")
        .orderBy("storeReviews.createdAt", "desc")
        .orderBy("storeReviews.id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return { total, reviews };
  },

  /** Publishes or rejects a site's review with the owner's reply; null when the site has no such review. */
  async moderate(db: Db, websiteId: string, id: string, change: { state: string; reply: string; updatedAt: string }): Promise<ReviewWithProduct | null> {
    const updated = await db.updateTable("storeReviews").set(change).where("websiteId", "=", websiteId).where("id", "=", id).returningAll().executeTakeFirst();
    if (!updated) return null;
    const product = await db.selectFrom("storeProducts").select("name").where("id", "=", updated.productId).executeTakeFirst();
    return { ...updated, productName: product?.name ?? "" };
  },

  /** Deletes a site's review; the deleted row, or null when the site has no such review. */
  async remove(db: Db, websiteId: string, id: string): Promise<StoreReviewRow | null> {
    return (await db.deleteFrom("storeReviews").where("websiteId", "=", websiteId).where("id", "=", id).returningAll().executeTakeFirst()) ?? null;
  },

  /** Every review of a site with its product's name, oldest first (then by id), for the exports. */
  async allOfSite(db: Db, websiteId: string): Promise<ReviewWithProduct[]> {
    return db
      .selectFrom("storeReviews")
      .leftJoin("storeProducts", "storeProducts.id", "storeReviews.productId")
      .selectAll("storeReviews")
      .select((eb) => eb.fn.coalesce("storeProducts.name", eb.val("")).as("productName"))
      .where("storeReviews.websiteId", "=", websiteId)
      .orderBy("storeReviews.createdAt")
      .orderBy("storeReviews.id")
      .execute();
  },
};
