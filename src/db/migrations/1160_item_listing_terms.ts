import type { Kysely } from "kysely";
import { listingTermsOf, publishedMomentOf } from "../../domain/blogListings";

const BATCH = 200;

/**
 * What a blog's listings choose their posts by, kept beside each item so a tag's, category's or
 * month's listing reads only the page it shows: `item_terms` holds an item's tags and categories
 * under the slug their listing path names them by (slugs come from the names in code, so they
 * are computed here and kept by the write paths, not by the database), and `item_moments` its
 * publish time (any offset, else its creation) as ISO UTC text, so months compare as moments.
 * Both are filled for the items there are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("item_terms")
    .addColumn("item_id", "text", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_terms_pk", ["item_id", "kind", "slug"])
    .execute();
  await db.schema.createIndex("item_terms_listing").on("item_terms").columns(["website_id", "collection_id", "kind", "slug"]).execute();
  await db.schema
    .createTable("item_moments")
    .addColumn("item_id", "text", (c) => c.primaryKey().references("items.id").onDelete("cascade"))
    .addColumn("website_id", "text", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("collection_id", "text", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("published_at_utc", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("item_moments_listing").on("item_moments").columns(["website_id", "collection_id", "published_at_utc"]).execute();

  let after = "";
  for (;;) {
    const rows: {
      id: string;
      website_id: string;
      collection_id: string;
      publish_on: string | null;
      created_at: string;
      tags_json: string;
      categories_json: string;
    }[] = await db
      .selectFrom("items")
      .select(["id", "website_id", "collection_id", "publish_on", "created_at", "tags_json", "categories_json"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const owner = { item_id: row.id, website_id: row.website_id, collection_id: row.collection_id };
      await db
        .insertInto("item_moments")
        .values({ ...owner, published_at_utc: publishedMomentOf({ publishOn: row.publish_on, createdAt: row.created_at }) })
        .execute();
      const terms = listingTermsOf(namesOf(row.tags_json), namesOf(row.categories_json));
      if (terms.length > 0)
        await db
          .insertInto("item_terms")
          .values(terms.map((term) => ({ ...owner, ...term })))
          .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** The names of a stored JSON list of tags or categories (none when it is not one). */
function namesOf(json: string): string[] {
  try {
    const names: unknown = JSON.parse(json);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** Drops the listing terms and moments. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("item_moments").execute();
  await db.schema.dropTable("item_terms").execute();
}
