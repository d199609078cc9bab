import { formatMoney } from "../money";
import type { CurrencyCode } from "../currencies";

/** Refusals of a refund request, in the words the order screen shows. */
export const REFUND_MESSAGES = {
  nothingLeft: "This order has been refunded in full.",
  unknownLine: "A chosen line is not part of this order.",
  tooMuch: (remaining: string) => `At most ${remaining} can still be refunded.`,
} as const;

/** What a refund asks for: what remains (nothing given), an amount, or chosen lines. */
export interface RefundRequest {
  amountCents?: number;
  lineVariantIds?: readonly string[];
}

/**
 * The amount a refund request comes to: what remains of the paid total when nothing is given, the
 * amount typed, or the sum of the chosen lines' totals (capped at what remains, as a discount may
 * have made the order cost less than its lines). An error message instead when it cannot be
 * refunded. The database checks the amount again when it records the refund.
 */
export function refundAmount(
  request: RefundRequest,
  order: { grandTotalCents: number; refundedCents: number; currency: CurrencyCode; lines: readonly { variantId: string; lineTotalCents: number }[] },
): { amountCents: number } | { error: string } {
  const remaining = order.grandTotalCents - order.refundedCents;
  if (remaining <= 0) return { error: REFUND_MESSAGES.nothingLeft };
  if (request.lineVariantIds) {
    const chosen = new Set(request.lineVariantIds);
    const lines = order.lines.filter((line) => chosen.has(line.variantId));
    if (lines.length !== chosen.size) return { error: REFUND_MESSAGES.unknownLine };
    return {
      amountCents: Math.min(
        remaining,
        lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
      ),
    };
  }
  const amountCents = request.amountCents ?? remaining;
  if (amountCents > remaining) return { error: REFUND_MESSAGES.tooMuch(formatMoney(remaining, order.currency)) };
  return { amountCents };
}
