import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName } from "./countries";
import { handoverLine } from "./handover";
import { shippingCountries, shippingOptionsFor, shipsTo, zoneFor } from "./shippingZones";
import { readStoreSettings, storeSettingsSchema, type ShippingZone } from "./storeSettings";

const option = (id: string) => ({ id, name: id, costCents: 500, freeOverCents: null, kind: "delivery" as const });
const JAPAN: ShippingZone = { id: "japan", name: "Japan", countries: ["JP"], restOfWorld: false, options: [option("jp-post")] };
const EUROPE: ShippingZone = { id: "europe", name: "Europe", countries: ["FR", "DE"], restOfWorld: false, options: [option("eu-post")] };
const WORLD: ShippingZone = { id: "world", name: "Rest of the world", countries: [], restOfWorld: true, options: [option("air")] };

describe("shipping zones", () => {
  it("know every ISO 3166-1 country, named in the reader's language", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(countryName("JP")).toBe("Japan");
    expect(countryName("JP", "fr")).toBe("Japon");
  });

  it("find the zone listing a country, else the rest of the world, else none", () => {
    expect(zoneFor([JAPAN, EUROPE], "FR")?.id).toBe("europe");
    expect(zoneFor([JAPAN, EUROPE], "BR")).toBeNull();
    expect(zoneFor([WORLD, JAPAN], "JP")?.id).toBe("japan");
    expect(zoneFor([WORLD, JAPAN], "BR")?.id).toBe("world");
    expect(shippingOptionsFor([JAPAN, WORLD], "JP").map((o) => o.id)).toEqual(["jp-post"]);
    expect(shippingOptionsFor([JAPAN, WORLD], "KE").map((o) => o.id)).toEqual(["air"]);
    expect(shippingOptionsFor([JAPAN], null)).toEqual([]);
  });

  it("ship only to their countries; with a rest-of-the-world zone or with no zones at all, everywhere", () => {
    expect(shippingCountries([JAPAN, EUROPE])).toEqual(["DE", "FR", "JP"]);
    expect(shipsTo([JAPAN], "US")).toBe(false);
    expect(shipsTo([JAPAN], "XX")).toBe(false);
    expect(shippingCountries([JAPAN, WORLD])).toHaveLength(249);
    expect(shippingCountries([])).toHaveLength(249);
  });

  it("refuse a country in two zones, two rest-of-the-world zones and a zone without countries, in plain words", () => {
    const refused = storeSettingsSchema.safeParse({
      shippingZones: [JAPAN, { ...EUROPE, countries: ["JP"] }, WORLD, { ...WORLD, id: "w2", options: [] }, { ...EUROPE, id: "e2", countries: [], options: [] }],
    });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Japan is already in another zone.", "Only one zone can cover the rest of the world.", "Add a country to this zone."]),
    );
  });

  it("read settings from before zones as the seven countries the store shipped to, with its options", () => {
    const settings = readStoreSettings({ shippingOptions: [{ id: "standard", name: "Standard", costCents: 600 }] });
    expect(settings.shippingZones).toEqual([
      {
        id: "where-we-ship",
        name: "Where we ship",
        countries: ["US", "CA", "GB", "DE", "FR", "AU", "JP"],
        restOfWorld: false,
        options: [{ ...option("standard"), name: "Standard", costCents: 600 }],
      },
    ]);
    expect(readStoreSettings({ shippingOptions: [] }).shippingZones).toEqual([]);
  });

  it("say how an order reaches its buyer", () => {
    const address = { name: "Ada Buyer", line1: "1 Commercial St", line2: "", city: "Portland", region: "ME", postalCode: "04101", country: "US" };
    expect(handoverLine({ shippingOption: { kind: "pickup", pickupAddress: "12 Harbor Way" }, shippingAddress: address })).toBe("Pick-up at 12 Harbor Way");
    expect(handoverLine({ shippingOption: { kind: "delivery" }, shippingAddress: address })).toBe(
      "Delivery to Ada Buyer, 1 Commercial St, 04101 Portland, ME, United States",
    );
    expect(handoverLine({ shippingOption: {}, shippingAddress: address })).toMatch(/^Delivery to Ada Buyer/);
    expect(handoverLine({ shippingOption: null, shippingAddress: null })).toBeNull();
  });
});
