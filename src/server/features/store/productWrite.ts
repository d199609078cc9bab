import type { Db } from "../../../db/database";
import { generateSku } from "../../../domain/commerce/storeRules";
import { productTypeCode, type Product, type ProductInput, type ProductVariant } from "../../../domain/commerce/productModel";
import { picturesOfInput } from "../../../domain/commerce/productPictures";
import { distinctCategories, SHOP_CATEGORIES_FULL, shopCategoriesWithinLimit } from "../../../domain/commerce/productCategories";
import { canBeShown, PRODUCT_NOT_SHOWABLE } from "../../../domain/commerce/productVisibility";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import { seoFieldsJson } from "../../../domain/seo/seoFields";
import { contentRepository } from "../content/contentRepository";
import { assetsRepository } from "../media/assetsRepository";
import { PRODUCT_MESSAGES } from "./productMessages";
import { productsRepository } from "./productsRepository";
import { recordMovedAddress } from "../seo/redirectsService";

/** Refuses one field with its sentence, keyed by its path ("variants[0].sku"). */
function field(path: string, message: string): never {
  throw invalid(message, { [path]: message });
}

/** A variant as it will be written; a digital product has one, unlimited, whose id is the product's own. */
type PlannedVariant = Omit<ProductVariant, "weight" | "length" | "width" | "height"> & {
  isNew: boolean;
  measures: Pick<ProductVariant, "weight" | "length" | "width" | "height">;
};

async function freeSku(db: Db, websiteId: string, taken: Set<string>): Promise<string> {
  for (;;) {
    const sku = generateSku();
    if (!taken.has(sku) && (await productsRepository.skuOwner(db, websiteId, sku)) === null) return sku;
  }
}

async function planVariants(db: Db, websiteId: string, productId: string, input: ProductInput, existing: Product | null): Promise<PlannedVariant[]> {
  const existingIds = new Set(existing?.variants.map((v) => v.id) ?? []);
  const taken = new Set<string>();
  if (input.productType === "DIGITAL") {
    const current = existing?.variants[0];
    const sku = current?.sku ?? (await freeSku(db, websiteId, taken));
    return [
      {
        id: productId,
        isNew: current?.id !== productId,
        sku,
        priceCents: input.priceCents ?? 0,
        salePriceCents: input.salePriceCents ?? 0,
        onSale: input.onSale ?? false,
        qtyInStock: 0,
        unlimited: true,
        optionValues: [],
        measures: { weight: 0, length: 0, width: 0, height: 0 },
      },
    ];
  }
  const planned: PlannedVariant[] = [];
  for (const [index, variant] of input.variants.entries()) {
    if (variant.id && existing && !existingIds.has(variant.id)) field(`variants[${index}].id`, PRODUCT_MESSAGES.variantNotOfProduct);
    const id = variant.id ?? newId();
    let sku = variant.sku;
    if (sku !== undefined) {
      const owner = await productsRepository.skuOwner(db, websiteId, sku);
      if (taken.has(sku) || (owner !== null && owner !== id)) field(`variants[${index}].sku`, PRODUCT_MESSAGES.skuTaken);
    } else {
      sku = existing?.variants.find((v) => v.id === id)?.sku ?? (await freeSku(db, websiteId, taken));
    }
    taken.add(sku);
    planned.push({
      id,
      isNew: !existingIds.has(id),
      sku,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      qtyInStock: variant.qtyInStock,
      unlimited: variant.unlimited,
      optionValues: variant.optionValues,
      measures: { weight: variant.weight, length: variant.length, width: variant.width, height: variant.height },
    });
  }
  return planned;
}

const UPLOADED_FILE = /^\/s\/([0-9a-f]{24})\/[^/]+$/;

/** A digital product's file is one of the site's uploads (`/s/{assetId}/{name}`) or a file shipped with Tessera (`/static/…`); none is allowed while it is being made. */
async function isFileOfSite(db: Db, websiteId: string, downloadPath: string): Promise<boolean> {
  if (downloadPath === "" || downloadPath.startsWith("/static/")) return true;
  const assetId = UPLOADED_FILE.exec(downloadPath)?.[1];
  return assetId !== undefined && (await assetsRepository.find(db, websiteId, assetId)) !== undefined;
}

/**
 * Creates or replaces a product from an owner's (or a site file's) input: checks the products
 * collection and its limit (COLLECTION_LIMITS.productsPerShop), the shop's categories limit, the slug, and SKUs unique per site (generating
 * "SQ" + 7 digits when absent), that a product shown in the store has prices, and, when an
 * owner puts it in the store, stock (counting the stock existing variants hold). Existing variants keep their stock: stock changes go through
 * the inventory's stock route so sales in flight are never overwritten. productId null
 * creates (with input.id when given, as site imports do). A step of the caller's transaction:
 * ProductService runs it in its own, a site import in the import's.
 */
export async function writeProduct(
  db: Db,
  websiteId: string,
  input: ProductInput,
  now: string,
  productId: string | null,
  from: "owner" | "site file" = "owner",
): Promise<string> {
  const collection = await contentRepository.findCollectionById(db, websiteId, input.collectionId);
  if (!collection || collection.type !== COLLECTION_TYPE.PRODUCTS) field("collectionId", PRODUCT_MESSAGES.notProductsCollection);
  const existing = productId ? await productsRepository.findProduct(db, websiteId, productId) : null;
  if (productId && !existing) throw notFound(PRODUCT_MESSAGES.notFound);
  if (
    (!existing || existing.collectionId !== input.collectionId) &&
    (await productsRepository.countInCollection(db, websiteId, input.collectionId)) >= COLLECTION_LIMITS.productsPerShop
  ) {
    throw invalid(PRODUCT_MESSAGES.collectionFull, { collectionId: PRODUCT_MESSAGES.collectionFull });
  }
  const sameSlug = await productsRepository.findProductBySlug(db, websiteId, input.collectionId, input.urlSlug);
  if (sameSlug && sameSlug.id !== productId) throw conflict(PRODUCT_MESSAGES.slugTaken);

  // A site file's categories are counted once, for the whole file, before anything is written.
  if (from === "owner" && input.categories.length > 0) {
    const otherCategories = await productsRepository.categoriesOfOtherProducts(db, websiteId, input.collectionId, productId);
    if (!shopCategoriesWithinLimit(otherCategories, input.categories)) field("categories", SHOP_CATEGORIES_FULL);
  }

  if (input.productType === "DIGITAL" && !(await isFileOfSite(db, websiteId, input.downloadPath))) field("downloadPath", PRODUCT_MESSAGES.downloadNotAFile);

  const id = existing?.id ?? input.id ?? newId();
  const variants = await planVariants(db, websiteId, id, input, existing);
  const stocked = variants.map((v) => (v.isNew ? v : { ...v, qtyInStock: existing?.variants.find((e) => e.id === v.id)?.qtyInStock ?? 0 }));
  // Stock is asked only when an owner puts the product in the store: one that sold out while shown
  // stays shown and can be edited, and a site file keeps each product as its export had it.
  const putInStore = from === "owner" && input.visible && !existing?.visible;
  if (putInStore && !canBeShown({ ...input, variants: stocked })) throw invalid(PRODUCT_NOT_SHOWABLE, { visible: PRODUCT_NOT_SHOWABLE });
  const pictures = picturesOfInput(input);
  const row = {
    id,
    websiteId,
    collectionId: input.collectionId,
    productType: productTypeCode(input.productType),
    name: input.name,
    urlSlug: input.urlSlug,
    description: input.description,
    imageUrl: pictures.imageUrl,
    picturesJson: JSON.stringify(pictures.pictures),
    visible: input.visible ? (1 as const) : (0 as const),
    position: input.position,
    downloadPath: input.productType === "DIGITAL" ? input.downloadPath : "",
    categoriesJson: JSON.stringify(distinctCategories(input.categories)),
    seoJson: seoFieldsJson(input.seo),
    subscriptionPlanJson: input.subscriptionPlan ? JSON.stringify(input.subscriptionPlan) : null,
    createdAt: now,
    updatedAt: now,
  };
  if (existing) await productsRepository.updateProduct(db, row);
  else await productsRepository.insertProduct(db, row);
  // A product moved within its shop answers at its new address, its old one redirecting there.
  if (from === "owner" && collection && existing?.collectionId === input.collectionId && existing.urlSlug !== input.urlSlug)
    await recordMovedAddress(db, websiteId, `/${collection.urlSlug}/${existing.urlSlug}`, `/${collection.urlSlug}/${input.urlSlug}`, now);
  await productsRepository.deleteVariants(
    db,
    websiteId,
    id,
    variants.filter((v) => !v.isNew).map((v) => v.id),
  );
  for (const [position, v] of variants.entries()) {
    const values = {
      id: v.id,
      websiteId,
      productId: id,
      sku: v.sku,
      priceCents: v.priceCents,
      salePriceCents: v.salePriceCents,
      onSale: v.onSale ? (1 as const) : (0 as const),
      unlimited: v.unlimited ? (1 as const) : (0 as const),
      optionsJson: JSON.stringify(v.optionValues),
      measuresJson: JSON.stringify(v.measures),
      position,
    };
    if (v.isNew) await productsRepository.insertVariant(db, { ...values, qtyInStock: v.qtyInStock });
    else await productsRepository.updateVariant(db, values);
  }
  return id;
}
