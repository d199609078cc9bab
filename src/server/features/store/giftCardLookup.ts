import type { Db } from "../../../db/database";
import type { StoreGiftCardRow } from "../../../db/schema";
import { GIFT_CARD_MESSAGES, giftCardAppliedCents, type GiftCardApplication } from "../../../domain/commerce/giftCards";
import { invalid } from "../../../domain/errors";
import { giftCardCodeHash } from "./giftCardCodes";
import { giftCardsRepository } from "./giftCardsRepository";

/** A typed gift card found, and what it would pay of a grand total. */
export interface FoundGiftCard {
  card: StoreGiftCardRow;
  application: GiftCardApplication;
}

/**
 * The site's gift card a buyer typed and what it pays of `grandTotalCents`; null when no code
 * was typed. An unknown code (or one of another currency) and an empty card are refused on the
 * field named `field`. What it pays is only a reading: the checkout spends it by a conditional
 * update in the order's transaction.
 */
export async function giftCardFor(
  db: Db,
  websiteId: string,
  typed: string,
  currency: string,
  grandTotalCents: number,
  field: string,
): Promise<FoundGiftCard | null> {
  if (typed.trim() === "") return null;
  const card = await giftCardsRepository.findByCodeHash(db, websiteId, giftCardCodeHash(typed));
  if (!card || card.currency !== currency) throw invalid(GIFT_CARD_MESSAGES.unknown, { [field]: GIFT_CARD_MESSAGES.unknown });
  const balance = Number(card.balanceCents);
  if (balance <= 0) throw invalid(GIFT_CARD_MESSAGES.empty, { [field]: GIFT_CARD_MESSAGES.empty });
  const appliedCents = giftCardAppliedCents(balance, grandTotalCents);
  return { card, application: { appliedCents, remainingCents: balance - appliedCents, amountDueCents: grandTotalCents - appliedCents } };
}
