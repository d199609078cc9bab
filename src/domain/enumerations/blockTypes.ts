/**
 * Numeric codes of block types, keyed by a camelCase name.
 *
 * Spec 2 §3 lists the block types "1-71, partial" in order and gives only three codes:
 * product 43, member area 67 and shape 71. Tessera numbers the rest by their place in that list:
 * navigation 1 up to 500px 34 ("posts by author/tag/category/month" counts as four types),
 * then markdown 44 up to acuity 60 after product 43, then tock 68, accordion 69 and marquee 70
 * between member area 67 and shape 71. Codes 35-42 and 61-66 stay unassigned.
 * Block types that exist only in Tessera take codes from 1000 up.
 */
export const BLOCK_TYPE = {
  navigation: 1,
  /** The rich-text block; Tessera's editor calls it the "text" block. */
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  twitter: 6,
  journal: 7,
  gallery: 8,
  form: 9,
  geo: 10,
  index: 11,
  collectionLink: 12,
  link: 13,
  tagCloud: 14,
  comments: 15,
  folder: 16,
  menu: 17,
  socialLinks: 18,
  summary: 19,
  spacer: 20,
  embed: 21,
  code: 22,
  foursquare: 23,
  instagram: 24,
  calendar: 25,
  postsByAuthor: 26,
  postsByTag: 27,
  postsByCategory: 28,
  postsByMonth: 29,
  quote: 30,
  video: 31,
  search: 32,
  audio: 33,
  /** The "500px" photo-sharing block; a name cannot start with a digit. */
  fiveHundredPx: 34,
  product: 43,
  markdown: 44,
  flickr: 45,
  amazon: 46,
  horizontalRule: 47,
  rss: 48,
  opentable: 49,
  newsletter: 50,
  donation: 51,
  button: 52,
  soundcloud: 53,
  emailFooter: 54,
  tourDates: 55,
  album: 56,
  archive: 57,
  chart: 58,
  zola: 59,
  acuity: 60,
  memberArea: 67,
  tock: 68,
  accordion: 69,
  marquee: 70,
  shape: 71,
  heading: 1000,
  followButton: 1063,
  shareButtons: 1064,
  reservationWidget: 1065,
  languageSwitcher: 1066,
} as const;

/** The codes spec 2 §3 states outright; every other code in BLOCK_TYPE is Tessera's numbering. */
export const SPEC_GIVEN_BLOCK_TYPE_CODES = { product: 43, memberArea: 67, shape: 71 } as const;

/** First code for block types that exist only in Tessera. */
export const FIRST_TESSERA_BLOCK_TYPE = 1000;

/** camelCase name of a block type, e.g. "memberArea". */
export type BlockTypeName = keyof typeof BLOCK_TYPE;
/** Numeric block type code, e.g. 67. */
export type BlockType = (typeof BLOCK_TYPE)[BlockTypeName];

/** Layout variants offered by the blocks that have them (spec 2 §3). */
export const BLOCK_VARIANTS = {
  gallery: ["slideshow", "carousel", "grid", "stack"],
  summary: ["wall", "carousel", "list", "grid"],
  chart: ["bar", "line", "pie"],
  image: ["inline", "poster", "card", "overlap", "collage", "stack"],
  tock: ["reservations", "events"],
} as const;

/** Block names that have layout variants. */
export type VariantBlockName = keyof typeof BLOCK_VARIANTS;
/** A variant of the given block, e.g. BlockVariant<"chart"> is "bar" | "line" | "pie". */
export type BlockVariant<B extends VariantBlockName> = (typeof BLOCK_VARIANTS)[B][number];

/** Tells whether a value is one of the variants of the given block, for checking stored block data. */
export function isBlockVariant<B extends VariantBlockName>(block: B, value: unknown): value is BlockVariant<B> {
  return (BLOCK_VARIANTS[block] as readonly unknown[]).includes(value);
}
