import { z } from "zod";
import {
  MAX_RATING,
  MAX_REVIEW_BODY_LENGTH,
  MAX_REVIEW_NAME_LENGTH,
  MAX_REVIEW_REPLY_LENGTH,
  MAX_REVIEW_TITLE_LENGTH,
  MIN_RATING,
  REVIEW_STATE,
} from "../commerce/productReviews";
import { FORM_BUILDER_MESSAGES } from "../messages/formBuilderMessages";
import { withoutCrumb } from "./bodies";
import { listPageQuerySchema } from "./paging";
import type { ApiRoute } from "./route";
import { storeIdParamsSchema } from "./store";

/** A star rating from a form: a whole number from 1 to 5; none, or anything else, asks for one. */
const ratingSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d$/.test(value) ? Number(value) : value),
  z
    .number({ error: FORM_BUILDER_MESSAGES.selectStarRating })
    .int(FORM_BUILDER_MESSAGES.selectStarRating)
    .min(MIN_RATING, FORM_BUILDER_MESSAGES.selectStarRating)
    .max(MAX_RATING, FORM_BUILDER_MESSAGES.selectStarRating),
);

/** What the review request page's form posts for one product: its stars, the buyer's name as shown, a title and the review. */
export const reviewSubmissionSchema = withoutCrumb(
  z.object({
    token: z.string().max(200),
    productId: z.string().max(24),
    rating: ratingSchema,
    authorName: z
      .string()
      .trim()
      .min(1, "Please enter the name to show with your review.")
      .max(MAX_REVIEW_NAME_LENGTH, `Please keep your name to ${MAX_REVIEW_NAME_LENGTH} characters.`),
    title: z.string().trim().max(MAX_REVIEW_TITLE_LENGTH, `Please keep the title to ${MAX_REVIEW_TITLE_LENGTH} characters.`).default(""),
    body: z
      .string()
      .trim()
      .min(1, "Please write a few words about the product.")
      .max(MAX_REVIEW_BODY_LENGTH, `Please keep your review to ${MAX_REVIEW_BODY_LENGTH} characters.`),
  }),
);

/** A submitted review as the server reads it. */
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

const reviewStateSchema = z.enum([REVIEW_STATE.PENDING, REVIEW_STATE.PUBLISHED, REVIEW_STATE.REJECTED]);

/** The owner's list of reviews: one state or all, newest first, a page at a time. */
export const reviewsQuerySchema = z.strictObject({
  state: reviewStateSchema.optional(),
  limit: listPageQuerySchema.shape.limit,
  offset: listPageQuerySchema.shape.offset,
});

/** A review as the owner sees it, with the product's name and the order it came from. */
export const ownerReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  orderId: z.string(),
  authorName: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  state: reviewStateSchema,
  reply: z.string(),
  createdAt: z.string(),
});

/** The answer of `GET /api/config/store/reviews`. */
export const reviewListSchema = z.object({ total: z.number(), reviews: z.array(ownerReviewSchema) });

/** What `PUT /api/config/store/reviews/:id` takes: publish or reject, with the owner's public reply ("" for none). */
export const moderateReviewBodySchema = withoutCrumb(
  z.strictObject({
    state: z.enum([REVIEW_STATE.PUBLISHED, REVIEW_STATE.REJECTED]),
    reply: z.string().trim().max(MAX_REVIEW_REPLY_LENGTH, `Keep the reply to ${MAX_REVIEW_REPLY_LENGTH} characters.`).default(""),
  }),
);

/** A review as the exports write it: the owner's fields and when it last changed. */
export const exportedReviewSchema = ownerReviewSchema.extend({ updatedAt: z.string() });

/** The answer of the JSON export: every review of the site, oldest first. */
export const reviewExportSchema = z.object({ reviews: z.array(exportedReviewSchema) });

/** The columns of the reviews CSV file, in order. */
export const REVIEW_CSV_COLUMNS = [
  ["id", "Review"],
  ["createdAt", "Written"],
  ["productName", "Product"],
  ["productId", "Product id"],
  ["orderId", "Order"],
  ["authorName", "Name"],
  ["rating", "Stars"],
  ["title", "Title"],
  ["body", "Review text"],
  ["state", "State"],
  ["reply", "Reply"],
  ["updatedAt", "Changed"],
] as const satisfies readonly (readonly [keyof z.output<typeof exportedReviewSchema>, string])[];

/** Where every review of the site downloads as a CSV file (a link, not a call: the answer is the file). */
export const REVIEWS_CSV_PATH = "/api/config/store/reviews/export/csv";

/**
 * The owner's review routes under /api/config/store/reviews (permission 1422): the list,
 * moderation (publish or reject, with a reply), deletion, and every review as CSV or JSON.
 */
export const reviewRoutes = {
  reviews: { method: "GET", url: "/api/config/store/reviews", schema: { querystring: reviewsQuerySchema, response: { 200: reviewListSchema } } },
  moderate: {
    method: "PUT",
    url: "/api/config/store/reviews/:id",
    schema: { params: storeIdParamsSchema, body: moderateReviewBodySchema, response: { 200: ownerReviewSchema } },
  },
  remove: {
    method: "DELETE",
    url: "/api/config/store/reviews/:id",
    schema: { params: storeIdParamsSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
  },
  exportJson: { method: "GET", url: "/api/config/store/reviews/export/json", schema: { response: { 200: reviewExportSchema } } },
} satisfies Record<string, ApiRoute>;
