import type { z } from "zod";
import { REVIEWS_CSV_PATH, reviewRoutes, type ownerReviewSchema } from "../../domain/api/reviews";
import type { ReviewState } from "../../domain/commerce/productReviews";
import { call } from "./call";

/** A review as the owner's moderation queue shows it. */
export type OwnerReview = z.output<typeof ownerReviewSchema>;

/** The owner's calls about product reviews, made from the routes of src/domain/api/reviews.ts. */
export const reviewsApi = {
  list: (state: ReviewState, limit: number, offset: number) => call(reviewRoutes.reviews, { query: { state, limit, offset } }),
  moderate: (id: string, state: "published" | "rejected", reply: string) => call(reviewRoutes.moderate, { params: { id }, body: { state, reply } }),
  remove: (id: string) => call(reviewRoutes.remove, { params: { id } }),
  /** Where every review downloads (links, as the answers are files). */
  csvHref: REVIEWS_CSV_PATH,
  jsonHref: reviewRoutes.exportJson.url,
};
