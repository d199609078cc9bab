import { COUNTRY_CODES } from "./countries";
import type { ShippingOption, ShippingZone } from "./storeSettings";

/** The zone an address in `country` falls in: the zone listing it, else the "rest of the world" zone, else none. */
export function zoneFor(zones: readonly ShippingZone[], country: string): ShippingZone | null {
  return zones.find((zone) => zone.countries.includes(country)) ?? zones.find((zone) => zone.restOfWorld) ?? null;
}

/** Whether the store ships to `country`: a store with no zones ships everywhere. */
export function shipsTo(zones: readonly ShippingZone[], country: string): boolean {
  return COUNTRY_CODES.includes(country) && (zones.length === 0 || zoneFor(zones, country) !== null);
}

/** The countries the checkout's country select offers. */
export function shippingCountries(zones: readonly ShippingZone[]): string[] {
  return COUNTRY_CODES.filter((country) => shipsTo(zones, country));
}

/** The options offered for an address in `country` (none before a country is known). */
export function shippingOptionsFor(zones: readonly ShippingZone[], country: string | null): ShippingOption[] {
  return country ? (zoneFor(zones, country)?.options ?? []) : [];
}
