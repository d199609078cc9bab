import { describe, expect, test } from "vitest";
import { CART_CHANGE_MESSAGES } from "../commerce/cartChangeMessages";
import { newId } from "../ids";
import { cartAddBodySchema, cartQuantityBodySchema } from "./commerce";

/** The distinct messages a refused body gets. */
function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return [...new Set(result.error?.issues.map((issue) => issue.message) ?? [])];
}

describe("cart change bodies", () => {
  test("take whole quantities from 1 to 999 and refuse any other in the cart's words", () => {
    for (const quantity of [1, 999]) expect(cartQuantityBodySchema.safeParse({ quantity }).success).toBe(true);
    for (const quantity of [0, -1, 1.5, 1000, "2", null, undefined, Number.POSITIVE_INFINITY]) {
      const result = cartQuantityBodySchema.safeParse({ quantity });
      expect(result.success, String(quantity)).toBe(false);
      expect(messagesOf(result)).toEqual([CART_CHANGE_MESSAGES.quantity]);
    }
  });

  test("take a variant by its record id and refuse anything else as a product that is not available", () => {
    expect(cartAddBodySchema.safeParse({ variantId: newId(), quantity: 2 }).success).toBe(true);
    for (const variantId of ["not-an-id", 42, null, undefined, newId().toUpperCase()]) {
      expect(messagesOf(cartAddBodySchema.safeParse({ variantId, quantity: 1 })), String(variantId)).toEqual([CART_CHANGE_MESSAGES.unknownVariant]);
    }
  });
});
