import { createValueGuard } from "./lookup";

/** Numeric codes of collection types that spec 2 §3 gives (the list "1-24" is partial). */
export const COLLECTION_TYPE = {
  GENERIC: 1,
  PAGE: 10,
  PRODUCTS: 13,
  MOSAIC: 14,
  PORTFOLIO: 23,
  LESSONS: 24,
} as const;

/** Name of a collection type with a known code, e.g. "PRODUCTS". */
export type CollectionTypeName = keyof typeof COLLECTION_TYPE;
/** Numeric collection type code, e.g. 13. */
export type CollectionType = (typeof COLLECTION_TYPE)[CollectionTypeName];

/** Narrows an unknown value to a known collection type code. */
export const isCollectionType = createValueGuard(COLLECTION_TYPE);

/** Collection types the spec names without a code, so they cannot be stored as numbers yet. */
export const COLLECTION_TYPES_WITHOUT_CODE = ["subscription"] as const;
