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

/** Product type strings carried by structured product content (spec 1 §3). */
export const PRODUCT_TYPE_NAME = {
  PHYSICAL: "PHYSICAL",
  SERVICE: "SERVICE",
  DIGITAL: "DIGITAL",
  GIFT_CARD: "GIFT_CARD",
} as const;

/** A product type string of structured content, e.g. "DIGITAL". */
export type ProductTypeName = (typeof PRODUCT_TYPE_NAME)[keyof typeof PRODUCT_TYPE_NAME];
