import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, minimumSubtotalNotMet } from "./checkoutMessages";

describe("checkout messages", () => {
  it("pins the no-cookies alert of spec 1 §5", () => {
    expect(CHECKOUT_MESSAGES.noCookies).toBe("Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.");
  });

  it("fills the minimum subtotal of spec 2 §5", () => {
    expect(minimumSubtotalNotMet("$10.00")).toBe("To check out, your order subtotal must be $10.00 or more.");
  });
});
