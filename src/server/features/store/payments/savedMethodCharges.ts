import type { ChargeResult, PaymentProvider } from "./paymentProvider";

/** After a refused charge of a saved method, the next tries: 1, 2 and 4 days later (days 1, 3 and 7); the fourth refusal is the last. */
const RETRY_HOURS = [24, 48, 96] as const;
/** Tries of one charge in all. */
const SAVED_CHARGE_ATTEMPTS = RETRY_HOURS.length + 1;
/** An attempt claimed this long ago and never finished (its node stopped) is tried again, with the same key. */
export const STALE_ATTEMPT_MS = 10 * 60_000;

/** Words of a refusal when the provider wanted the payer to confirm, which a charge made without them cannot ask. */
const NEEDS_PAYER = "Your bank asked you to confirm this payment, which cannot be done for a payment made automatically.";
/** Words of a charge whose site now takes payments through another provider than the one holding the saved card. */
const PROVIDER_CHANGED = "The site takes payments through another provider now, which does not hold your card.";

/**
 * When a saved method's charge refused at its `attempts`-th try is tried again: 1, 2 and 4 days
 * after the first, second and third refusal; null after the last try. Subscription renewals and
 * monthly gifts share this schedule.
 */
export function nextTryAt(attempts: number, now: Date): string | null {
  if (attempts >= SAVED_CHARGE_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_HOURS[Math.max(attempts, 1) - 1]! * 3_600_000).toISOString();
}

/** Why a charge was refused, in the payer's words: the provider's, or that it needed the payer. */
export function refusalReason(result: Exclude<ChargeResult, { outcome: "succeeded" }>): string {
  return result.outcome === "declined" ? result.message : NEEDS_PAYER;
}

/** A payment method saved with a provider, and whose it is. */
export interface SavedMethod {
  websiteId: string;
  /** The provider that saved it. */
  provider: string;
  methodReference: string;
  customerReference: string | null;
  email: string;
  currency: string;
}

/**
 * Charges a saved method off session, the payer away: one attempt, with its own idempotency key
 * (a provider answers a repeated key with its first answer, so a retry after a refusal needs a
 * new key, and a crashed attempt asked again with its key is never charged twice). A site that
 * takes payments through another provider now is refused without asking.
 */
export async function chargeSavedMethod(
  payments: PaymentProvider,
  saved: SavedMethod,
  charge: { id: string; amountCents: number; idempotencyKey: string },
): Promise<ChargeResult> {
  if (payments.name !== saved.provider) return { outcome: "declined", reference: `declined_${charge.id}`, message: PROVIDER_CHANGED };
  return payments.charge({
    orderId: charge.id,
    websiteId: saved.websiteId,
    amountCents: charge.amountCents,
    currency: saved.currency,
    email: saved.email,
    payment: { kind: "saved", methodReference: saved.methodReference, customerReference: saved.customerReference, offSession: true },
    idempotencyKey: charge.idempotencyKey,
    returnUrl: "",
  });
}
