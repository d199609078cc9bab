import type { Db } from "../../../../db/database";
import { DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import type { Clock } from "../../../clock";
import { abandonUnconfirmed } from "../payments/confirmationSweep";
import { declinedAnswer } from "./donationAnswers";
import { donationsRepository } from "./donationsRepository";

/**
 * Abandons the gifts that waited for their donor's confirmation longer than CONFIRMATION_WAIT_MS
 * (payments/confirmationSweep.ts: each claimed once across nodes); a repeat of a gift's checkout
 * key then answers the refusal, and a confirmation arriving afterwards is refunded
 * (donationConfirmations.ts). Answers how many it abandoned.
 */
export function abandonUnconfirmedGifts(db: Db, clock: Clock): Promise<number> {
  const refusal = declinedAnswer(DONATION_MESSAGES.confirmationTooLate);
  return abandonUnconfirmed(clock, {
    waitingSince: (before, limit) => donationsRepository.waitingSince(db, before, limit),
    abandon: (gift) => donationsRepository.abandon(db, gift.id, refusal),
  });
}
