import { createNameLookup, createValueGuard } from "./lookup";

/** Kinds of website (spec 2 §3); cover and parking pages are served differently from full sites. */
export const WEBSITE_KIND = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;

/** Name of a website kind, e.g. "COVER_PAGE". */
export type WebsiteKindName = keyof typeof WEBSITE_KIND;
/** Numeric website kind code, e.g. 2. */
export type WebsiteKind = (typeof WEBSITE_KIND)[WebsiteKindName];

/** Finds the name of a website kind code. */
export const websiteKindName = createNameLookup(WEBSITE_KIND);
/** Narrows an unknown value to a known website kind code. */
export const isWebsiteKind = createValueGuard(WEBSITE_KIND);
