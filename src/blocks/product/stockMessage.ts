import { FEW_LEFT } from "../../domain/commerce/stockLine";

/** The words a product view uses for a variant's stock. */
export const STOCK_MESSAGES = {
  inStock: "In stock",
  fewLeft: (count: number) => `Only ${count} left`,
  soldOut: "Sold out",
} as const;

/**
 * The stock line of one variant: "Sold out", "Only N left" when few remain, else "In stock".
 * Variants without a stock count (unlimited, digital) say only whether they can be bought.
 */
export function stockMessage(variant: { unlimited: boolean; qtyInStock: number }): string {
  if (variant.unlimited) return STOCK_MESSAGES.inStock;
  if (variant.qtyInStock <= 0) return STOCK_MESSAGES.soldOut;
  return variant.qtyInStock <= FEW_LEFT ? STOCK_MESSAGES.fewLeft(variant.qtyInStock) : STOCK_MESSAGES.inStock;
}
