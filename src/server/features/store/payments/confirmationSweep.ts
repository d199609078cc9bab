import type { Clock } from "../../../clock";

/**
 * How long a payment waits for the buyer's extra confirmation at the provider before what it pays
 * for (a gift, a joining) is abandoned: a buyer who closed the provider's page is not coming back,
 * and the owner's lists should not show it as waiting for ever.
 */
export const CONFIRMATION_WAIT_MS = 60 * 60_000;

/** Most waiting payments abandoned in one round; the next round takes the rest. */
const BATCH = 100;

/** How one kind of waiting payment is found and claimed. */
export interface UnconfirmedPayments<Waiting> {
  /** The oldest of those still waiting that began before `before`, at most `limit`. */
  waitingSince(before: string, limit: number): Promise<Waiting[]>;
  /** Abandons one by a conditional update of a row still waiting; false when it had moved on (confirmed, refused, or swept by another node). */
  abandon(waiting: Waiting): Promise<boolean>;
}

/**
 * Abandons what waited for its buyer's confirmation longer than CONFIRMATION_WAIT_MS. Each is
 * claimed by its own conditional update, so of any number of nodes sweeping at once one abandons
 * it, and a confirmation settled first keeps it paid. Answers how many it abandoned.
 */
export async function abandonUnconfirmed<Waiting>(clock: Clock, payments: UnconfirmedPayments<Waiting>): Promise<number> {
  const before = new Date(clock.now().getTime() - CONFIRMATION_WAIT_MS).toISOString();
  let abandoned = 0;
  for (const waiting of await payments.waitingSince(before, BATCH)) {
    if (await payments.abandon(waiting)) abandoned += 1;
  }
  return abandoned;
}
