import { expect, it } from "vitest";
import { stockMessage } from "./stockMessage";

it('says "In stock", "Only N left" from 5 units down, and "Sold out" at none', () => {
  expect(stockMessage({ unlimited: false, qtyInStock: 6 })).toBe("In stock");
  expect(stockMessage({ unlimited: false, qtyInStock: 5 })).toBe("Only 5 left");
  expect(stockMessage({ unlimited: false, qtyInStock: 1 })).toBe("Only 1 left");
  expect(stockMessage({ unlimited: false, qtyInStock: 0 })).toBe("Sold out");
  expect(stockMessage({ unlimited: true, qtyInStock: 0 })).toBe("In stock");
});
