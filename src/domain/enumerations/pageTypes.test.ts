import { describe, expect, it } from "vitest";
import { PAGE_TYPE, UNTRACKED_PAGE_TYPES } from "./pageTypes";

describe("PAGE_TYPE", () => {
  it("pins every code of spec 2 §2", () => {
    expect(PAGE_TYPE).toEqual({
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
    });
  });

  it("lists the untracked pages of spec 1 §6", () => {
    expect(UNTRACKED_PAGE_TYPES).toEqual([100, 103, 106]);
  });
});
