import { sql, type Kysely } from "kysely";

/**
 * Product reviews. `store_review_requests` keeps one request per fulfilled order (unique
 * `order_id`): scheduled with the time its mail is due, then claimed by the conditional update
 * `SET state = 'sent', claimed_at = … WHERE state = 'scheduled'` in the transaction that queues
 * its mail, so however many nodes find it due, one mail goes out. `store_reviews` keeps what a
 * verified buyer wrote: one review per product per order (unique `order_id, product_id`), a
 * rating from 1 to 5 (checked), and a state of pending, published or rejected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_review_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("store_orders.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_review_requests_order", ["order_id"])
    .addCheckConstraint("store_review_requests_state", sql`state in ('scheduled', 'sent', 'reviewed', 'expired')`)
    .execute();
  await db.schema.createIndex("store_review_requests_due").on("store_review_requests").columns(["state", "due_at"]).execute();
  await db.schema
    .createTable("store_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("store_products.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("store_orders.id").onDelete("cascade"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("reply", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("store_reviews_once", ["order_id", "product_id"])
    .addCheckConstraint("store_reviews_rating", sql`rating >= 1 and rating <= 5`)
    .addCheckConstraint("store_reviews_state", sql`state in ('pending', 'published', 'rejected')`)
    .execute();
  await db.schema.createIndex("store_reviews_product").on("store_reviews").columns(["product_id", "state", "created_at"]).execute();
  await db.schema.createIndex("store_reviews_website").on("store_reviews").columns(["website_id", "created_at"]).execute();
}

/** Drops the review tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("store_reviews").execute();
  await db.schema.dropTable("store_review_requests").execute();
}
