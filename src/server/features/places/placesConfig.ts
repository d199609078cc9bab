import path from "node:path";
import type { ConfigVariable } from "../../configVariable";

/** Where this server serves a PMTiles file MAP_TILES names on its own disk, on every site's address. */
export const MAP_TILES_FILE_PREFIX = "/map-tiles/";

/** The map tiles every site's maps draw unless the site names its own tile server. */
export interface MapTileSource {
  /** What the browser loads: a tile address with {z}, {x} and {y}, or a PMTiles file's address (absolute, or a path on the site). */
  address: string;
  /** The PMTiles file on this server's disk that `address` serves, or null when the tiles are elsewhere. */
  file: string | null;
}

/** The address search part of the server's configuration. */
export interface PlacesConfig {
  /** A Nominatim-compatible geocoder's base URL (its /search and /lookup), or null when address search is off. */
  geocoderUrl: string | null;
  /** How long one geocoder call may take before the editor is told to try again. */
  geocoderTimeoutMs: number;
  /** The platform's map tiles (MAP_TILES), or null when maps show their address card unless a site sets a tile server. */
  mapTiles: MapTileSource | null;
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
  {
    name: "MAP_TILES",
    defaultValue: "(unset)",
    description:
      "The map tiles every site's maps draw: a tile address such as https://tiles.example.org/{z}/{x}/{y}.png, a PMTiles file's address such as https://maps.example.org/region.pmtiles, or the path of a PMTiles file on this server (such as /srv/maps/region.pmtiles, served to every site at /map-tiles/region.pmtiles). A site's own \"Map tile server\" setting comes first. When unset, maps show the place's address card with a link to open it in a map.",
  },
];

/** A PMTiles file's address or path: its path part ends in .pmtiles. */
function isPmtiles(value: string): boolean {
  return /\.pmtiles$/i.test(value.replace(/[?#].*$/, ""));
}

/** Reads MAP_TILES: a tile address, a PMTiles address, or a PMTiles file on this server's disk. */
function parseMapTiles(value: string | undefined, problems: string[]): MapTileSource | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//.test(text)) {
    if (isPmtiles(text) || ["{z}", "{x}", "{y}"].every((part) => text.includes(part))) return { address: text, file: null };
  } else if (isPmtiles(text)) {
    const file = path.resolve(text);
    return { address: `${MAP_TILES_FILE_PREFIX}${encodeURIComponent(path.basename(file))}`, file };
  }
  problems.push(
    `MAP_TILES must be a tile address with {z}, {x} and {y} in it, the address of a .pmtiles file, or the path of a .pmtiles file on this server (got "${text}").`,
  );
  return null;
}

/** Reads the address search variables, adding any problem to the list. */
export function parsePlacesConfig(env: Record<string, string | undefined>, problems: string[]): PlacesConfig {
  const geocoderUrl = env.GEOCODER_URL?.trim().replace(/\/+$/, "") || null;
  if (geocoderUrl && !/^https?:\/\/[^/\s]+/.test(geocoderUrl)) problems.push(`GEOCODER_URL must be an http:// or https:// URL (got "${geocoderUrl}").`);
  const timeoutText = env.GEOCODER_TIMEOUT_MS?.trim() || "5000";
  const geocoderTimeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || geocoderTimeoutMs < 100 || geocoderTimeoutMs > 60_000) {
    problems.push(`GEOCODER_TIMEOUT_MS must be a whole number from 100 to 60000 (got "${timeoutText}").`);
  }
  return { geocoderUrl, geocoderTimeoutMs, mapTiles: parseMapTiles(env.MAP_TILES, problems) };
}
