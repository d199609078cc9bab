import type { Db } from "../../../db/database";
import { MEMBERSHIP_STATUS } from "../../../domain/commerce/memberAreas";
import { isoNow, type Clock } from "../../clock";
import { ordersRepository } from "../store/ordersRepository";
import { memberAreasRepository } from "./memberAreasRepository";

/**
 * Settles a joining that waited for the card's extra confirmation, from the provider's signed
 * confirmation (the store's payment webhook, when the payment is neither an order's nor a
 * gift's): each event is handled once, and the membership moves only while it is still pending,
 * so a replay changes nothing. Confirmed, the member is active; refused, the membership is
 * declined (nothing was charged) and may be joined again.
 */
export async function settleJoiningConfirmation(
  { db, clock }: { db: Db; clock: Clock },
  provider: string,
  event: { eventId: string; reference: string; outcome: "succeeded" | "failed" },
): Promise<"handled" | "replayed" | "unknown"> {
  const membership = await memberAreasRepository.byPayment(db, event.reference);
  if (!membership) return "unknown";
  const now = isoNow(clock);
  if (!(await ordersRepository.recordEvent(db, provider, event.eventId, now))) return "replayed";
  const paid = event.outcome === "succeeded";
  await memberAreasRepository.settle(db, membership.id, {
    status: paid ? MEMBERSHIP_STATUS.ACTIVE : MEMBERSHIP_STATUS.DECLINED,
    paymentReference: event.reference,
    subscriptionId: null,
    joinedAt: paid ? now : null,
    updatedAt: now,
  });
  return "handled";
}
