import type { Kysely } from "kysely";

/**
 * `assets.carries_metadata`: 1 when an uploaded picture's bytes carry EXIF, XMP, IPTC or text
 * chunks (a camera's place and time among them). Such an original never stands in for a width
 * not made yet. Pictures stored before this column are counted as carrying it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("assets")
    .addColumn("carries_metadata", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("assets").dropColumn("carries_metadata").execute();
}
