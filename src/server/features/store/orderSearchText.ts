import type { OrderLine } from "./ordersRepository";

/** What the owner's order search looks in: the buyer's email and name and each line's name and SKU, lowercased. */
export function orderSearchText(email: string, buyerName: string, lines: readonly Pick<OrderLine, "name" | "sku">[]): string {
  return [email, buyerName, ...lines.map((l) => `${l.name} ${l.sku}`)].join(" ").toLowerCase();
}
