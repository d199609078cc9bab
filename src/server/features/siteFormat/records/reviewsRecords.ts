import { z } from "zod";
import {
  MAX_RATING,
  MAX_REVIEW_BODY_LENGTH,
  MAX_REVIEW_NAME_LENGTH,
  MAX_REVIEW_REPLY_LENGTH,
  MAX_REVIEW_TITLE_LENGTH,
  MIN_RATING,
  REVIEW_STATE,
} from "../../../../domain/commerce/productReviews";
import { assertDistinct, recordId, recordProblem, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most reviews one site file may carry. */
const MAX_REVIEWS = 1_000_000;

const reviewSchema = z.strictObject({
  id: recordId,
  /** A product of the file's products. */
  productId: recordId,
  /** One of the file's orders: reviews come from verified buyers. */
  orderId: recordId,
  authorName: z.string().min(1).max(MAX_REVIEW_NAME_LENGTH),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  title: z.string().max(MAX_REVIEW_TITLE_LENGTH),
  body: z.string().max(MAX_REVIEW_BODY_LENGTH),
  state: z.enum([REVIEW_STATE.PENDING, REVIEW_STATE.PUBLISHED, REVIEW_STATE.REJECTED]),
  reply: z.string().max(MAX_REVIEW_REPLY_LENGTH),
  createdAt: recordTime,
  updatedAt: recordTime,
});

/** A product review as a site file's records carry it. */
type SiteFileReview = z.infer<typeof reviewSchema>;

/**
 * The buyers' product reviews, moderated or waiting, with the shop's replies: one per product
 * per order, each naming an order of the file and a product of the file's shop.
 */
export const reviewsRecords: RecordSection<SiteFileReview[]> = {
  key: "reviews",
  schema: z.array(reviewSchema).max(MAX_REVIEWS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storeReviews").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(reviews, context, db) {
    const ids = reviews.map((review, index) => ({ id: review.id, path: `records.reviews[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another review.",
    );
    assertDistinct(
      reviews.map((review, index) => ({ value: `${review.orderId} ${review.productId}`, path: `records.reviews[${index}]` })),
      "reviews a product of an order another review does.",
    );
    for (const [index, review] of reviews.entries()) {
      if (!context.fileOrderIds.has(review.orderId)) recordProblem(`records.reviews[${index}].orderId`, "is not an order of this file.");
      if (!context.fileProductIds.has(review.productId)) recordProblem(`records.reviews[${index}].productId`, "is not a product of this file.");
    }
    await assertIdsFree(db, "storeReviews", null, ids);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("storeReviews").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    return rows.map(({ websiteId: _site, ...review }) => ({ ...review, rating: Number(review.rating), state: review.state as SiteFileReview["state"] }));
  },

  async importRecords(db, context, reviews) {
    for (const review of reviews)
      await db
        .insertInto("storeReviews")
        .values({ ...review, websiteId: context.websiteId })
        .execute();
  },
};
