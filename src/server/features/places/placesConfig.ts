import type { ConfigVariable } from "../../configVariable";

/** The address search part of the server's configuration. */
export interface PlacesConfig {
  /** A Nominatim-compatible geocoder's base URL (its /search and /lookup), or null when address search is off. */
  geocoderUrl: string | null;
  /** How long one geocoder call may take before the editor is told to try again. */
  geocoderTimeoutMs: number;
}

/** The address search variables, as the README's configuration table lists them. */
export const PLACES_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: "GEOCODER_URL",
    defaultValue: "(unset)",
    description:
      "The base URL of a Nominatim-compatible geocoder (its /search and /lookup), such as https://nominatim.openstreetmap.org; the map block's address field searches it for signed-in editors. Respect its usage policy. When unset, editors type the address and position themselves.",
  },
  {
    name: "GEOCODER_TIMEOUT_MS",
    defaultValue: "5000",
    description: "How long one geocoder call may take, in milliseconds (100-60000), before the editor is asked to try again.",
  },
];

/** Reads the address search variables, adding any problem to the list. */
export function parsePlacesConfig(env: Record<string, string | undefined>, problems: string[]): PlacesConfig {
  const geocoderUrl = env.GEOCODER_URL?.trim().replace(/\/+$/, "") || null;
  if (geocoderUrl && !/^https?:\/\/[^/\s]+/.test(geocoderUrl)) problems.push(`GEOCODER_URL must be an http:// or https:// URL (got "${geocoderUrl}").`);
  const timeoutText = env.GEOCODER_TIMEOUT_MS?.trim() || "5000";
  const geocoderTimeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || geocoderTimeoutMs < 100 || geocoderTimeoutMs > 60_000) {
    problems.push(`GEOCODER_TIMEOUT_MS must be a whole number from 100 to 60000 (got "${timeoutText}").`);
  }
  return { geocoderUrl, geocoderTimeoutMs };
}
