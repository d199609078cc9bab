import { sql, type Kysely } from "kysely";

/**
 * Gift cards. `store_gift_cards` holds each issued card: its code only as a SHA-256 hash
 * (unique, so no two cards share a code) with its last 4 characters for the owner's list, the
 * order that bought it (unique, so a paid order issues its card once however often its payment
 * is confirmed) and its balance, which a check keeps at 0 or more. `store_gift_card_ledger` lists
 * every change of a balance (+ issued, − spent on an order, + given back when that order's
 * payment failed or it was refunded), so the ledger's sum is the balance. `store_gift_card_purchases`
 * keeps what the buyer of a card typed (recipient, sender, message) by the checkout's cart until
 * its order is paid. `store_orders.gift_card_cents` is what a gift card paid of an order and
 * `gift_card_id` the card.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_gift_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("code_last4", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("initial_cents", "bigint", (c) => c.notNull())
    .addColumn("balance_cents", "bigint", (c) => c.notNull())
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("recipient_email", "text", (c) => c.notNull())
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("store_gift_cards_balance_not_negative", sql`balance_cents >= 0`)
    .execute();
  await db.schema.createIndex("store_gift_cards_site").on("store_gift_cards").columns(["website_id", "created_at"]).execute();
  await db.schema
    .createTable("store_gift_card_ledger")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("gift_card_id", "text", (c) => c.notNull().references("store_gift_cards.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("store_gift_card_ledger_card").on("store_gift_card_ledger").columns(["gift_card_id", "created_at"]).execute();
  await db.schema.createIndex("store_gift_card_ledger_order").on("store_gift_card_ledger").columns(["order_id"]).execute();
  await db.schema
    .createTable("store_gift_card_purchases")
    .addColumn("cart_id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("recipient_email", "text", (c) => c.notNull())
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("store_orders")
    .addColumn("gift_card_cents", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("store_orders").addColumn("gift_card_id", "text").execute();
}

/** Drops the gift card tables and columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_orders").dropColumn("gift_card_id").execute();
  await db.schema.alterTable("store_orders").dropColumn("gift_card_cents").execute();
  await db.schema.dropTable("store_gift_card_purchases").execute();
  await db.schema.dropTable("store_gift_card_ledger").execute();
  await db.schema.dropTable("store_gift_cards").execute();
}
