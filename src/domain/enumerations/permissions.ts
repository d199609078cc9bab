/**
 * Permission ids (spec 2 §6, a partial list).
 * The spec gives 1510-1517 only as "newsletter read/write for subscribers, groups, messages and settings";
 * pairing them as read then write for each area in that order is Tessera's reading of the range.
 * COMMENTS (blog comments' moderation) is Tessera's own, numbered from 1000 up like Tessera's block types.
 */
export const PERMISSION = {
  CONFIG_AREA: 1,
  ADMIN_AREA: 2,
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  CRM: 18,
  COMMERCE_ORDERS: 1410,
  COMMERCE_STORE_SETTINGS: 1411,
  COMMERCE_SHIPPING: 1412,
  COMMERCE_COUPONS: 1413,
  COMMERCE_TAXES: 1414,
  COMMERCE_INVENTORY: 1416,
  COMMERCE_DISCOUNTS: 1419,
  COMMERCE_PAYMENTS: 1420,
  COMMERCE_POINT_OF_SALE: 1421,
  COMMERCE_PRODUCT_REVIEWS: 1422,
  NEWSLETTER_SUBSCRIBERS_READ: 1510,
  NEWSLETTER_SUBSCRIBERS_WRITE: 1511,
  NEWSLETTER_GROUPS_READ: 1512,
  NEWSLETTER_GROUPS_WRITE: 1513,
  NEWSLETTER_MESSAGES_READ: 1514,
  NEWSLETTER_MESSAGES_WRITE: 1515,
  NEWSLETTER_SETTINGS_READ: 1516,
  NEWSLETTER_SETTINGS_WRITE: 1517,
  COMMENTS: 1000,
} as const;

/** Name of a permission, e.g. "COMMERCE_ORDERS". */
export type PermissionName = keyof typeof PERMISSION;
/** Numeric permission id, e.g. 1410. */
export type Permission = (typeof PERMISSION)[PermissionName];

/** Range of the platform's internal admin permissions (billing, refunds, login-as, suspend, remove site). */
export const INTERNAL_ADMIN_PERMISSION_RANGE = { first: 2010, last: 2068 } as const;

/** Tells whether an id is an internal admin permission, which site roles must never be granted. */
export function isInternalAdminPermission(id: number): boolean {
  return Number.isInteger(id) && id >= INTERNAL_ADMIN_PERMISSION_RANGE.first && id <= INTERNAL_ADMIN_PERMISSION_RANGE.last;
}
