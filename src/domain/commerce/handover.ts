import { countryName } from "./countries";

/** The parts of a stored order that say how the buyer gets it. */
interface HandoverFacts {
  /** The chosen option as the order stored it: its kind, and for a pick-up the store's address at the time. */
  shippingOption: { kind?: unknown; pickupAddress?: unknown } | null;
  shippingAddress: { name: string; line1: string; line2: string; city: string; region: string; postalCode: string; country: string } | null;
}

/**
 * How an order reaches its buyer, in the words the owner's order screen, the buyer's order page
 * and the order mail all show: "Pick-up at <address>" or "Delivery to <address>"; null when
 * nothing in it ships. Orders from before pick-up options were all delivered.
 */
export function handoverLine(order: HandoverFacts): string | null {
  const option = order.shippingOption;
  if (option?.kind === "pickup") {
    const place = typeof option.pickupAddress === "string" && option.pickupAddress.trim() ? option.pickupAddress.trim() : "the store";
    return `Pick-up at ${place}`;
  }
  const address = order.shippingAddress;
  if (!address) return null;
  const parts = [address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`, address.region, countryName(address.country)];
  return `Delivery to ${parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ")}`;
}
