import type { Db } from "../../../../db/database";
import { DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import type { Clock } from "../../../clock";
import { declinedAnswer } from "./donationAnswers";
import { donationsRepository } from "./donationsRepository";

/**
 * How long a gift waits for its donor's extra confirmation at the provider before it is
 * abandoned: a donor who closed the provider's page is not coming back, and the owner's list
 * should not show the gift as waiting for ever.
 */
export const CONFIRMATION_WAIT_MS = 60 * 60_000;

/** Most waiting gifts abandoned in one round; the next round takes the rest. */
const BATCH = 100;

/**
 * Abandons the gifts that waited for their donor's confirmation longer than CONFIRMATION_WAIT_MS.
 * Each is claimed by a conditional update of a gift still waiting, so of any number of nodes
 * sweeping at once one abandons it, and a confirmation settled first keeps it paid; a repeat of its
 * checkout key then answers the refusal, and a confirmation arriving afterwards is refunded
 * (donationConfirmations.ts). Answers how many it abandoned.
 */
export async function abandonUnconfirmedGifts(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - CONFIRMATION_WAIT_MS).toISOString();
  const refusal = declinedAnswer(DONATION_MESSAGES.confirmationTooLate);
  let abandoned = 0;
  for (const gift of await donationsRepository.waitingSince(db, before, BATCH)) {
    if (await donationsRepository.abandon(db, gift.id, refusal)) abandoned += 1;
  }
  return abandoned;
}
