import type { PlaceDetails } from "../../../../domain/api/places";

/**
 * A map block's settings with its location taken from a place the address search found: the
 * address lines, and the map centred on the place with the marker back at the centre.
 */
export function settingsWithPlace(settings: Record<string, unknown>, place: PlaceDetails): Record<string, unknown> {
  const location = { ...((settings.location as Record<string, unknown> | undefined) ?? {}) };
  delete location.markerLat;
  delete location.markerLng;
  return {
    ...settings,
    location: {
      ...location,
      addressTitle: place.name,
      addressLine1: place.addressLine1,
      addressLine2: place.addressLine2,
      addressCountry: place.addressCountry,
      mapLat: place.lat,
      mapLng: place.lng,
    },
  };
}
