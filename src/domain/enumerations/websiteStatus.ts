import { createNameLookup, createValueGuard } from "./lookup";

/** Billing and lifecycle status codes of a website (spec 2 §3). */
export const WEBSITE_STATUS = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;

/** Name of a website status, e.g. "RESOLD_GRACE_PERIOD". */
export type WebsiteStatusName = keyof typeof WEBSITE_STATUS;
/** Numeric website status code, e.g. 14. */
export type WebsiteStatus = (typeof WEBSITE_STATUS)[WebsiteStatusName];

/** Finds the name of a website status code. */
export const websiteStatusName = createNameLookup(WEBSITE_STATUS);
/** Narrows an unknown value to a known website status code. */
export const isWebsiteStatus = createValueGuard(WEBSITE_STATUS);
