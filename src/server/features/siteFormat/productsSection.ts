import { z } from "zod";
import { productInputSchema, type ProductInput } from "../../../domain/commerce/productModel";
import { SHOP_CATEGORIES_FULL, shopCategoriesWithinLimit } from "../../../domain/commerce/productCategories";
import { invalid } from "../../../domain/errors";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import type { SiteSection } from "./siteSection";
import { productForSiteFile } from "../store/productPresenter";
import { writeProduct } from "../store/productWrite";
import { productsRepository } from "../store/productsRepository";

function fail(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

/**
 * The site's products with their variants and stock (docs/site-format.md). Their products
 * collections (type 13) travel in the collections section, imported first. Orders and carts
 * are the shop's records and stay on the server when a site is replaced.
 */
export const productsSection: SiteSection<ProductInput[]> = {
  key: "products",
  schema: z.array(productInputSchema).max(COLLECTION_LIMITS.productsPerShop, COLLECTION_LIMIT_MESSAGES.productsPerShop).default([]),

  async check(products, context, db) {
    if (
      !shopCategoriesWithinLimit(
        [],
        products.flatMap((product) => product.categories),
      )
    )
      fail("products", SHOP_CATEGORIES_FULL);
    const ids = new Set<string>();
    const skus = new Set<string>();
    for (const [index, product] of products.entries()) {
      if (product.id) {
        if (ids.has(product.id)) fail(`products[${index}].id`, "is used by another product.");
        ids.add(product.id);
        const owner = await productsRepository.productOwner(db, product.id);
        if (owner && owner !== context.websiteId) fail(`products[${index}].id`, "this id is already used by another site.");
      }
      for (const [v, variant] of product.variants.entries()) {
        if (variant.sku) {
          if (skus.has(variant.sku)) fail(`products[${index}].variants[${v}].sku`, "is used by another variant.");
          skus.add(variant.sku);
        }
        if (variant.id) {
          const owner = await productsRepository.variantOwner(db, variant.id);
          if (owner && owner !== context.websiteId) fail(`products[${index}].variants[${v}].id`, "this id is already used by another site.");
        }
      }
    }
  },

  async exportSection(db, websiteId) {
    return (await productsRepository.listProducts(db, websiteId)).map(productForSiteFile) as ProductInput[];
  },

  async deleteSection(db, websiteId) {
    await productsRepository.deleteProductsOfSite(db, websiteId);
  },

  async importSection(db, context, products) {
    for (const [index, product] of products.entries()) {
      try {
        await writeProduct(db, context.websiteId, product, context.now, null, "site file");
      } catch (error) {
        const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
        const [path, message] = Object.entries(fields ?? {})[0] ?? ["", (error as Error).message];
        fail(`products[${index}]${path ? `.${path}` : ""}`, message);
      }
    }
  },
};
