import type { SiteContext } from "../../domain/siteContext";

/** The tile layers the site's owner configured (general settings), "" where none. */
export interface MapTiles {
  url: string;
  attribution: string;
  labelsUrl: string;
  terrainUrl: string;
  satelliteUrl: string;
}

/** The page's map tile settings from its site context, or null when the site has no tile server. */
export function mapTilesOf(context: SiteContext | null): MapTiles | null {
  const settings = context?.websiteSettings;
  if (!settings?.mapTileUrl) return null;
  return {
    url: settings.mapTileUrl,
    attribution: settings.mapTileAttribution ?? "",
    labelsUrl: settings.mapLabelsTileUrl ?? "",
    terrainUrl: settings.mapTerrainTileUrl ?? "",
    satelliteUrl: settings.mapSatelliteTileUrl ?? "",
  };
}
