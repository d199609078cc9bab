import type { Kysely } from "kysely";

/**
 * What makes the store's "only once" steps the database's job:
 * - store_carts.checkout_order_id: the open or paid order a cart is being checked out by. A
 *   checkout claims its cart with a conditional update in the transaction that creates the
 *   order, so two requests for one cart never both become orders; a failed payment clears it.
 * - store_orders.refund_started_at: claimed by a conditional update before the provider is asked
 *   to refund, so two refunds of one order never both reach the provider.
 * - store_orders.base_url: the address the buyer checked out on, for the links of mails sent
 *   later by the recovery sweep rather than by the buyer's own request.
 * - store_orders.idempotency_key: the checkout submission that made the order, so the sweep
 *   can give a submission cut off by a crash the answer its order came to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("store_carts").addColumn("checkout_order_id", "text").execute();
  await db.schema.alterTable("store_orders").addColumn("refund_started_at", "text").execute();
  await db.schema.alterTable("store_orders").addColumn("base_url", "text").execute();
  await db.schema.alterTable("store_orders").addColumn("idempotency_key", "text").execute();
  await db.schema.createIndex("store_orders_open").on("store_orders").columns(["status", "updated_at"]).execute();
  await db.schema.createIndex("store_orders_checkout").on("store_orders").columns(["website_id", "idempotency_key"]).execute();
}

/** Drops the columns again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("store_orders_checkout").execute();
  await db.schema.dropIndex("store_orders_open").execute();
  await db.schema.alterTable("store_orders").dropColumn("idempotency_key").execute();
  await db.schema.alterTable("store_orders").dropColumn("base_url").execute();
  await db.schema.alterTable("store_orders").dropColumn("refund_started_at").execute();
  await db.schema.alterTable("store_carts").dropColumn("checkout_order_id").execute();
}
