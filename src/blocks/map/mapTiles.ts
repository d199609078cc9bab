import type { SiteContext } from "../../domain/siteContext";

/** The tile layers a page's maps draw, "" where none. */
export interface MapTiles {
  url: string;
  attribution: string;
  labelsUrl: string;
  terrainUrl: string;
  satelliteUrl: string;
}

/**
 * The page's map tiles from its site context: the site's own tile server (general settings),
 * else the platform's (the server's MAP_TILES), or null when there is neither.
 */
export function mapTilesOf(context: SiteContext | null): MapTiles | null {
  const settings = context?.websiteSettings;
  if (settings?.mapTileUrl) {
    return {
      url: settings.mapTileUrl,
      attribution: settings.mapTileAttribution ?? "",
      labelsUrl: settings.mapLabelsTileUrl ?? "",
      terrainUrl: settings.mapTerrainTileUrl ?? "",
      satelliteUrl: settings.mapSatelliteTileUrl ?? "",
    };
  }
  if (!context?.mapTiles) return null;
  return { url: context.mapTiles, attribution: "", labelsUrl: "", terrainUrl: "", satelliteUrl: "" };
}

/** A PMTiles file rather than a {z}/{x}/{y} tile address: its path ends in .pmtiles. */
export function isPmtilesAddress(url: string): boolean {
  return /\.pmtiles$/i.test(url.replace(/[?#].*$/, ""));
}

/**
 * What a tile address's {lang} becomes: the page's language without its region ("fr" for
 * fr-FR), lowercased, so a provider that draws place names in several languages draws them in
 * the page's; "en" when the page names none.
 */
export function tileLanguage(pageLanguage: string): string {
  const primary = pageLanguage.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  return /^[a-z]{2,3}$/.test(primary) ? primary : "en";
}
