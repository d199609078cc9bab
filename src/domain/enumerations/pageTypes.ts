/** Codes of the kinds of page the site serves (spec 2 §2); each rendered page and page view carries one. */
export const PAGE_TYPE = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

/** Name of a page type, e.g. "NOT_FOUND". */
export type PageTypeName = keyof typeof PAGE_TYPE;
/** Numeric page type code, e.g. 100. */
export type PageType = (typeof PAGE_TYPE)[PageTypeName];

/** Page types on which visitor tracking is skipped (spec 1 §6): not found, lock screen, member-area access denied. */
export const UNTRACKED_PAGE_TYPES: readonly PageType[] = [PAGE_TYPE.NOT_FOUND, PAGE_TYPE.LOCK_SCREEN, PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED];
