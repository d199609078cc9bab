/** Store limits (spec 1 §5, §9 and spec 2 §2, §9); prices are integer cents. */
export const COMMERCE_LIMITS = {
  maxProductPriceCents: 100_000_000,
  skuMaxLength: 60,
  /** A generated SKU is this prefix followed by this many digits, e.g. "SQ1234567". */
  generatedSku: { prefix: "SQ", digitCount: 7 },
  /** Cart counts above this are displayed as "100+" and spoken as "More than 100 items in cart". */
  cartCountDisplayCap: 100,
} as const;

/** Content size limits (spec 2 §5, §9). */
export const CONTENT_LIMITS = {
  maxBlocksPerLayout: 60,
  maxTracksPerAlbum: 60,
  maxItemsInUserOrderableCollection: 250,
  nestedCategoriesLimit: 10_000,
  tagMaxLength: 50,
  categoryMaxLength: 25,
  bytesPerMegabyte: 1_000_000,
} as const;
