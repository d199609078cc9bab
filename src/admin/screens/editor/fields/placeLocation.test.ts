import { describe, expect, it } from "vitest";
import { mapSchema } from "../../../../blocks/map/schema";
import { settingsWithPlace } from "./placeLocation";

const PLACE = {
  placeId: "N2410918",
  name: "Tessera Coffee",
  addressLine1: "12 Mercer Street",
  addressLine2: "10013 New York",
  addressCountry: "United States",
  formattedAddress: "Tessera Coffee, 12, Mercer Street, New York, 10013, United States",
  lat: 40.7209,
  lng: -74.0027,
};

describe("a place picked in the map's address search", () => {
  it("fills the address lines and centres the map on it with the marker back at the centre, keeping zoom and options", () => {
    const before = { location: { addressTitle: "Old", mapZoom: 16, markerLat: 1, markerLng: 2 }, options: { style: "Original" } };
    const after = settingsWithPlace(before, PLACE);
    expect(after).toEqual({
      location: {
        addressTitle: "Tessera Coffee",
        addressLine1: "12 Mercer Street",
        addressLine2: "10013 New York",
        addressCountry: "United States",
        mapLat: 40.7209,
        mapLng: -74.0027,
        mapZoom: 16,
      },
      options: { style: "Original" },
    });
    expect(mapSchema.schema.safeParse(after).success).toBe(true);
    expect(settingsWithPlace({}, PLACE).location).toMatchObject({ mapLat: 40.7209, mapLng: -74.0027 });
  });
});
