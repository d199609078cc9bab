import type { StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import { dayInWords as day } from "../../mail/dayInWords";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import type { OutgoingMail } from "../../mail/mailService";
import { subscriptionAmount } from "./subscriptionPresenter";

/** The kinds of the subscriptions' mails in the outbox. */
export const SUBSCRIPTION_MAIL = {
  renewed: "subscription-renewed",
  paymentFailed: "subscription-payment-failed",
  cancelled: "subscription-cancelled",
} as const;

/** The store's words and the language its days are written in, for a subscription's mails (its order's language). */
export interface SubscriptionMailLanguage {
  texts: StoreTexts;
  /** The language days are written in: the order's, else "en-GB" ("3 December 2026"). */
  locale: string;
}

/** The names a subscription's mail fills in its words with. */
function wordsOf(row: StoreSubscriptionRow, siteTitle: string) {
  return { product: row.productName, site: siteTitle, amount: subscriptionAmount(row), method: row.methodLabel.toLowerCase() };
}

function mail(row: StoreSubscriptionRow, kind: string, subject: string, lines: string[]): OutgoingMail {
  return { websiteId: row.websiteId, kind, to: row.email, subject, text: lines.join("\n") };
}

/** The receipt of a renewal charged. */
export function renewedMail(row: StoreSubscriptionRow, siteTitle: string, next: string | null, { texts, locale }: SubscriptionMailLanguage): OutgoingMail {
  const words = wordsOf(row, siteTitle);
  return mail(row, SUBSCRIPTION_MAIL.renewed, filledIn(texts.renewedSubject, words), [
    filledIn(texts.renewedLine, words),
    ...(next ? ["", filledIn(texts.nextPayment, { date: day(next, locale) })] : []),
    "",
    texts.pauseOrCancel,
  ]);
}

/** A renewal the provider refused, with the day of the next try. */
export function paymentFailedMail(
  row: StoreSubscriptionRow,
  siteTitle: string,
  reason: string,
  retryAt: string,
  { texts, locale }: SubscriptionMailLanguage,
): OutgoingMail {
  const words = wordsOf(row, siteTitle);
  return mail(row, SUBSCRIPTION_MAIL.paymentFailed, filledIn(texts.renewalFailedSubject, words), [
    filledIn(texts.renewalFailedLine, words),
    filledIn(texts.cardAnswer, { reason }),
    "",
    filledIn(texts.retryOn, { date: day(retryAt, locale) }),
  ]);
}

/** A subscription ended because its last try failed. */
export function cancelledForPaymentMail(row: StoreSubscriptionRow, siteTitle: string, attempts: number, { texts }: SubscriptionMailLanguage): OutgoingMail {
  const words = { ...wordsOf(row, siteTitle), attempts: String(attempts) };
  return mail(row, SUBSCRIPTION_MAIL.cancelled, filledIn(texts.cancelledSubject, words), [filledIn(texts.cancelledLine, words), "", texts.nothingMore]);
}
