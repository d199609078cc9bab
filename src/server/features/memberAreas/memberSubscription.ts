import type { Db } from "../../../db/database";
import type { MembershipRow } from "../../../db/memberAreaRows";
import { periodStart, SUBSCRIPTION_STATUS, type SubscriptionPlan } from "../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../domain/ids";
import { subscriptionsRepository } from "../store/subscriptions/subscriptionsRepository";

/** The card a recurring plan's first payment saved with the provider, charged for the later periods. */
export interface SavedCard {
  methodReference: string;
  customerReference: string | null;
  label: string;
}

/** The card a pending joining of a recurring plan kept while it waited for its confirmation; null for any other joining. */
export function savedCardOf(membership: MembershipRow): SavedCard | null {
  if (!membership.savedMethodReference) return null;
  return {
    methodReference: membership.savedMethodReference,
    customerReference: membership.savedCustomerReference ?? null,
    label: membership.savedMethodLabel ?? "Saved card",
  };
}

/**
 * Starts the subscription of a recurring plan whose first period was paid at `paidAt` (at the
 * joining, or when the card's extra confirmation came): the renewals charge the saved card from
 * the second period on. Keyed by the membership (its order id), so a repeat starts nothing more;
 * returns the subscription's id.
 */
export async function startMemberSubscription(
  db: Db,
  membership: MembershipRow,
  recurring: Pick<SubscriptionPlan, "billingPeriod" | "numBillingCycles">,
  card: SavedCard,
  provider: string,
  paidAt: string,
): Promise<string> {
  const id = newId();
  await subscriptionsRepository.insertOnce(db, {
    id,
    websiteId: membership.websiteId,
    orderId: membership.id,
    productId: membership.memberAreaId,
    variantId: `${membership.planId}-${membership.updatedAt}`,
    productName: membership.planName,
    quantity: 1,
    amountCents: membership.amountCents,
    currency: membership.currency,
    periodValue: recurring.billingPeriod.value,
    periodUnit: recurring.billingPeriod.unit,
    numBillingCycles: recurring.numBillingCycles,
    paidPeriods: 1,
    status: recurring.numBillingCycles === 1 ? SUBSCRIPTION_STATUS.COMPLETED : SUBSCRIPTION_STATUS.ACTIVE,
    email: membership.email,
    siteUserId: membership.siteUserId,
    provider,
    methodReference: card.methodReference,
    customerReference: card.customerReference,
    methodLabel: card.label,
    startedAt: paidAt,
    nextPeriod: 2,
    nextChargeAt: recurring.numBillingCycles === 1 ? null : periodStart(new Date(paidAt), recurring.billingPeriod, 2).toISOString(),
    pausedAt: null,
    cancelledAt: null,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  return id;
}
