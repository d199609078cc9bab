import type { Db } from "../../../../db/database";
import type { StoreDonationRow } from "../../../../db/donationRows";
import { periodStart } from "../../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../../domain/ids";
import { DONATION_PLAN_STATUS, donationsRepository } from "./donationsRepository";

/** The card a monthly gift's first gift saved with the provider, charged for the later months. */
export interface SavedCard {
  methodReference: string;
  customerReference: string | null;
  label: string;
}

/**
 * Starts the monthly gift of a signed-in donor's first gift, paid at `paidAt` (at the checkout, or
 * when the card's extra confirmation came): the next month is a month after the payment, charged
 * with the saved card. Called in the transaction that marks the first gift paid; returns the
 * monthly gift's id.
 */
export async function startMonthlyGift(trx: Db, gift: StoreDonationRow & { siteUserId: string }, card: SavedCard, paidAt: string): Promise<string> {
  const id = newId();
  await donationsRepository.insertPlan(trx, {
    id,
    websiteId: gift.websiteId,
    donatePageId: gift.donatePageId,
    amountCents: gift.amountCents,
    feeCents: gift.feeCents,
    currency: gift.currency,
    fund: gift.fund,
    email: gift.email,
    name: gift.name,
    siteUserId: gift.siteUserId,
    provider: gift.provider,
    methodReference: card.methodReference,
    customerReference: card.customerReference,
    methodLabel: card.label,
    status: DONATION_PLAN_STATUS.ACTIVE,
    stoppedBy: null,
    nextMonth: 2,
    nextChargeAt: periodStart(new Date(paidAt), { value: 1, unit: "month" }, 2).toISOString(),
    createdAt: paidAt,
    cancelledAt: null,
    locale: gift.locale,
  });
  return id;
}

/** The card a monthly gift's first gift kept while it waited for its confirmation; null for any other gift. */
export function savedCardOf(gift: StoreDonationRow): SavedCard | null {
  if (gift.frequency !== "monthly" || gift.planId !== null || !gift.savedMethodReference) return null;
  return { methodReference: gift.savedMethodReference, customerReference: gift.savedCustomerReference ?? null, label: gift.savedMethodLabel ?? "Saved card" };
}
