import type { StoreOrderRow } from "../../../db/schema";
import { handoverLine } from "../../../domain/commerce/handover";
import type { ShippingAddress } from "./ordersRepository";

/** A stored order's "Pick-up at …" or "Delivery to …" line, for the buyer's order page and the order mail. */
export function handoverOfOrder(order: Pick<StoreOrderRow, "shippingAddressJson" | "shippingOptionJson">): string | null {
  return handoverLine({
    shippingAddress: order.shippingAddressJson ? (JSON.parse(order.shippingAddressJson) as ShippingAddress) : null,
    shippingOption: order.shippingOptionJson ? (JSON.parse(order.shippingOptionJson) as Record<string, unknown>) : null,
  });
}
