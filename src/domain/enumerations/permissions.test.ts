import { describe, expect, it } from "vitest";
import { INTERNAL_ADMIN_PERMISSION_RANGE, PERMISSION, isInternalAdminPermission } from "./permissions";

describe("PERMISSION", () => {
  it("pins the ids of spec 2 §6", () => {
    expect(PERMISSION).toEqual({
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
    });
  });

  it("bounds the internal admin range at 2010 and 2068", () => {
    expect(INTERNAL_ADMIN_PERMISSION_RANGE).toEqual({ first: 2010, last: 2068 });
    expect(isInternalAdminPermission(2009)).toBe(false);
    expect(isInternalAdminPermission(2010)).toBe(true);
    expect(isInternalAdminPermission(2068)).toBe(true);
    expect(isInternalAdminPermission(2069)).toBe(false);
    expect(isInternalAdminPermission(2010.5)).toBe(false);
  });
});
