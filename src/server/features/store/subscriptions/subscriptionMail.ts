import type { StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import { dayInWords as day } from "../../mail/dayInWords";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import type { OutgoingMail } from "../../mail/mailService";
import type { MailSite } from "../mailLook";
import { noticeMail, type NoticeParagraphs } from "../noticeMail";
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
function wordsOf(row: StoreSubscriptionRow, site: MailSite) {
  return { product: row.productName, site: site.title, amount: subscriptionAmount(row), method: row.methodLabel.toLowerCase() };
}

function mail(row: StoreSubscriptionRow, site: MailSite, kind: string, subject: string, paragraphs: NoticeParagraphs): OutgoingMail {
  return noticeMail({ websiteId: row.websiteId, kind, to: row.email, subject }, site, paragraphs);
}

/** The receipt of a renewal charged, as text and as HTML in the site's look. */
export function renewedMail(row: StoreSubscriptionRow, site: MailSite, next: string | null, { texts, locale }: SubscriptionMailLanguage): OutgoingMail {
  const words = wordsOf(row, site);
  return mail(row, site, SUBSCRIPTION_MAIL.renewed, filledIn(texts.renewedSubject, words), [
    [filledIn(texts.renewedLine, words)],
    next ? [filledIn(texts.nextPayment, { date: day(next, locale) })] : [],
    [texts.pauseOrCancel],
  ]);
}

/** A renewal the provider refused, with the day of the next try, as text and as HTML in the site's look. */
export function paymentFailedMail(
  row: StoreSubscriptionRow,
  site: MailSite,
  reason: string,
  retryAt: string,
  { texts, locale }: SubscriptionMailLanguage,
): OutgoingMail {
  const words = wordsOf(row, site);
  return mail(row, site, SUBSCRIPTION_MAIL.paymentFailed, filledIn(texts.renewalFailedSubject, words), [
    [filledIn(texts.renewalFailedLine, words), filledIn(texts.cardAnswer, { reason })],
    [filledIn(texts.retryOn, { date: day(retryAt, locale) })],
  ]);
}

/** A subscription ended because its last try failed, as text and as HTML in the site's look. */
export function cancelledForPaymentMail(row: StoreSubscriptionRow, site: MailSite, attempts: number, { texts }: SubscriptionMailLanguage): OutgoingMail {
  const words = { ...wordsOf(row, site), attempts: String(attempts) };
  return mail(row, site, SUBSCRIPTION_MAIL.cancelled, filledIn(texts.cancelledSubject, words), [[filledIn(texts.cancelledLine, words)], [texts.nothingMore]]);
}
