import { REVIEW_REQUEST_OPEN_DAYS } from "../../../../domain/commerce/productReviews";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
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
 * The buyer's mail some days after their order was fulfilled, in the order's language (`texts`):
 * the products they bought and the link to the review request page. Plain text, written to the
 * outbox in the commit that claims the request, so it is queued once.
 */
export function reviewRequestMail(order: MovedOrder, requestId: string, secret: string, texts: StoreTexts): OutgoingMail {
  const lines = reviewableLines(JSON.parse(order.linesJson) as OrderLine[]);
  const words = { number: orderNumber(order.id), site: order.siteTitle };
  const text = [
    filledIn(texts.reviewMailThanks, words),
    "",
    texts.reviewMailAsk,
    ...lines.map((line) => `- ${line.name}`),
    "",
    filledIn(texts.reviewMailLink, { link: reviewRequestLink(secret, requestId, order.baseUrl) }),
    "",
    filledIn(texts.reviewMailDays, { days: String(REVIEW_REQUEST_OPEN_DAYS) }),
  ].join("\n");
  return { websiteId: order.websiteId, kind: REVIEW_REQUEST_MAIL, to: order.email, subject: filledIn(texts.reviewMailSubject, words), text };
}
