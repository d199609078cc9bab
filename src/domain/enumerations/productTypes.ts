import { createNameLookup, createValueGuard } from "./lookup";

/** Numeric product type codes (spec 2 §3), as stored with each product. */
export const PRODUCT_TYPE = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/** Name of a product type, e.g. "GIFT_CARD". */
export type ProductTypeKey = keyof typeof PRODUCT_TYPE;
/** Numeric product type code, e.g. 4. */
export type ProductType = (typeof PRODUCT_TYPE)[ProductTypeKey];

/** Finds the name of a product type code. */
export const productTypeKey = createNameLookup(PRODUCT_TYPE);
/** Narrows an unknown value to a known product type code. */
export const isProductType = createValueGuard(PRODUCT_TYPE);

/** Product type strings carried by structured product content (spec 1 §3). */
export const PRODUCT_TYPE_NAME = {
  PHYSICAL: "PHYSICAL",
  SERVICE: "SERVICE",
  DIGITAL: "DIGITAL",
  GIFT_CARD: "GIFT_CARD",
} as const;

/** A product type string of structured content, e.g. "DIGITAL". */
export type ProductTypeName = (typeof PRODUCT_TYPE_NAME)[keyof typeof PRODUCT_TYPE_NAME];

/** Narrows an unknown value to a product type string of structured content. */
export const isProductTypeName = createValueGuard(PRODUCT_TYPE_NAME);
