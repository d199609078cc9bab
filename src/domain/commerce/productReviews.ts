/** A review's moderation state: buyers' reviews wait as pending until an owner publishes or rejects them. */
export const REVIEW_STATE = { PENDING: "pending", PUBLISHED: "published", REJECTED: "rejected" } as const;

/** A review's moderation state. */
export type ReviewState = (typeof REVIEW_STATE)[keyof typeof REVIEW_STATE];

/** A review request's state as stored: its mail waits (scheduled), went out (sent), was answered for every product (reviewed) or lapsed (expired). */
export const REVIEW_REQUEST_ROW_STATE = { SCHEDULED: "scheduled", SENT: "sent", REVIEWED: "reviewed", EXPIRED: "expired" } as const;

/** Days after fulfilment a review request mail is sent unless the site sets another number (issue 39). */
export const DEFAULT_REVIEW_REQUEST_DAYS = 14;

/** Most days a site may wait before asking for reviews. */
export const MAX_REVIEW_REQUEST_DAYS = 365;

/** Days a review request link works after its mail is due; then the page says the request has expired. */
export const REVIEW_REQUEST_OPEN_DAYS = 60;

/** Stars a rating may have. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Longest reviewer name, title, review text and owner reply. */
export const MAX_REVIEW_NAME_LENGTH = 80;
export const MAX_REVIEW_TITLE_LENGTH = 120;
export const MAX_REVIEW_BODY_LENGTH = 4000;
export const MAX_REVIEW_REPLY_LENGTH = 2000;

/** A product's published reviews in two numbers: how many, and their mean rating (0 when none). */
export interface RatingSummary {
  count: number;
  average: number;
}

/** The mean of some ratings rounded to one decimal, as product pages and structured data show it. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { count: 0, average: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { count: ratings.length, average: Math.round((sum / ratings.length) * 10) / 10 };
}
