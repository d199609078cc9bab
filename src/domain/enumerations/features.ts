/** Feature ids whose numbers spec 2 §3 gives; ids run from 1 to 70 and the rest are not shown. */
export const FEATURE = {
  AFTERPAY: 64,
  NATIVE_PRODUCT_REVIEWS: 66,
  CLEARPAY: 68,
  PRIORITY_SUPPORT: 69,
  KLARNA: 70,
} as const;

/** Numeric feature id. */
export type Feature = (typeof FEATURE)[keyof typeof FEATURE];

/** The range feature ids fall in (spec 2 §3 "Feature ids 1-70"). */
export const FEATURE_ID_RANGE = { first: 1, last: 70 } as const;
