import { FEW_LEFT } from "../../domain/commerce/stockLine";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";

/** A variant's stock as its line tells it: in stock, only a few left (how many), or sold out. */
export type StockLine = { kind: "inStock" } | { kind: "fewLeft"; count: number } | { kind: "soldOut" };

/**
 * The stock line of one variant: sold out, a few left when FEW_LEFT or fewer remain, else in stock.
 * Variants without a stock count (unlimited, digital) say only whether they can be bought.
 */
export function stockLineOf(variant: { unlimited: boolean; qtyInStock: number }): StockLine {
  if (variant.unlimited) return { kind: "inStock" };
  if (variant.qtyInStock <= 0) return { kind: "soldOut" };
  return variant.qtyInStock <= FEW_LEFT ? { kind: "fewLeft", count: variant.qtyInStock } : { kind: "inStock" };
}

/** A stock line's words in the page's language: "In stock", "Only N left" or "Sold out" in the primary one. */
export function stockMessage(line: StockLine, texts: Pick<StoreTexts, "inStock" | "fewLeft" | "soldOut"> = PRIMARY_STORE_TEXTS): string {
  if (line.kind === "fewLeft") return filledIn(texts.fewLeft, { count: String(line.count) });
  return texts[line.kind];
}
