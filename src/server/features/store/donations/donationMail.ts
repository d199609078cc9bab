import type { StoreDonationRow } from "../../../../db/donationRows";
import { isCurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import type { StoreDonationPlanRow } from "../../../../db/donationRows";
import { dayInWords } from "../../mail/dayInWords";
import type { OutgoingMail } from "../../mail/mailService";
import type { MailSite } from "../mailLook";
import { noticeMail } from "../noticeMail";

/** The kind of a gift's receipt in the outbox. */
export const DONATION_RECEIPT_MAIL = "donation-receipt";
/** The kinds of the monthly gifts' mails in the outbox: a month's card refused (tried again), and a monthly gift stopped. */
export const MONTHLY_GIFT_MAIL = { paymentFailed: "donation-payment-failed", stopped: "donation-stopped" } as const;

/** A sum of a gift in its currency's words. */
export function donationMoney(cents: number | bigint, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(Number(cents), currency) : `${String(cents)} ${currency}`;
}

/**
 * The donor's receipt of one paid gift (a monthly gift's later months too): what was given, to
 * which fund, the fee covered, when and its number. Text and HTML in the site's look, written to
 * the outbox in the commit that marks the gift paid, so it is sent once.
 */
export function donationReceiptMail(donation: StoreDonationRow, site: MailSite, paidAt: string): OutgoingMail {
  const gift = donationMoney(donation.amountCents, donation.currency);
  const total = donationMoney(donation.totalCents, donation.currency);
  const fee = Number(donation.feeCents);
  const monthly = donation.frequency === "monthly";
  const envelope = { websiteId: donation.websiteId, kind: DONATION_RECEIPT_MAIL, to: donation.email, subject: `Your receipt for your gift to ${site.title}` };
  return noticeMail(envelope, site, [
    [`Dear ${donation.name},`],
    [
      `Thank you for your ${monthly ? "monthly " : ""}gift of ${gift} to ${site.title}.`,
      ...(donation.fund ? [`Fund: ${donation.fund}`] : []),
      ...(fee > 0 ? [`You also covered the processing fee of ${donationMoney(fee, donation.currency)}, so the whole gift reaches us.`] : []),
    ],
    [`Amount charged: ${total}`, `Date: ${paidAt.slice(0, 10)}`, `Receipt number: ${donation.id.slice(-10).toUpperCase()}`],
    monthly ? ["You can stop your monthly gift at any time from your account page."] : [],
    ["Please keep this receipt for your records."],
  ]);
}

/** "$10.00 to Boats" or "$10.00": a month's gift in words. */
function monthlyGift(plan: Pick<StoreDonationPlanRow, "amountCents" | "currency" | "fund">): string {
  return `${donationMoney(plan.amountCents, plan.currency)}${plan.fund ? ` to ${plan.fund}` : ""}`;
}

/** A month of a monthly gift the card refused, with the day it is tried again; text and HTML, written to the outbox with the refusal. */
export function monthlyGiftFailedMail(plan: StoreDonationPlanRow, site: MailSite, reason: string, retryAt: string): OutgoingMail {
  const envelope = {
    websiteId: plan.websiteId,
    kind: MONTHLY_GIFT_MAIL.paymentFailed,
    to: plan.email,
    subject: `Your monthly gift to ${site.title} did not go through`,
  };
  return noticeMail(envelope, site, [
    [`Dear ${plan.name},`],
    [
      `We could not charge your monthly gift of ${monthlyGift(plan)} for ${site.title} to your ${plan.methodLabel.toLowerCase()}.`,
      `The card's answer: ${reason}`,
    ],
    [`We will try again on ${dayInWords(retryAt)}. Nothing else changes, and you can stop your monthly gift from your account page at any time.`],
  ]);
}

/** A monthly gift stopped after its last try was refused, or by the site's owner; nothing more is charged. Text and HTML. */
export function monthlyGiftStoppedMail(plan: StoreDonationPlanRow, site: MailSite, why: { by: "payment"; tries: number } | { by: "owner" }): OutgoingMail {
  const because = why.by === "payment" ? `its payment did not go through after ${why.tries} tries` : `${site.title} stopped it`;
  const envelope = { websiteId: plan.websiteId, kind: MONTHLY_GIFT_MAIL.stopped, to: plan.email, subject: `Your monthly gift to ${site.title} has stopped` };
  return noticeMail(envelope, site, [
    [`Dear ${plan.name},`],
    [`Your monthly gift of ${monthlyGift(plan)} for ${site.title} has stopped: ${because}.`],
    ["Nothing more will be charged. Thank you for your gifts; to give again, use the site's donate page."],
  ]);
}
