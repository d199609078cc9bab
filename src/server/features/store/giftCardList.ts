import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { giftCardListSchema } from "../../../domain/api/store";
import { maskGiftCardCode } from "../../../domain/commerce/giftCards";
import { giftCardsRepository } from "./giftCardsRepository";

/**
 * A page of a site's issued gift cards for the owner's gift cards list, each with its ledger.
 * Codes are masked: the database keeps only their hash, so not even an owner can read one back.
 */
export async function listGiftCards(db: Db, websiteId: string, limit: number, offset: number): Promise<z.infer<typeof giftCardListSchema>> {
  const { cards, total } = await giftCardsRepository.list(db, websiteId, limit, offset);
  const ledger = await giftCardsRepository.ledgerOf(
    db,
    cards.map((card) => card.id),
  );
  return {
    total,
    giftCards: cards.map((card) => ({
      id: card.id,
      maskedCode: maskGiftCardCode(card.codeLast4),
      orderId: card.orderId,
      currency: card.currency,
      initialCents: Number(card.initialCents),
      balanceCents: Number(card.balanceCents),
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      senderName: card.senderName,
      createdAt: card.createdAt,
      ledger: ledger
        .filter((row) => row.giftCardId === card.id)
        .map((row) => ({ orderId: row.orderId, amountCents: Number(row.amountCents), reason: row.reason, createdAt: row.createdAt })),
    })),
  };
}
