import { createHmac, timingSafeEqual } from "node:crypto";

/** The visitor's path of a review request page (page type 209). */
export function reviewRequestPath(requestId: string): string {
  return `/commerce/reviews/${requestId}`;
}

/** The token of a review request link: proves the link came from the request's mail. */
function reviewRequestToken(secret: string, requestId: string): string {
  return createHmac("sha256", secret).update(`review-request:${requestId}`).digest("base64url");
}

/** The link a review request mail carries, on the address the buyer checked out on. */
export function reviewRequestLink(secret: string, requestId: string, baseUrl: string | null): string {
  return `${baseUrl ?? ""}${reviewRequestPath(requestId)}?token=${reviewRequestToken(secret, requestId)}`;
}

/** Whether a token opens a review request's page. */
export function isReviewRequestToken(secret: string, requestId: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(reviewRequestToken(secret, requestId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
