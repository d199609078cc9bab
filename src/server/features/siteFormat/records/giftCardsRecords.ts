import { z } from "zod";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most gift cards one site file may carry. */
const MAX_GIFT_CARDS = 1_000_000;

const ledgerRowSchema = z.strictObject({
  id: recordId,
  /** The order that issued, spent or got back the money. */
  orderId: recordId,
  /** Positive onto the card, negative when an order spent it. */
  amountCents: z.number().int("must be whole cents.").min(-100_000_000_000).max(100_000_000_000),
  reason: z.enum(["issued", "spent", "released", "refunded"]),
  createdAt: recordTime,
});

const giftCardSchema = z.strictObject({
  id: recordId,
  productId: recordId,
  /** The paid order that issued it: one card per order. */
  orderId: recordId,
  /** SHA-256 of the card's code, so the codes buyers hold keep working and the file holds none. */
  codeHash: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex characters."),
  codeLast4: z.string().min(1).max(4),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code such as USD."),
  initialCents: recordCents,
  recipientName: z.string().max(200),
  recipientEmail: z.string().max(320),
  senderName: z.string().max(200),
  message: z.string().max(2000),
  createdAt: recordTime,
  /** Every change of its balance, oldest first; the balance is their sum. */
  ledger: z.array(ledgerRowSchema).min(1).max(100_000),
});

/** A gift card as a site file's records carry it, with its ledger. */
type SiteFileGiftCard = z.infer<typeof giftCardSchema>;

function balanceOf(card: SiteFileGiftCard): number {
  return card.ledger.reduce((sum, row) => sum + row.amountCents, 0);
}

/**
 * The gift cards the shop has issued, each with its ledger; a card's balance is the sum of its
 * ledger, never below 0. Codes are kept as hashes, unique on the whole server.
 */
export const giftCardsRecords: RecordSection<SiteFileGiftCard[]> = {
  key: "giftCards",
  schema: z.array(giftCardSchema).max(MAX_GIFT_CARDS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storeGiftCards").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(cards, _context, db) {
    const ids = cards.map((card, index) => ({ id: card.id, path: `records.giftCards[${index}].id` }));
    const ledgerIds = cards.flatMap((card, index) => card.ledger.map((row, at) => ({ id: row.id, path: `records.giftCards[${index}].ledger[${at}].id` })));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another gift card.",
    );
    assertDistinct(
      ledgerIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another ledger row.",
    );
    assertDistinct(
      cards.map((card, index) => ({ value: card.codeHash, path: `records.giftCards[${index}].codeHash` })),
      "is the code of another gift card.",
    );
    assertDistinct(
      cards.map((card, index) => ({ value: card.orderId, path: `records.giftCards[${index}].orderId` })),
      "issued another gift card.",
    );
    for (const [index, card] of cards.entries()) {
      if (balanceOf(card) < 0) recordProblem(`records.giftCards[${index}].ledger`, "takes the card's balance below 0.");
    }
    for (let start = 0; start < cards.length; start += 250) {
      const chunk = cards.slice(start, start + 250);
      const taken = await db
        .selectFrom("storeGiftCards")
        .select(["codeHash", "orderId"])
        .where((eb) =>
          eb.or([
            eb(
              "codeHash",
              "in",
              chunk.map((card) => card.codeHash),
            ),
            eb(
              "orderId",
              "in",
              chunk.map((card) => card.orderId),
            ),
          ]),
        )
        .executeTakeFirst();
      if (taken) {
        const clash = chunk.findIndex((card) => card.codeHash === taken.codeHash || card.orderId === taken.orderId);
        recordProblem(`records.giftCards[${start + clash}]`, "its code or order already belongs to another site's gift card.");
      }
    }
    await assertIdsFree(db, "storeGiftCards", null, ids);
    await assertIdsFree(db, "storeGiftCardLedger", null, ledgerIds);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("storeGiftCards").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    const ledger = await db
      .selectFrom("storeGiftCardLedger")
      .innerJoin("storeGiftCards", "storeGiftCards.id", "storeGiftCardLedger.giftCardId")
      .selectAll("storeGiftCardLedger")
      .where("storeGiftCards.websiteId", "=", websiteId)
      .orderBy("storeGiftCardLedger.createdAt")
      .orderBy("storeGiftCardLedger.id")
      .execute();
    const ledgerOf = new Map<string, typeof ledger>();
    for (const entry of ledger) {
      const rowsOfCard = ledgerOf.get(entry.giftCardId);
      if (rowsOfCard) rowsOfCard.push(entry);
      else ledgerOf.set(entry.giftCardId, [entry]);
    }
    return rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      orderId: row.orderId,
      codeHash: row.codeHash,
      codeLast4: row.codeLast4,
      currency: row.currency,
      initialCents: Number(row.initialCents),
      recipientName: row.recipientName,
      recipientEmail: row.recipientEmail,
      senderName: row.senderName,
      message: row.message,
      createdAt: row.createdAt,
      ledger: (ledgerOf.get(row.id) ?? []).map((entry) => ({
        id: entry.id,
        orderId: entry.orderId,
        amountCents: Number(entry.amountCents),
        reason: entry.reason as SiteFileGiftCard["ledger"][number]["reason"],
        createdAt: entry.createdAt,
      })),
    }));
  },

  async importRecords(db, context, cards) {
    for (const { ledger, ...card } of cards) {
      await db
        .insertInto("storeGiftCards")
        .values({ ...card, websiteId: context.websiteId, balanceCents: balanceOf({ ...card, ledger }) })
        .execute();
      for (const row of ledger)
        await db
          .insertInto("storeGiftCardLedger")
          .values({ ...row, giftCardId: card.id })
          .execute();
    }
  },
};
