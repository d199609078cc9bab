import { Migrator, type Kysely } from "kysely";
import { expect, test } from "vitest";
import { openDatabase } from "../database";
import { migrations } from "./index";
import { openMigratedPGlite } from "../testing/pgliteTemplate";

const SITE = "a".repeat(24);
const BLOG = "b".repeat(24);
const POST = "c".repeat(24);
const FIRST = "1".repeat(24);
const REPLY = "2".repeat(24);

/** A site with a post, a comment on it and a reply to that comment, as stored before migration 1270. */
async function seedComments(db: Kysely<any>): Promise<void> {
  const now = "2026-11-01T10:00:00.000Z";
  const stamps = { created_at: now, updated_at: now };
  const settings = { store_settings_json: "{}", popup_overlay_settings_json: "{}", mobile_info_bar_settings_json: "{}" };
  const more = { pinterest_overlay_options_json: "{}", cookie_settings_json: "{}", extra_settings_json: "{}", template_id: "t", template_version: "1" };
  const place = { website_type: 1, status: 1, locale: "en-US", time_zone: "UTC" };
  await db
    .insertInto("websites")
    .values({ id: SITE, identifier: "migr", title: "Migr", ...place, ...settings, ...more, ...stamps })
    .execute();
  await db
    .insertInto("collections")
    .values({ id: BLOG, website_id: SITE, type: 1, title: "Blog", url_slug: "blog", ...stamps })
    .execute();
  const post = { record_type: 1, title: "Post", url_slug: "post", url_path: "post", publish_state: 1 };
  await db
    .insertInto("items")
    .values({ id: POST, website_id: SITE, collection_id: BLOG, ...post, ...stamps })
    .execute();
  for (const [id, parent] of [
    [FIRST, null],
    [REPLY, FIRST],
  ] as const) {
    await db
      .insertInto("comments")
      .values({
        id,
        website_id: SITE,
        item_id: POST,
        parent_id: parent,
        author_name: "Ada",
        author_email: "ada@example.com",
        body: id,
        state: "published",
        created_at: now,
      })
      .execute();
  }
}

test("migration 1270 keeps SQLite's comments and their replies' links, and lets a comment belong to a post or a page, never both or neither", async () => {
  const database = openDatabase({ engine: "sqlite", file: ":memory:" });
  const raw = database.db.withoutPlugins() as Kysely<any>;
  try {
    const migrator = new Migrator({ db: raw, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const before = Object.keys(migrations).filter((name) => name < "1270");
    expect((await migrator.migrateTo(before.at(-1)!)).error).toBeUndefined();
    await seedComments(raw);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await raw.selectFrom("comments").select(["id", "item_id", "page_id", "parent_id"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: FIRST, item_id: POST, page_id: null, parent_id: null },
      { id: REPLY, item_id: POST, page_id: null, parent_id: FIRST },
    ]);
    const both = {
      id: "3".repeat(24),
      website_id: SITE,
      item_id: POST,
      page_id: BLOG,
      author_name: "B",
      author_email: "b@example.com",
      body: "x",
      state: "pending",
      created_at: "2026-11-02T00:00:00.000Z",
    };
    await expect(raw.insertInto("comments").values(both).execute()).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      raw
        .insertInto("comments")
        .values({ ...both, item_id: null, page_id: null })
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await raw.deleteFrom("comments").where("id", "=", FIRST).execute();
    expect(await raw.selectFrom("comments").select(["id", "parent_id"]).execute()).toEqual([{ id: REPLY, parent_id: null }]);
  } finally {
    await database.close();
  }
});

test("on PostgreSQL a comment belongs to a post or a page, never both or neither", async () => {
  const database = await openMigratedPGlite();
  const raw = database.db.withoutPlugins() as Kysely<any>;
  try {
    await seedComments(raw);
    const both = {
      id: "3".repeat(24),
      website_id: SITE,
      item_id: POST,
      page_id: BLOG,
      author_name: "B",
      author_email: "b@example.com",
      body: "x",
      state: "pending",
      created_at: "2026-11-02T00:00:00.000Z",
    };
    await expect(raw.insertInto("comments").values(both).execute()).rejects.toThrow(/comments_one_owner/);
    await expect(
      raw
        .insertInto("comments")
        .values({ ...both, item_id: null, page_id: null })
        .execute(),
    ).rejects.toThrow(/comments_one_owner/);
  } finally {
    await database.close();
  }
});
