import { containsPattern } from "../../../db/containsPattern";
import type { Db } from "../../../db/database";
import type { ListPage } from "../../../domain/api/paging";
import type { StoreProductRow, StoreVariantRow } from "../../../db/schema";
import { picturesFromJson, picturesOfInput } from "../../../domain/commerce/productPictures";
import { seoFieldsOfJson } from "../../../domain/seo/seoFields";
import { subscriptionPlanOfJson } from "../../../domain/commerce/subscriptionPlan";
import { productTypeNameOf, type Product, type ProductVariant } from "../../../domain/commerce/productModel";
import { countRows } from "../../../db/countRows";

function variantFromRow(row: StoreVariantRow): ProductVariant {
  const measures = JSON.parse(row.measuresJson) as { weight: number; length: number; width: number; height: number };
  return {
    id: row.id,
    sku: row.sku,
    priceCents: Number(row.priceCents),
    salePriceCents: Number(row.salePriceCents),
    onSale: row.onSale === 1,
    qtyInStock: row.qtyInStock,
    unlimited: row.unlimited === 1,
    optionValues: JSON.parse(row.optionsJson) as ProductVariant["optionValues"],
    weight: measures.weight,
    length: measures.length,
    width: measures.width,
    height: measures.height,
  };
}

/** A variant with the product facts a cart and a checkout need. */
export interface VariantWithProduct {
  variant: ProductVariant;
  product: Omit<Product, "variants">;
  /** The URL slug of the product's collection, for links to the product page. */
  collectionSlug: string;
}

function productFromRow(row: StoreProductRow): Omit<Product, "variants"> {
  return {
    id: row.id,
    websiteId: row.websiteId,
    collectionId: row.collectionId,
    productType: productTypeNameOf(row.productType),
    name: row.name,
    urlSlug: row.urlSlug,
    description: row.description,
    imageUrl: row.imageUrl,
    pictures: picturesOfInput({ imageUrl: row.imageUrl, pictures: picturesFromJson(row.picturesJson) }).pictures,
    visible: row.visible === 1,
    position: row.position,
    downloadPath: row.downloadPath,
    categories: JSON.parse(row.categoriesJson) as string[],
    seo: seoFieldsOfJson(row.seoJson),
    subscriptionPlan: subscriptionPlanOfJson(row.subscriptionPlanJson),
  };
}

/** The products of the rows with their variants, read in one query and grouped by product once. */
async function withVariants(db: Db, rows: StoreProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom("storeVariants")
    .selectAll()
    .where(
      "productId",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("position")
    .orderBy("id")
    .execute();
  const byProduct = new Map<string, ProductVariant[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.productId);
    if (list) list.push(variantFromRow(variant));
    else byProduct.set(variant.productId, [variantFromRow(variant)]);
  }
  return rows.map((row) => ({ ...productFromRow(row), variants: byProduct.get(row.id) ?? [] }));
}

/** A site's products whose name contains the search (all of them for an empty one). */
function productsMatching(db: Db, websiteId: string, search: string) {
  const query = db.selectFrom("storeProducts").where("websiteId", "=", websiteId);
  return search.trim() === "" ? query : query.where((eb) => eb(eb.fn<string>("lower", ["name"]), "like", containsPattern(search)));
}

/** The row of a variant as the service writes it. */
export type VariantWrite = StoreVariantRow;

/** Variants by id within one site with their products and collection slugs. */
async function variantsByIds(db: Db, websiteId: string, variantIds: readonly string[]): Promise<Map<string, VariantWithProduct>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("storeVariants")
    .innerJoin("storeProducts", "storeProducts.id", "storeVariants.productId")
    .innerJoin("collections", "collections.id", "storeProducts.collectionId")
    .selectAll("storeVariants")
    .select("collections.urlSlug as collectionSlug")
    .select([
      "storeProducts.collectionId",
      "storeProducts.productType",
      "storeProducts.name",
      "storeProducts.urlSlug",
      "storeProducts.description",
      "storeProducts.imageUrl",
      "storeProducts.picturesJson",
      "storeProducts.visible",
      "storeProducts.position as productPosition",
      "storeProducts.downloadPath",
      "storeProducts.categoriesJson",
      "storeProducts.seoJson",
      "storeProducts.subscriptionPlanJson",
      "storeProducts.createdAt",
      "storeProducts.updatedAt",
    ])
    .where("storeVariants.websiteId", "=", websiteId)
    .where("storeVariants.id", "in", [...variantIds])
    .execute();
  const found = new Map<string, VariantWithProduct>();
  for (const row of rows) {
    found.set(row.id, {
      variant: variantFromRow(row),
      product: productFromRow({ ...row, id: row.productId, position: row.productPosition }),
      collectionSlug: row.collectionSlug,
    });
  }
  return found;
}

/** How many rows one bulk insert statement writes. */
const BULK_ROWS = 500;

/** All SQL of products and variants. Stock changes live in inventoryRepository. */
export const productsRepository = {
  /** When each of the products was made and last changed, by id (a feed's dates). */
  async changeTimes(db: Db, websiteId: string, ids: readonly string[]): Promise<Map<string, { createdAt: string; updatedAt: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom("storeProducts")
      .select(["id", "createdAt", "updatedAt"])
      .where("websiteId", "=", websiteId)
      .where("id", "in", ids)
      .execute();
    return new Map(rows.map((row) => [row.id, { createdAt: row.createdAt, updatedAt: row.updatedAt }]));
  },

  async listProducts(db: Db, websiteId: string, collectionId?: string): Promise<Product[]> {
    let query = db.selectFrom("storeProducts").selectAll().where("websiteId", "=", websiteId);
    if (collectionId) query = query.where("collectionId", "=", collectionId);
    return withVariants(db, await query.orderBy("collectionId").orderBy("position").orderBy("id").execute());
  },

  /** A page of the owner's product list in shop order, read with only its own variants, and how many products match. */
  async pageOfProducts(db: Db, websiteId: string, page: ListPage): Promise<{ total: number; products: Product[] }> {
    const matching = productsMatching(db, websiteId, page.search);
    const total = await countRows(matching);
    const rows = await matching.selectAll().orderBy("collectionId").orderBy("position").orderBy("id").limit(page.limit).offset(page.offset).execute();
    return { total, products: await withVariants(db, rows) };
  },

  async findProduct(db: Db, websiteId: string, productId: string): Promise<Product | null> {
    const row = await db.selectFrom("storeProducts").selectAll().where("websiteId", "=", websiteId).where("id", "=", productId).executeTakeFirst();
    return row ? ((await withVariants(db, [row]))[0] ?? null) : null;
  },

  async findProductBySlug(db: Db, websiteId: string, collectionId: string, urlSlug: string): Promise<Product | null> {
    const row = await db
      .selectFrom("storeProducts")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", collectionId)
      .where("urlSlug", "=", urlSlug)
      .executeTakeFirst();
    return row ? ((await withVariants(db, [row]))[0] ?? null) : null;
  },

  /** The categories of a collection's products other than one (null: all), each product's as stored: what the shop's categories limit counts. */
  async categoriesOfOtherProducts(db: Db, websiteId: string, collectionId: string, productId: string | null): Promise<string[][]> {
    let query = db.selectFrom("storeProducts").select("categoriesJson").where("websiteId", "=", websiteId).where("collectionId", "=", collectionId);
    if (productId) query = query.where("id", "!=", productId);
    const rows = await query.where("categoriesJson", "!=", "[]").execute();
    return rows.map((row) => JSON.parse(row.categoriesJson) as string[]);
  },

  /** How many products a site's collection holds (read through the site's index, as the shop's limit is checked on every write). */
  async countInCollection(db: Db, websiteId: string, collectionId: string): Promise<number> {
    const row = await db
      .selectFrom("storeProducts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", collectionId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Variants by id within one site, with their products; ids of other sites are simply absent. */
  findVariants(db: Db, websiteId: string, variantIds: readonly string[]): Promise<Map<string, VariantWithProduct>> {
    return variantsByIds(db, websiteId, variantIds);
  },

  async skuOwner(db: Db, websiteId: string, sku: string): Promise<string | null> {
    const row = await db.selectFrom("storeVariants").select("id").where("websiteId", "=", websiteId).where("sku", "=", sku).executeTakeFirst();
    return row?.id ?? null;
  },

  async productOwner(db: Db, productId: string): Promise<string | null> {
    const row = await db.selectFrom("storeProducts").select("websiteId").where("id", "=", productId).executeTakeFirst();
    return row?.websiteId ?? null;
  },

  async variantOwner(db: Db, variantId: string): Promise<string | null> {
    const row = await db.selectFrom("storeVariants").select("websiteId").where("id", "=", variantId).executeTakeFirst();
    return row?.websiteId ?? null;
  },

  async insertProduct(db: Db, row: StoreProductRow): Promise<void> {
    await db.insertInto("storeProducts").values(row).execute();
  },

  async updateProduct(db: Db, row: StoreProductRow): Promise<void> {
    const { id, websiteId, createdAt: _created, ...rest } = row;
    await db.updateTable("storeProducts").set(rest).where("id", "=", id).where("websiteId", "=", websiteId).execute();
  },

  async insertVariant(db: Db, row: VariantWrite): Promise<void> {
    await db.insertInto("storeVariants").values(row).execute();
  },

  /** Writes many products and their variants in a few statements (500 rows each, within every engine's limit of bound values). */
  async insertMany(db: Db, products: readonly StoreProductRow[], variants: readonly VariantWrite[]): Promise<void> {
    for (let start = 0; start < products.length; start += BULK_ROWS)
      await db
        .insertInto("storeProducts")
        .values(products.slice(start, start + BULK_ROWS))
        .execute();
    for (let start = 0; start < variants.length; start += BULK_ROWS)
      await db
        .insertInto("storeVariants")
        .values(variants.slice(start, start + BULK_ROWS))
        .execute();
  },

  /** Updates a variant's description; its stock is written only when given (owner edits of stock go through setStock). */
  async updateVariant(db: Db, row: Omit<VariantWrite, "qtyInStock">): Promise<void> {
    const { id, websiteId, ...rest } = row;
    await db.updateTable("storeVariants").set(rest).where("id", "=", id).where("websiteId", "=", websiteId).execute();
  },

  async deleteVariants(db: Db, websiteId: string, productId: string, keep: readonly string[]): Promise<void> {
    let query = db.deleteFrom("storeVariants").where("websiteId", "=", websiteId).where("productId", "=", productId);
    if (keep.length > 0) query = query.where("id", "not in", [...keep]);
    await query.execute();
  },

  async deleteProduct(db: Db, websiteId: string, productId: string): Promise<boolean> {
    const result = await db.deleteFrom("storeProducts").where("websiteId", "=", websiteId).where("id", "=", productId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async deleteProductsOfSite(db: Db, websiteId: string): Promise<void> {
    await db.deleteFrom("storeProducts").where("websiteId", "=", websiteId).execute();
  },
};
