import type { StoreDonationPlanRow, StoreDonationRow } from "../../../../db/donationRows";
import { isCurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { dayInWords } from "../../mail/dayInWords";
import type { OutgoingMail } from "../../mail/mailService";
import type { MailSite } from "../mailLook";
import { noticeMail } from "../noticeMail";

/** The kind of a gift's receipt in the outbox. */
export const DONATION_RECEIPT_MAIL = "donation-receipt";
/** The kinds of the monthly gifts' mails in the outbox: a month's card refused (tried again), and a monthly gift stopped. */
export const MONTHLY_GIFT_MAIL = { paymentFailed: "donation-payment-failed", stopped: "donation-stopped" } as const;

/** The store's words and the language its days are written in, for a gift's or a monthly gift's mails (the donor's language). */
export interface DonationMailLanguage {
  texts: StoreTexts;
  /** The donor's additional language, null for the primary (the receipt's day as "2026-12-03", other days "3 December 2026"). */
  locale: string | null;
}

/** A sum of a gift in its currency's words. */
export function donationMoney(cents: number | bigint, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(Number(cents), currency) : `${String(cents)} ${currency}`;
}

/**
 * The donor's receipt of one paid gift (a monthly gift's later months too): what was given, to
 * which fund, the fee covered, when and its number. Text and HTML in the site's look, in the
 * donor's language, written to the outbox in the commit that marks the gift paid, so it is sent once.
 */
export function donationReceiptMail(donation: StoreDonationRow, site: MailSite, paidAt: string, { texts, locale }: DonationMailLanguage): OutgoingMail {
  const words = { site: site.title, name: donation.name, amount: donationMoney(donation.amountCents, donation.currency) };
  const fee = Number(donation.feeCents);
  const monthly = donation.frequency === "monthly";
  const envelope = { websiteId: donation.websiteId, kind: DONATION_RECEIPT_MAIL, to: donation.email, subject: filledIn(texts.donateReceiptSubject, words) };
  return noticeMail(envelope, site, [
    [filledIn(texts.donateMailGreeting, words)],
    [
      filledIn(monthly ? texts.donateReceiptMonthlyThanks : texts.donateReceiptThanks, words),
      ...(donation.fund ? [filledIn(texts.donateReceiptFund, { fund: donation.fund })] : []),
      ...(fee > 0 ? [filledIn(texts.donateReceiptFee, { fee: donationMoney(fee, donation.currency) })] : []),
    ],
    [
      filledIn(texts.donateReceiptCharged, { amount: donationMoney(donation.totalCents, donation.currency) }),
      filledIn(texts.donateReceiptDate, { date: locale ? dayInWords(paidAt, locale) : paidAt.slice(0, 10) }),
      filledIn(texts.donateReceiptNumber, { number: donation.id.slice(-10).toUpperCase() }),
    ],
    monthly ? [texts.donateReceiptStopMonthly] : [],
    [texts.donateReceiptKeep],
  ]);
}

/** "$10.00 to Boats" or "$10.00": a month's gift in words. */
function monthlyGift(plan: Pick<StoreDonationPlanRow, "amountCents" | "currency" | "fund">, texts: StoreTexts): string {
  const amount = donationMoney(plan.amountCents, plan.currency);
  return plan.fund ? filledIn(texts.donateMonthlyGiftToFund, { amount, fund: plan.fund }) : amount;
}

/** A month of a monthly gift the card refused, with the day it is tried again; text and HTML in the donor's language, written to the outbox with the refusal. */
export function monthlyGiftFailedMail(
  plan: StoreDonationPlanRow,
  site: MailSite,
  reason: string,
  retryAt: string,
  { texts, locale }: DonationMailLanguage,
): OutgoingMail {
  const words = { site: site.title, name: plan.name, gift: monthlyGift(plan, texts), method: plan.methodLabel.toLowerCase() };
  const envelope = {
    websiteId: plan.websiteId,
    kind: MONTHLY_GIFT_MAIL.paymentFailed,
    to: plan.email,
    subject: filledIn(texts.donateMonthlyFailedSubject, words),
  };
  return noticeMail(envelope, site, [
    [filledIn(texts.donateMailGreeting, words)],
    [filledIn(texts.donateMonthlyFailedLine, words), filledIn(texts.donateMonthlyCardAnswer, { reason })],
    [filledIn(texts.donateMonthlyTryAgainOn, { date: dayInWords(retryAt, locale ?? undefined) })],
  ]);
}

/** A monthly gift stopped after its last try was refused, or by the site's owner; nothing more is charged. Text and HTML in the donor's language. */
export function monthlyGiftStoppedMail(
  plan: StoreDonationPlanRow,
  site: MailSite,
  why: { by: "payment"; tries: number } | { by: "owner" },
  { texts }: DonationMailLanguage,
): OutgoingMail {
  const words = { site: site.title, name: plan.name, gift: monthlyGift(plan, texts), tries: why.by === "payment" ? String(why.tries) : undefined };
  const envelope = { websiteId: plan.websiteId, kind: MONTHLY_GIFT_MAIL.stopped, to: plan.email, subject: filledIn(texts.donateMonthlyStoppedSubject, words) };
  return noticeMail(envelope, site, [
    [filledIn(texts.donateMailGreeting, words)],
    [filledIn(why.by === "payment" ? texts.donateMonthlyStoppedByPayment : texts.donateMonthlyStoppedByOwner, words)],
    [texts.donateMonthlyNothingMore],
  ]);
}
