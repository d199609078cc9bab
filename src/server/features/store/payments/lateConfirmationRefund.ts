import type { PaymentProvider } from "./paymentProvider";

/** A payment confirmed after what it paid for was abandoned, to be given back whole. */
export interface LateConfirmation {
  /** What it paid for, in the words of the error when it cannot be given back here ("Gift 1234…"). */
  description: string;
  /** The provider the payment went through. */
  provider: string;
  reference: string;
  amountCents: number;
  /** The provider's key, so a repeated refund (the confirmation sent again) gives nothing more back. */
  idempotencyKey: string;
}

/**
 * Gives back a payment confirmed after the sweep abandoned what it paid for (confirmationSweep.ts),
 * so no money is kept for nothing; throws when the site's payments moved to another provider
 * since, which alone can give it back.
 */
export async function refundLateConfirmation(payments: PaymentProvider, late: LateConfirmation): Promise<void> {
  if (payments.name !== late.provider) {
    throw new Error(
      `${late.description} was confirmed after it was abandoned, through ${late.provider}, which no longer takes this site's payments; refund it there.`,
    );
  }
  await payments.refund(late.reference, late.amountCents, late.idempotencyKey);
}
