import type { Db } from "../../../../db/database";
import { DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { isoNow, type Clock } from "../../../clock";
import type { MailService } from "../../mail/mailService";
import { mailSiteOfWebsite } from "../mailSiteOfWebsite";
import { ordersRepository } from "../ordersRepository";
import { declinedAnswer, paidAnswer } from "./donationAnswers";
import { donationReceiptMail } from "./donationMail";
import { DONATION_STATUS, donationsRepository } from "./donationsRepository";

/** What settling a gift's confirmation is handed, by name. */
export interface DonationConfirmationCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
  /** Signs the contribution confirmed page's link kept in the gift's answer. */
  secret: string;
}

/**
 * Settles a gift given once that waited for the donor's extra confirmation, from the provider's
 * signed confirmation (the store's payment webhook, when the payment is no order's): each event
 * is handled once, and the gift moves only while it still waits, so a replay mails no second
 * receipt. Confirmed, it is paid with its receipt in the outbox in one transaction; refused, it
 * is declined and nothing is charged.
 */
export async function settleDonationConfirmation(
  { db, clock, mail, secret }: DonationConfirmationCollaborators,
  provider: string,
  event: { eventId: string; reference: string; outcome: "succeeded" | "failed" },
): Promise<"handled" | "replayed" | "unknown"> {
  const gift = await donationsRepository.findByPayment(db, provider, event.reference);
  if (!gift) return "unknown";
  const stamp = isoNow(clock);
  if (!(await ordersRepository.recordEvent(db, provider, event.eventId, stamp))) return "replayed";
  const waiting = DONATION_STATUS.AWAITING_CONFIRMATION;
  if (event.outcome === "failed") {
    const refused = declinedAnswer(DONATION_MESSAGES.confirmationFailed);
    await donationsRepository.finish(db, gift.id, { status: "declined", paymentReference: event.reference, answer: refused, paidAt: null }, waiting);
    return "handled";
  }
  const site = await mailSiteOfWebsite(db, gift.websiteId);
  const paid = await db.transaction().execute(async (trx) => {
    const end = { status: "paid" as const, paymentReference: event.reference, answer: paidAnswer(secret, gift.id), paidAt: stamp };
    if (!(await donationsRepository.finish(trx, gift.id, end, waiting))) return false;
    await mail.enqueue(trx, donationReceiptMail(gift, site, stamp));
    return true;
  });
  if (paid) mail.deliverSoon();
  return "handled";
}
