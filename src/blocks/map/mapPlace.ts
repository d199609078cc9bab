import type { MapLocation } from "./schema";

/** Where a map's marker opens: OpenStreetMap's site, which reads mlat, mlon, zoom and query. */
const EXTERNAL_MAPS_URL = "https://www.openstreetmap.org/";

/** The marker's position: its own, or the map's centre when it has none (spec 2 §3). */
export function markerPosition(location: MapLocation): { lat: number; lng: number } {
  return { lat: location.markerLat ?? location.mapLat, lng: location.markerLng ?? location.mapLng };
}

/** The address lines that are filled in, joined with commas ("Tessera Coffee, 12 Mercer Street"). */
export function addressText(location: MapLocation): string {
  return [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean).join(", ");
}

/**
 * The external maps page a marker click opens (spec 2 §2): the marker's position, the address
 * and the map's zoom as query parameters.
 */
export function externalMapsUrl(location: MapLocation): string {
  const { lat, lng } = markerPosition(location);
  const url = new URL(EXTERNAL_MAPS_URL);
  url.searchParams.set("mlat", String(lat));
  url.searchParams.set("mlon", String(lng));
  url.searchParams.set("zoom", String(location.mapZoom));
  const address = addressText(location);
  if (address) url.searchParams.set("query", address);
  return url.toString();
}

/** The 48x64 marker pictures (spec 2 §3), served from public/map/. */
export const MARKER_ICON_URL = { dark: "/static/map/marker-dark.svg", light: "/static/map/marker-light.svg" } as const;
