import type { BlockSchemaDefinition } from "./types";
import { accordionSchema } from "./accordion/schema";
import { buttonSchema } from "./button/schema";
import { chartSchema } from "./chart/schema";
import { codeSchema } from "./code/schema";
import { formSchema } from "./form/schema";
import { headingSchema } from "./heading/schema";
import { horizontalRuleSchema } from "./horizontal-rule/schema";
import { gallerySchema } from "./gallery/schema";
import { imageSchema } from "./image/schema";
import { mapSchema } from "./map/schema";
import { markdownSchema } from "./markdown/schema";
import { marqueeSchema } from "./marquee/schema";
import { memberPricingSchema } from "./member-pricing/schema";
import { menuSchema } from "./menu/schema";
import { newsletterSchema } from "./newsletter/schema";
import { donationSchema } from "./donation/schema";
import { productSchema } from "./product/schema";
import { quoteSchema } from "./quote/schema";
import { spacerSchema } from "./spacer/schema";
import { summarySchema } from "./summary/schema";
import { textSchema } from "./text/schema";
import { videoSchema } from "./video/schema";
import { socialLinksSchema } from "./social-links/schema";
import { followButtonSchema } from "./follow-button/schema";
import { shareButtonsSchema } from "./share-buttons/schema";
import { openTableSchema } from "./opentable/schema";
import { reservationWidgetSchema } from "./reservation-widget/schema";
import { tockSchema } from "./tock/schema";
import { acuitySchema } from "./acuity/schema";
import { audioSchema } from "./audio/schema";
import { albumSchema } from "./album/schema";
import { embedSchema } from "./embed/schema";
import { shapeSchema } from "./shape/schema";
import { archiveSchema } from "./archive/schema";
import { calendarSchema } from "./calendar/schema";
import { postsByCategorySchema } from "./posts-by-category/schema";
import { postsByMonthSchema } from "./posts-by-month/schema";
import { postsByTagSchema } from "./posts-by-tag/schema";
import { postsByAuthorSchema } from "./posts-by-author/schema";
import { tagCloudSchema } from "./tag-cloud/schema";
import { tourDatesSchema } from "./tour-dates/schema";
import { logoSchema } from "./logo/schema";
import { navigationSchema } from "./navigation/schema";
import { languageSwitcherSchema } from "./language-switcher/schema";
import { linkBlockSchema } from "./link/schema";
import { collectionLinkSchema } from "./collection-link/schema";
import { rssSchema } from "./rss/schema";
import { commentsSchema } from "./comments/schema";
import { searchSchema } from "./search/schema";

/**
 * Every block type's browser-safe definition (no server rendering), in catalogue order.
 * This list is where a block type is registered: registry.ts finds each one's server renderer
 * in its folder, and the build finds its island and its stylesheet there.
 */
export const BLOCK_SCHEMAS: readonly BlockSchemaDefinition[] = [
  headingSchema,
  textSchema,
  imageSchema,
  gallerySchema,
  videoSchema,
  chartSchema,
  mapSchema,
  buttonSchema,
  quoteSchema,
  accordionSchema,
  menuSchema,
  spacerSchema,
  horizontalRuleSchema,
  markdownSchema,
  codeSchema,
  formSchema,
  newsletterSchema,
  productSchema,
  donationSchema,
  memberPricingSchema,
  socialLinksSchema,
  followButtonSchema,
  shareButtonsSchema,
  openTableSchema,
  reservationWidgetSchema,
  tockSchema,
  acuitySchema,
  summarySchema,
  audioSchema,
  albumSchema,
  embedSchema,
  shapeSchema,
  marqueeSchema,
  calendarSchema,
  tourDatesSchema,
  archiveSchema,
  tagCloudSchema,
  postsByTagSchema,
  postsByCategorySchema,
  postsByMonthSchema,
  postsByAuthorSchema,
  logoSchema,
  navigationSchema,
  languageSwitcherSchema,
  linkBlockSchema,
  collectionLinkSchema,
  rssSchema,
  commentsSchema,
  searchSchema,
];

const byType = new Map(BLOCK_SCHEMAS.map((s) => [s.type, s]));

/** The schema definition of a type name, or undefined for an unknown type. */
export function blockSchemaFor(type: string): BlockSchemaDefinition | undefined {
  return byType.get(type);
}
