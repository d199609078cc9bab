import type { Kysely } from "kysely";

/**
 * The store: products and their variants (stock lives on the variant row and only changes
 * through conditional updates), carts named by a cookie token, checkout attempts keyed by the
 * buyer's idempotency key, stock holds, orders, payments and the payment confirmations already
 * handled. Money columns are integer minor units.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("product_type", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url_slug", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("visible", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("download_path", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_products_slug", ["collection_id", "url_slug"])
    .execute();
  await db.schema.createIndex("store_products_website").on("store_products").columns(["website_id", "collection_id", "position"]).execute();

  await db.schema
    .createTable("store_variants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("store_products.id").onDelete("cascade"))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("price_cents", "bigint", (c) => c.notNull())
    .addColumn("sale_price_cents", "bigint", (c) => c.notNull())
    .addColumn("on_sale", "integer", (c) => c.notNull())
    .addColumn("qty_in_stock", "integer", (c) => c.notNull())
    .addColumn("unlimited", "integer", (c) => c.notNull())
    .addColumn("options_json", "text", (c) => c.notNull())
    .addColumn("measures_json", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addUniqueConstraint("store_variants_sku", ["website_id", "sku"])
    .execute();
  await db.schema.createIndex("store_variants_product").on("store_variants").column("product_id").execute();

  await db.schema
    .createTable("store_carts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("entries_json", "text", (c) => c.notNull())
    .addColumn("coupons_json", "text", (c) => c.notNull())
    .addColumn("shipping_location_json", "text")
    .addColumn("shipping_option_id", "text")
    .addColumn("order_id", "text")
    .addColumn("is_purchased", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("store_checkouts")
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_checkouts_pk", ["website_id", "idempotency_key"])
    .execute();

  await db.schema
    .createTable("store_orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("cart_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("shipping_address_json", "text")
    .addColumn("lines_json", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", "bigint", (c) => c.notNull())
    .addColumn("discount_cents", "bigint", (c) => c.notNull())
    .addColumn("shipping_cents", "bigint", (c) => c.notNull())
    .addColumn("tax_cents", "bigint", (c) => c.notNull())
    .addColumn("grand_total_cents", "bigint", (c) => c.notNull())
    .addColumn("coupons_json", "text", (c) => c.notNull())
    .addColumn("shipping_option_json", "text")
    .addColumn("payment_provider", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("fulfilled_at", "text")
    .addColumn("refunded_at", "text")
    .execute();
  await db.schema.createIndex("store_orders_website").on("store_orders").columns(["website_id", "created_at"]).execute();

  await db.schema
    .createTable("store_holds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("store_orders.id").onDelete("cascade"))
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("store_holds_order").on("store_holds").column("order_id").execute();
  await db.schema.createIndex("store_holds_expiry").on("store_holds").columns(["status", "expires_at"]).execute();

  await db.schema
    .createTable("store_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("store_orders.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_payments_reference", ["provider", "reference"])
    .execute();
  await db.schema.createIndex("store_payments_order").on("store_payments").column("order_id").execute();

  await db.schema
    .createTable("store_payment_events")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_payment_events_pk", ["provider", "event_id"])
    .execute();
}

/** Drops the store tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "store_payment_events",
    "store_payments",
    "store_holds",
    "store_orders",
    "store_checkouts",
    "store_carts",
    "store_variants",
    "store_products",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
