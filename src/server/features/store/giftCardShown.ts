import type { Db } from "../../../db/database";
import type { CurrencyCode } from "../../../domain/currencies";
import { isDomainError } from "../../../domain/errors";
import { formatMoney } from "../../../domain/money";
import { giftCardFor } from "./giftCardLookup";

/** What the checkout shows of a typed gift card before payment: what it pays, what stays on it and what is left to pay, or why it is refused. */
export type GiftCardShown =
  { appliedCents: number; remainingCents: number; amountDueCents: number; applied: string; remaining: string; amountDue: string } | { error: string };

/** The typed card as it would pay a grand total, formatted in the store's currency; a refusal's words instead when it cannot. */
export async function giftCardShown(
  db: Db,
  websiteId: string,
  typed: string,
  currency: CurrencyCode,
  grandTotalCents: number,
): Promise<GiftCardShown | undefined> {
  try {
    const found = await giftCardFor(db, websiteId, typed, currency, grandTotalCents, "giftCardCode");
    if (!found) return undefined;
    const { appliedCents, remainingCents, amountDueCents } = found.application;
    return {
      appliedCents,
      remainingCents,
      amountDueCents,
      applied: formatMoney(appliedCents, currency),
      remaining: formatMoney(remainingCents, currency),
      amountDue: formatMoney(amountDueCents, currency),
    };
  } catch (error) {
    if (isDomainError(error)) return { error: error.message };
    throw error;
  }
}
