import type { Db } from "../../../../db/database";
import type { StoreReviewRequestRow } from "../../../../db/schema";
import type { ReviewSubmission } from "../../../../domain/api/reviews";
import { REVIEW_REQUEST_OPEN_DAYS, REVIEW_REQUEST_ROW_STATE, REVIEW_STATE } from "../../../../domain/commerce/productReviews";
import { REVIEW_REQUEST_STATE, type ReviewRequestState } from "../../../../domain/enumerations/reviewRequestStates";
import { isId, newId } from "../../../../domain/ids";
import { ordersRepository, type OrderLine } from "../ordersRepository";
import { isUniqueViolation } from "../uniqueViolation";
import { isReviewRequestToken } from "./reviewLinks";
import { reviewableLines } from "./reviewRequestMail";
import { reviewRequestsRepository } from "./reviewRequestsRepository";
import { reviewsRepository } from "./reviewsRepository";
import type { ReviewableProduct } from "./ReviewRequestPage";

const DAY_MS = 24 * 60 * 60_000;

/** A review request a link opened: the products left to review, or why none can be (spec 2 §4's states). */
export type OpenedRequest =
  { kind: "not-found" } | { kind: "closed"; state: ReviewRequestState } | { kind: "open"; request: StoreReviewRequestRow; products: ReviewableProduct[] };

/** What became of a posted review. */
export type SubmittedReview = OpenedRequest | { kind: "reviewed"; products: ReviewableProduct[] } | { kind: "went-wrong"; products: ReviewableProduct[] };

/** Whether a request's link has lapsed: expired by the job, or REVIEW_REQUEST_OPEN_DAYS past its mail's due time. */
function lapsed(request: StoreReviewRequestRow, now: Date): boolean {
  return request.state === REVIEW_REQUEST_ROW_STATE.EXPIRED || Date.parse(request.dueAt) + REVIEW_REQUEST_OPEN_DAYS * DAY_MS <= now.getTime();
}

/** The products of the request's order that still exist and have no review yet, and how many could be reviewed at all. */
async function leftToReview(db: Db, request: StoreReviewRequestRow): Promise<{ reviewable: number; left: ReviewableProduct[] } | null> {
  const order = await ordersRepository.findOrder(db, request.websiteId, request.orderId);
  if (!order) return null;
  const lines = reviewableLines(JSON.parse(order.linesJson) as OrderLine[]);
  const existing = await reviewsRepository.existingProducts(
    db,
    request.websiteId,
    lines.map((line) => line.productId),
  );
  const byId = new Map(existing.map((product) => [product.id, product]));
  const reviewed = await reviewsRepository.reviewedProductIds(db, request.orderId);
  const products = lines.flatMap((line) => (byId.has(line.productId) ? [byId.get(line.productId)!] : []));
  return { reviewable: products.length, left: products.filter((product) => !reviewed.has(product.id)) };
}

/** Opens a review request by its id and the token of its mail's link. */
export async function openReviewRequest(db: Db, secret: string, websiteId: string, requestId: string, token: unknown, now: Date): Promise<OpenedRequest> {
  if (!isId(requestId) || !isReviewRequestToken(secret, requestId, token)) return { kind: "not-found" };
  const request = await reviewRequestsRepository.find(db, websiteId, requestId);
  if (!request) return { kind: "not-found" };
  if (lapsed(request, now)) return { kind: "closed", state: REVIEW_REQUEST_STATE.EXPIRED };
  const products = await leftToReview(db, request);
  if (!products) return { kind: "not-found" };
  if (products.reviewable === 0) return { kind: "closed", state: REVIEW_REQUEST_STATE.NO_PRODUCTS_TO_REVIEW };
  if (products.left.length === 0) return { kind: "closed", state: REVIEW_REQUEST_STATE.ALREADY_REVIEWED };
  return { kind: "open", request, products: products.left };
}

/**
 * Writes a buyer's review of one product of their order, pending until the owner publishes it.
 * The unique key of (order, product) keeps it to one review however many times the form is
 * sent; once every product has one, the request is marked reviewed.
 */
export async function submitReview(
  db: Db,
  secret: string,
  websiteId: string,
  requestId: string,
  review: ReviewSubmission,
  now: Date,
): Promise<SubmittedReview> {
  const opened = await openReviewRequest(db, secret, websiteId, requestId, review.token, now);
  if (opened.kind !== "open") return opened;
  if (!opened.products.some((product) => product.id === review.productId)) {
    const reviewed = await reviewsRepository.reviewedProductIds(db, opened.request.orderId);
    return reviewed.has(review.productId)
      ? { kind: "closed", state: REVIEW_REQUEST_STATE.ALREADY_REVIEWED }
      : { kind: "went-wrong", products: opened.products };
  }
  const at = now.toISOString();
  try {
    await reviewsRepository.insert(db, {
      id: newId(),
      websiteId,
      productId: review.productId,
      orderId: opened.request.orderId,
      authorName: review.authorName,
      rating: review.rating,
      title: review.title,
      body: review.body,
      state: REVIEW_STATE.PENDING,
      reply: "",
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { kind: "closed", state: REVIEW_REQUEST_STATE.ALREADY_REVIEWED };
  }
  const left = opened.products.filter((product) => product.id !== review.productId);
  if (left.length === 0) await reviewRequestsRepository.markReviewed(db, requestId);
  return { kind: "reviewed", products: left };
}
