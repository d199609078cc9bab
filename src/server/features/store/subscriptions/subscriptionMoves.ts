import type { Db } from "../../../../db/database";
import type { StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import { periodStart, SUBSCRIPTION_STATUS, type BillingUnit } from "../../../../domain/commerce/subscriptionPlan";
import { conflict, notFound } from "../../../../domain/errors";
import type { Clock } from "../../../clock";
import { subscriptionsRepository } from "./subscriptionsRepository";

/** What the buyer and the owner are told when a move does not fit the subscription's state. */
export const SUBSCRIPTION_MESSAGES = {
  notFound: "This subscription was not found.",
  notPausable: "Only an active or past due subscription can be paused.",
  notResumable: "Only a paused subscription can be resumed.",
  notCancellable: "This subscription has already ended.",
} as const;

/** A move of a subscription by its buyer or the site's owner. */
export type SubscriptionAction = "pause" | "resume" | "cancel";

/** The first period on the plan's calendar that begins at or after `now`: the one a resumed subscription is charged for next. */
function nextPeriodFrom(row: StoreSubscriptionRow, now: Date): { period: number; at: string } {
  const period = { value: row.periodValue, unit: row.periodUnit as BillingUnit };
  let n = Math.max(row.nextPeriod, 2);
  while (periodStart(new Date(row.startedAt), period, n).getTime() < now.getTime()) n += 1;
  return { period: n, at: periodStart(new Date(row.startedAt), period, n).toISOString() };
}

/**
 * Pauses, resumes or cancels a subscription, each one conditional status change in one
 * transaction: pausing and cancelling stop its charges not yet made (a period being retried
 * is not charged); resuming charges next the first period of its calendar that has not begun,
 * so periods passed while paused are never charged. Refused with the state's words when the
 * subscription is not in a state the move starts from.
 */
export async function moveSubscription(db: Db, clock: Clock, websiteId: string, id: string, action: SubscriptionAction): Promise<StoreSubscriptionRow> {
  const now = clock.now();
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await subscriptionsRepository.find(trx, websiteId, id);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (action === "resume") {
      const next = nextPeriodFrom(row, now);
      const moved = await subscriptionsRepository.moveStatus(trx, websiteId, id, [SUBSCRIPTION_STATUS.PAUSED], {
        status: SUBSCRIPTION_STATUS.ACTIVE,
        pausedAt: null,
        nextPeriod: next.period,
        nextChargeAt: next.at,
        updatedAt: stamp,
      });
      if (!moved) throw conflict(SUBSCRIPTION_MESSAGES.notResumable);
      return moved;
    }
    const from =
      action === "pause"
        ? [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE]
        : [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE, SUBSCRIPTION_STATUS.PAUSED];
    const moved = await subscriptionsRepository.moveStatus(
      trx,
      websiteId,
      id,
      from,
      action === "pause"
        ? { status: SUBSCRIPTION_STATUS.PAUSED, pausedAt: stamp, updatedAt: stamp }
        : { status: SUBSCRIPTION_STATUS.CANCELLED, cancelledAt: stamp, nextChargeAt: null, updatedAt: stamp },
    );
    if (!moved) throw conflict(action === "pause" ? SUBSCRIPTION_MESSAGES.notPausable : SUBSCRIPTION_MESSAGES.notCancellable);
    await subscriptionsRepository.cancelOpenCharges(trx, id, stamp);
    return moved;
  });
}
