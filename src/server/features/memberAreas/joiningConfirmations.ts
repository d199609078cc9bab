import type { Db } from "../../../db/database";
import type { MembershipRow } from "../../../db/memberAreaRows";
import { MEMBERSHIP_STATUS, memberPlansOfJson, subscriptionPlanOf } from "../../../domain/commerce/memberAreas";
import type { SubscriptionPlan } from "../../../domain/commerce/subscriptionPlan";
import { isoNow, type Clock } from "../../clock";
import { ordersRepository } from "../store/ordersRepository";
import { refundLateConfirmation } from "../store/payments/lateConfirmationRefund";
import type { PaymentProvider } from "../store/payments/paymentProvider";
import { memberAreasRepository } from "./memberAreasRepository";
import { savedCardOf, startMemberSubscription } from "./memberSubscription";

/** What settling a joining's confirmation is handed, by name. */
export interface JoiningConfirmationCollaborators {
  db: Db;
  clock: Clock;
  /** The provider that takes a site's payments now, which gives back a confirmation that came too late. */
  paymentsFor: (websiteId: string) => Promise<PaymentProvider>;
}

/** Thrown inside the activating transaction to roll it back when the joining no longer waits. */
class JoiningMovedOn extends Error {}

/** Whether the sweep ended this joining while it waited for this payment's confirmation (it never opened the area). */
function sweptWhileWaiting(membership: MembershipRow, reference: string): boolean {
  return membership.status === MEMBERSHIP_STATUS.ENDED && membership.joinedAt === null && membership.paymentReference === reference;
}

/**
 * Settles a joining that waited for the card's extra confirmation, from the provider's signed
 * confirmation (the store's payment webhook, when the payment is neither an order's nor a
 * gift's): each event is handled once, and the membership moves only while it is still pending,
 * so a replay changes nothing. Confirmed, the member is active, and a recurring plan's
 * subscription starts with the card saved at the joining, in one transaction; refused, the
 * membership is declined (nothing was charged) and may be joined again. A confirmation of a
 * joining the sweep already ended (joiningSweep.ts) is refunded, the provider's key making a
 * repeat refund nothing more, so no money is kept for it.
 */
export async function settleJoiningConfirmation(
  collaborators: JoiningConfirmationCollaborators,
  provider: string,
  event: { eventId: string; reference: string; outcome: "succeeded" | "failed" },
): Promise<"handled" | "replayed" | "unknown"> {
  const { db, clock } = collaborators;
  const membership = await memberAreasRepository.byPayment(db, event.reference);
  if (!membership) return "unknown";
  const now = isoNow(clock);
  // Refunded before the event is recorded, so a refund that failed is tried again when the provider sends the event again.
  if (event.outcome === "succeeded" && sweptWhileWaiting(membership, event.reference)) {
    await refundTooLate(collaborators, provider, membership, event.reference);
    return (await ordersRepository.recordEvent(db, provider, event.eventId, now)) ? "handled" : "replayed";
  }
  if (!(await ordersRepository.recordEvent(db, provider, event.eventId, now))) return "replayed";
  const moved = { paymentReference: event.reference, updatedAt: now };
  if (event.outcome === "failed") {
    await memberAreasRepository.settle(db, membership.id, { ...moved, status: MEMBERSHIP_STATUS.DECLINED, subscriptionId: null, joinedAt: null });
    return "handled";
  }
  const card = savedCardOf(membership);
  const recurring = card ? await recurringPlanOf(db, membership) : null;
  // A plan the owner took away or made one-time meanwhile has no periods to charge: the joining ends, its payment refunded below.
  const active =
    card && !recurring
      ? await memberAreasRepository.abandon(db, membership, now).then(() => false)
      : await db
          .transaction()
          .execute(async (trx) => {
            const subscriptionId = card && recurring ? await startMemberSubscription(trx, membership, recurring, card, provider, now) : null;
            const change = { ...moved, status: MEMBERSHIP_STATUS.ACTIVE, subscriptionId, joinedAt: now };
            // Rolled back with the subscription it would have started when the joining had moved on.
            if (!(await memberAreasRepository.settle(trx, membership.id, change))) throw new JoiningMovedOn();
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof JoiningMovedOn) return false;
            throw error;
          });
  if (active) return "handled";
  const after = await memberAreasRepository.findMembership(db, membership.websiteId, membership.id);
  if (after && sweptWhileWaiting(after, event.reference)) await refundTooLate(collaborators, provider, after, event.reference);
  return "handled";
}

/** The billing of a recurring plan's joining, read from its area now; null when the plan was taken away or is no longer recurring. */
async function recurringPlanOf(db: Db, membership: MembershipRow): Promise<SubscriptionPlan | null> {
  const area = await memberAreasRepository.find(db, membership.websiteId, membership.memberAreaId);
  const plan = area ? memberPlansOfJson(area.plansJson).find((p) => p.id === membership.planId) : undefined;
  return plan ? subscriptionPlanOf(plan) : null;
}

/** Gives back the whole payment of a joining confirmed after the sweep ended it. */
async function refundTooLate({ paymentsFor }: JoiningConfirmationCollaborators, provider: string, membership: MembershipRow, reference: string): Promise<void> {
  await refundLateConfirmation(await paymentsFor(membership.websiteId), {
    description: `Joining ${membership.id}`,
    provider,
    reference,
    amountCents: Number(membership.amountCents),
    idempotencyKey: `refund-membership-${membership.id}-${reference}`,
  });
}
