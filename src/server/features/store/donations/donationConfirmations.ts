import type { Db } from "../../../../db/database";
import type { StoreDonationRow } from "../../../../db/donationRows";
import { DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { isoNow, type Clock } from "../../../clock";
import type { MailService } from "../../mail/mailService";
import { mailSiteOfWebsite } from "../mailSiteOfWebsite";
import { ordersRepository } from "../ordersRepository";
import type { PaymentProvider } from "../payments/paymentProvider";
import { refundLateConfirmation } from "../payments/lateConfirmationRefund";
import { declinedAnswer, paidAnswer } from "./donationAnswers";
import { donationMailLanguage } from "./donationLanguage";
import { donationReceiptMail } from "./donationMail";
import { DONATION_STATUS, donationsRepository } from "./donationsRepository";
import { savedCardOf, startMonthlyGift } from "./monthlyGiftStart";

/** What settling a gift's confirmation is handed, by name. */
export interface DonationConfirmationCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
  /** Signs the contribution confirmed page's link kept in the gift's answer. */
  secret: string;
  /** The provider that takes a site's payments now, which gives back a confirmation that came too late. */
  paymentsFor: (websiteId: string) => Promise<PaymentProvider>;
}

/**
 * Settles a gift that waited for the donor's extra confirmation (given once, or a monthly gift's
 * first gift), from the provider's signed confirmation (the store's payment webhook, when the
 * payment is no order's): each event is handled once, and the gift moves only while it still
 * waits, so a replay mails no second receipt. Confirmed, it is paid with its receipt in the outbox
 * in one transaction, and a monthly gift starts with the card saved at its checkout; refused, it
 * is declined and nothing is charged. A confirmation of a gift the sweep already abandoned is
 * refunded (the provider's key makes a repeat refund nothing more), so no money is kept for it.
 */
export async function settleDonationConfirmation(
  collaborators: DonationConfirmationCollaborators,
  provider: string,
  event: { eventId: string; reference: string; outcome: "succeeded" | "failed" },
): Promise<"handled" | "replayed" | "unknown"> {
  const { db, clock, mail, secret } = collaborators;
  const gift = await donationsRepository.findByPayment(db, provider, event.reference);
  if (!gift) return "unknown";
  const stamp = isoNow(clock);
  // Refunded before the event is recorded, so a refund that failed is tried again when the provider sends the event again.
  if (event.outcome === "succeeded" && gift.status === DONATION_STATUS.ABANDONED) {
    await refundTooLate(collaborators, gift, event.reference);
    return (await ordersRepository.recordEvent(db, provider, event.eventId, stamp)) ? "handled" : "replayed";
  }
  if (!(await ordersRepository.recordEvent(db, provider, event.eventId, stamp))) return "replayed";
  const waiting = DONATION_STATUS.AWAITING_CONFIRMATION;
  if (event.outcome === "failed") {
    const refused = declinedAnswer(DONATION_MESSAGES.confirmationFailed);
    await donationsRepository.finish(db, gift.id, { status: "declined", paymentReference: event.reference, answer: refused, paidAt: null }, waiting);
    return "handled";
  }
  const site = await mailSiteOfWebsite(db, gift.websiteId);
  const language = await donationMailLanguage(db, gift.websiteId, gift.locale);
  const card = savedCardOf(gift);
  const paid = await db
    .transaction()
    .execute(async (trx) => {
      const planId = card && gift.siteUserId ? await startMonthlyGift(trx, { ...gift, siteUserId: gift.siteUserId }, card, stamp) : undefined;
      const end = {
        status: "paid" as const,
        paymentReference: event.reference,
        answer: paidAnswer(secret, gift.id),
        paidAt: stamp,
        ...(planId ? { planId } : {}),
      };
      // Rolled back with the monthly gift it would have started when the gift had moved on.
      if (!(await donationsRepository.finish(trx, gift.id, end, waiting))) throw new GiftMovedOn();
      await mail.enqueue(trx, donationReceiptMail({ ...gift, planId: planId ?? null }, site, stamp, language));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof GiftMovedOn) return false;
      throw error;
    });
  if (paid) {
    mail.deliverSoon();
    return "handled";
  }
  // The sweep abandoned it while this confirmation came: the payment is given back.
  const now = await donationsRepository.find(db, gift.websiteId, gift.id);
  if (now?.status === DONATION_STATUS.ABANDONED) await refundTooLate(collaborators, now, event.reference);
  return "handled";
}

/** Thrown inside the paying transaction to roll it back when the gift no longer waits. */
class GiftMovedOn extends Error {}

/** Gives back the whole payment of a gift confirmed after it was abandoned. */
async function refundTooLate({ paymentsFor }: DonationConfirmationCollaborators, gift: StoreDonationRow, reference: string): Promise<void> {
  await refundLateConfirmation(await paymentsFor(gift.websiteId), {
    description: `Gift ${gift.id}`,
    provider: gift.provider,
    reference,
    amountCents: Number(gift.totalCents),
    idempotencyKey: `refund-donation-${gift.id}`,
  });
}
