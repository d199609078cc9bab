import type { StoreOrderRow } from "../../../db/schema";
import { handoverLine } from "../../../domain/commerce/handover";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import type { ShippingAddress } from "./ordersRepository";

/** A stored order's "Pick-up at …" or "Delivery to …" line, for the buyer's order page and the order mail, in the order's language. */
export function handoverOfOrder(order: Pick<StoreOrderRow, "shippingAddressJson" | "shippingOptionJson" | "locale">, texts: StoreTexts): string | null {
  return handoverLine(
    {
      shippingAddress: order.shippingAddressJson ? (JSON.parse(order.shippingAddressJson) as ShippingAddress) : null,
      shippingOption: order.shippingOptionJson ? (JSON.parse(order.shippingOptionJson) as Record<string, unknown>) : null,
    },
    { pickup: texts.handoverPickup, pickupAtStore: texts.handoverPickupAtStore, delivery: texts.handoverDelivery, locale: order.locale ?? "en" },
  );
}
