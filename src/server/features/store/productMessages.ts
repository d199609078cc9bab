import { COLLECTION_LIMIT_MESSAGES } from "../../../domain/limits/collectionLimits";

/** Messages of refused product edits. */
export const PRODUCT_MESSAGES = {
  notFound: "This product does not exist.",
  notProductsCollection: "Choose a products collection of this site.",
  collectionFull: COLLECTION_LIMIT_MESSAGES.productsPerShop,
  slugTaken: "Another product of this collection already uses this URL slug.",
  skuTaken: "This SKU is already used by another variant of this site.",
  variantNotOfProduct: "This variant belongs to another product.",
  downloadNotAFile: "Choose the file buyers get from this site's media library.",
} as const;
