import { REVIEW_REQUEST_OPEN_DAYS } from "../../../../domain/commerce/productReviews";
import type { OutgoingMail } from "../../mail/mailService";
import { orderNumber } from "../orderMail";
import type { MovedOrder, OrderLine } from "../ordersRepository";
import { reviewRequestLink } from "./reviewLinks";

/** The kind of the mail asking a buyer to review what they bought. */
const REVIEW_REQUEST_MAIL = "review-request";

/** The products of an order a buyer may review: each product once, in the order's order. */
export function reviewableLines(lines: readonly OrderLine[]): OrderLine[] {
  const seen = new Set<string>();
  return lines.filter((line) => !seen.has(line.productId) && seen.add(line.productId));
}

/**
 * The buyer's mail some days after their order was fulfilled: the products they bought and the
 * link to the review request page. Plain text, written to the outbox in the commit that claims
 * the request, so it is queued once.
 */
export function reviewRequestMail(order: MovedOrder, requestId: string, secret: string): OutgoingMail {
  const lines = reviewableLines(JSON.parse(order.linesJson) as OrderLine[]);
  const text = [
    `Thank you again for your order ${orderNumber(order.id)} from ${order.siteTitle}.`,
    "",
    "How do you like what you bought? Your review helps other shoppers choose:",
    ...lines.map((line) => `- ${line.name}`),
    "",
    `Write your review: ${reviewRequestLink(secret, requestId, order.baseUrl)}`,
    "",
    `The link works for ${REVIEW_REQUEST_OPEN_DAYS} days.`,
  ].join("\n");
  return { websiteId: order.websiteId, kind: REVIEW_REQUEST_MAIL, to: order.email, subject: `How was your order from ${order.siteTitle}?`, text };
}
