import { countryName } from "./countries";

/** The parts of a stored order that say how the buyer gets it. */
interface HandoverFacts {
  /** The chosen option as the order stored it: its kind, and for a pick-up the store's address at the time. */
  shippingOption: { kind?: unknown; pickupAddress?: unknown } | null;
  shippingAddress: { name: string; line1: string; line2: string; city: string; region: string; postalCode: string; country: string } | null;
}

/** The words of a handover line (`{address}` is filled in), and the language its country is named in. */
export interface HandoverWords {
  pickup: string;
  pickupAtStore: string;
  delivery: string;
  locale: string;
}

/** The handover words of the owner's screens, in the primary language. */
const PRIMARY_HANDOVER_WORDS: HandoverWords = {
  pickup: "Pick-up at {address}",
  pickupAtStore: "Pick-up at the store",
  delivery: "Delivery to {address}",
  locale: "en",
};

/**
 * How an order reaches its buyer, in the words the owner's order screen, the buyer's order page
 * and the order mail all show: "Pick-up at <address>" or "Delivery to <address>" (the buyer's in
 * the order's language, `words`); null when nothing in it ships. Orders from before pick-up
 * options were all delivered.
 */
export function handoverLine(order: HandoverFacts, words: HandoverWords = PRIMARY_HANDOVER_WORDS): string | null {
  const option = order.shippingOption;
  if (option?.kind === "pickup") {
    const place = typeof option.pickupAddress === "string" ? option.pickupAddress.trim() : "";
    return place ? words.pickup.replace("{address}", place) : words.pickupAtStore;
  }
  const address = order.shippingAddress;
  if (!address) return null;
  const parts = [
    address.name,
    address.line1,
    address.line2,
    `${address.postalCode} ${address.city}`,
    address.region,
    countryName(address.country, words.locale),
  ];
  const shown = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return words.delivery.replace("{address}", shown);
}
