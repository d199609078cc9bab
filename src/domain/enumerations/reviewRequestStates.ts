/** Reasons a product review request cannot be answered (spec 2 §4 names them; the strings are Tessera's). */
export const REVIEW_REQUEST_STATE = {
  EXPIRED: "expired",
  ALREADY_REVIEWED: "already-reviewed",
  NO_PRODUCTS_TO_REVIEW: "no-products-to-review",
} as const;

/** A review request state. */
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATE)[keyof typeof REVIEW_REQUEST_STATE];
