import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { StoreGiftCardLedgerRow, StoreGiftCardPurchaseRow, StoreGiftCardRow } from "../../../db/schema";
import { newId } from "../../../domain/ids";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";
import { countRows } from "../../../db/countRows";

/** Why a gift card's balance changed, as the ledger says. */
export type LedgerReason = "issued" | "spent" | "released" | "refunded";

/** The SQL of gift cards: issuing once per order, spending by a conditional update, the ledger beside every change. */
export const giftCardsRepository = {
  /** Issues a card for a paid order with its first ledger row; false when the order issued its card before (the order id is unique). */
  async issue(db: Db, card: StoreGiftCardRow): Promise<boolean> {
    if (!(await insertUnlessPresent(db, "storeGiftCards", card, ["orderId"]))) return false;
    await this.addLedgerRow(db, card.id, card.orderId, card.initialCents, "issued", card.createdAt);
    return true;
  },

  async findByCodeHash(db: Db, websiteId: string, codeHash: string): Promise<StoreGiftCardRow | null> {
    return (await db.selectFrom("storeGiftCards").selectAll().where("websiteId", "=", websiteId).where("codeHash", "=", codeHash).executeTakeFirst()) ?? null;
  },

  async findById(db: Db, id: string): Promise<StoreGiftCardRow | null> {
    return (await db.selectFrom("storeGiftCards").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  },

  /**
   * Spends `amountCents` of a card on an order: `UPDATE … SET balance = balance − n WHERE id = ? AND
   * balance >= n`, with its ledger row, so any number of orders at once never take a card below 0.
   * False when the balance is no longer enough (nothing written).
   */
  async spend(db: Db, giftCardId: string, orderId: string, amountCents: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable("storeGiftCards")
      .set({ balanceCents: sql`balance_cents - ${amountCents}` })
      .where("id", "=", giftCardId)
      .where("balanceCents", ">=", amountCents)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.addLedgerRow(db, giftCardId, orderId, -amountCents, "spent", now);
    return true;
  },

  /** Puts money back on a card for an order (its payment failed, or it was refunded), with its ledger row. */
  async giveBack(db: Db, giftCardId: string, orderId: string, amountCents: number, reason: "released" | "refunded", now: string): Promise<void> {
    await db
      .updateTable("storeGiftCards")
      .set({ balanceCents: sql`balance_cents + ${amountCents}` })
      .where("id", "=", giftCardId)
      .execute();
    await this.addLedgerRow(db, giftCardId, orderId, amountCents, reason, now);
  },

  async addLedgerRow(db: Db, giftCardId: string, orderId: string, amountCents: number, reason: LedgerReason, now: string): Promise<void> {
    await db.insertInto("storeGiftCardLedger").values({ id: newId(), giftCardId, orderId, amountCents, reason, createdAt: now }).execute();
  },

  /** A page of a site's cards, newest first, and how many there are. */
  async list(db: Db, websiteId: string, limit: number, offset: number): Promise<{ cards: StoreGiftCardRow[]; total: number }> {
    const ofSite = db.selectFrom("storeGiftCards").where("websiteId", "=", websiteId);
    const cards = await ofSite.selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
    return { cards, total: await countRows(ofSite) };
  },

  /** The ledger rows of some cards, oldest first. */
  async ledgerOf(db: Db, giftCardIds: readonly string[]): Promise<StoreGiftCardLedgerRow[]> {
    if (giftCardIds.length === 0) return [];
    return db.selectFrom("storeGiftCardLedger").selectAll().where("giftCardId", "in", giftCardIds).orderBy("createdAt").orderBy("id").execute();
  },

  /** The sum of a card's ledger, which is always its balance. */
  async ledgerSum(db: Db, giftCardId: string): Promise<number> {
    const row = await db
      .selectFrom("storeGiftCardLedger")
      .select((eb) => eb.fn.sum<number>("amountCents").as("sum"))
      .where("giftCardId", "=", giftCardId)
      .executeTakeFirstOrThrow();
    return Number(row.sum ?? 0);
  },

  /** Keeps what a gift card's buyer typed by the checkout's cart; a repeat of the same checkout keeps the first. */
  async keepPurchase(db: Db, purchase: StoreGiftCardPurchaseRow): Promise<void> {
    await db
      .insertInto("storeGiftCardPurchases")
      .values(purchase)
      .onConflict((c) => c.column("cartId").doNothing())
      .execute();
  },

  async findPurchase(db: Db, cartId: string): Promise<StoreGiftCardPurchaseRow | null> {
    return (await db.selectFrom("storeGiftCardPurchases").selectAll().where("cartId", "=", cartId).executeTakeFirst()) ?? null;
  },
};
