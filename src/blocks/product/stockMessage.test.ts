import { expect, it } from "vitest";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { stockLineOf, stockMessage } from "./stockMessage";

const said = (unlimited: boolean, qtyInStock: number) => stockMessage(stockLineOf({ unlimited, qtyInStock }));

it('says "In stock", "Only N left" from 5 units down, and "Sold out" at none', () => {
  expect(said(false, 6)).toBe("In stock");
  expect(said(false, 5)).toBe("Only 5 left");
  expect(said(false, 1)).toBe("Only 1 left");
  expect(said(false, 0)).toBe("Sold out");
  expect(said(true, 0)).toBe("In stock");
});

it("says the stock line in the page's language, with how many are left filled in", () => {
  const french = { ...PRIMARY_STORE_TEXTS, inStock: "En stock", fewLeft: "Plus que {count}", soldOut: "Épuisé" };
  expect(stockMessage(stockLineOf({ unlimited: false, qtyInStock: 3 }), french)).toBe("Plus que 3");
  expect(stockMessage(stockLineOf({ unlimited: false, qtyInStock: 30 }), french)).toBe("En stock");
  expect(stockMessage(stockLineOf({ unlimited: false, qtyInStock: 0 }), french)).toBe("Épuisé");
});
