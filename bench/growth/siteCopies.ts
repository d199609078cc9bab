// Many sites and one big site for bench:growth, written straight into a stopped server's
// database in bulk (one transaction, many rows a statement): copies of the demo site, and a
// copy holding thousands of posts and products made from the demo's own.
import { createHash } from "node:crypto";
import type { Db } from "../../src/db/database";
import { keepItemListingFacts } from "../../src/server/features/content/itemListingFacts";

/** The tables that hold a site's content, its own row first; a copy of the demo copies these. */
const SITE_TABLES = [
  "websites",
  "collections",
  "items",
  "itemMoments",
  "itemTerms",
  "blockLayouts",
  "forms",
  "assets",
  "storeProducts",
  "storeVariants",
  "sectionLibrary",
  "eventDetails",
] as const;
type SiteTable = (typeof SITE_TABLES)[number];
type Row = Record<string, unknown>;

/** Rows a statement inserts: under SQLite's limit of bound values for the widest of these tables. */
const ROWS_PER_STATEMENT = 400;

/** A site's rows in every table of SITE_TABLES. */
export type SiteRows = Map<SiteTable, Row[]>;

/** The rows of one site (by identifier) in every table of SITE_TABLES. */
export async function siteRows(db: Db, identifier: string): Promise<SiteRows> {
  const website = await db.selectFrom("websites").selectAll().where("identifier", "=", identifier).executeTakeFirstOrThrow();
  const rows: SiteRows = new Map([["websites", [website as Row]]]);
  for (const table of SITE_TABLES.slice(1)) {
    rows.set(table, (await db.selectFrom(table).selectAll().where("websiteId", "=", website.id).execute()) as Row[]);
  }
  return rows;
}

/** A new id of the same shape (24 hex digits) for an id of the template in copy `copy`. */
const copiedId = (id: string, copy: string) => createHash("sha1").update(`${id}/${copy}`).digest("hex").slice(0, 24);

/** The template's rows with every id it names (in any column, JSON included) replaced by the copy's own, and the site's identifier and title. */
function copyOf(template: SiteRows, copy: string, identifier: string): SiteRows {
  const ids = [...template.values()].flatMap((rows) => rows.map((row) => row.id)).filter((id): id is string => typeof id === "string");
  const pattern = new RegExp(ids.join("|"), "g");
  const copied: SiteRows = new Map();
  for (const [table, rows] of template) {
    copied.set(
      table,
      rows.map((row) => JSON.parse(JSON.stringify(row).replace(pattern, (id) => copiedId(id, copy))) as Row),
    );
  }
  const website = copied.get("websites")![0]!;
  website.identifier = identifier;
  website.title = `Site ${identifier}`;
  return copied;
}

/** Inserts rows in statements of ROWS_PER_STATEMENT. */
async function insertAll(db: Db, table: SiteTable, rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT) as never)
      .execute();
  }
}

/** Adds copies of the template site named `${prefix}${n}` for n from `from` up to `to` (not included). */
export async function addSiteCopies(db: Db, template: SiteRows, prefix: string, from: number, to: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pending = new Map<SiteTable, Row[]>(SITE_TABLES.map((table) => [table, []]));
    const flush = async () => {
      for (const table of SITE_TABLES) await insertAll(trx, table, pending.get(table)!.splice(0));
    };
    for (let n = from; n < to; n++) {
      for (const [table, rows] of copyOf(template, `${prefix}${n}`, `${prefix}${n}`)) pending.get(table)!.push(...rows);
      if ((n - from) % 200 === 199) await flush();
    }
    await flush();
  });
}

/**
 * Makes site `identifier` (already a copy of the demo) big: `posts` posts in its first blog
 * (copies of the blog's first post, one a day back from its date, tags in turn, each with the
 * listing facts a write of a post keeps) and
 * `products` products in its shop (copies of its first product, each with that product's first variant).
 */
export async function makeBig(db: Db, identifier: string, posts: number, products: number): Promise<{ blogPath: string; shopPath: string }> {
  const rows = await siteRows(db, identifier);
  const website = rows.get("websites")![0]!;
  const post = rows.get("items")!.find((item) => item.recordType === 1 && !rows.get("eventDetails")!.some((event) => event.itemId === item.id))!;
  const blog = rows.get("collections")!.find((collection) => collection.id === post.collectionId)!;
  const product = rows.get("storeProducts")![0]!;
  const shop = rows.get("collections")!.find((collection) => collection.id === product.collectionId)!;
  const variant = rows.get("storeVariants")!.find((row) => row.productId === product.id)!;
  const first = Date.parse(String(post.publishOn ?? post.createdAt));
  const postRows = Array.from({ length: posts }, (_, n): Row => {
    const slug = `bench-post-${n}`;
    const day = new Date(first - n * 86_400_000).toISOString();
    return {
      ...post,
      id: copiedId(String(post.id), slug),
      title: `Bench post ${n}`,
      urlSlug: slug,
      urlPath: slug,
      publishOn: day,
      createdAt: day,
      tagsJson: JSON.stringify([`tag ${n % 50}`]),
    };
  });
  const productRows: Row[] = [];
  const variantRows: Row[] = [];
  for (let n = 0; n < products; n++) {
    const slug = `bench-product-${n}`;
    const productId = copiedId(String(product.id), slug);
    productRows.push({ ...product, id: productId, name: `Bench product ${n}`, urlSlug: slug, position: 1000 + n });
    variantRows.push({ ...variant, id: copiedId(String(variant.id), slug), productId, sku: `BENCH-${n}`, position: 0 });
  }
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, "items", postRows);
    for (const row of postRows) {
      const listed = { id: String(row.id), websiteId: String(row.websiteId), collectionId: String(row.collectionId) };
      const dates = { publishOn: String(row.publishOn), createdAt: String(row.createdAt) };
      await keepItemListingFacts(trx, { ...listed, ...dates, tags: JSON.parse(String(row.tagsJson)), categories: JSON.parse(String(row.categoriesJson)) });
    }
    await insertAll(trx, "storeProducts", productRows);
    await insertAll(trx, "storeVariants", variantRows);
    await trx
      .updateTable("websites")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", String(website.id))
      .execute();
  });
  return { blogPath: `/${String(blog.urlSlug)}`, shopPath: `/${String(shop.urlSlug)}` };
}
