import { describe, expect, it } from "vitest";
import { CART_MESSAGES, cartDisplayCount, cartSpokenLabel } from "./cartMessages";

describe("cart messages", () => {
  it("pins the strings of spec 2 §8", () => {
    expect(CART_MESSAGES).toEqual({
      unableToUpdateQuantity: "Unable to update quantity",
      unableToRemoveItem: "Unable to remove item",
      unableToOpenForm: "Unable to open form",
      unableToUpdateForm: "Unable to update form",
      fixInformationAbove: "Update the missing or invalid information above.",
      tryAgain: "Please try again.",
      checkConnection: "Please check your internet connection.",
      empty: "You have nothing in your shopping cart.",
    });
  });
});

describe("cartSpokenLabel", () => {
  it("says Cart without a quantity", () => {
    expect(cartSpokenLabel(null)).toBe("Cart");
  });

  it("says One item for one", () => {
    expect(cartSpokenLabel(1)).toBe("One item in cart");
  });

  it("counts items up to and including the cap of 100", () => {
    expect(cartSpokenLabel(0)).toBe("0 items in cart");
    expect(cartSpokenLabel(2)).toBe("2 items in cart");
    expect(cartSpokenLabel(100)).toBe("100 items in cart");
  });

  it("says More than 100 above the cap", () => {
    expect(cartSpokenLabel(101)).toBe("More than 100 items in cart");
    expect(cartSpokenLabel(5000)).toBe("More than 100 items in cart");
  });
});

describe("cartDisplayCount", () => {
  it("shows the number up to 100 and 100+ above", () => {
    expect(cartDisplayCount(0)).toBe("0");
    expect(cartDisplayCount(100)).toBe("100");
    expect(cartDisplayCount(101)).toBe("100+");
  });
});
