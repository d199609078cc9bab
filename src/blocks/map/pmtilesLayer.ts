import type * as Leaflet from "leaflet";
import { MAP_ZOOM_RANGE } from "./mapZoomRange";

/**
 * The base layer of a map whose tiles are one PMTiles file of vector tiles (a self-hoster's
 * extract, read by byte ranges), drawn by protomaps-leaflet in its light look; the map styles'
 * CSS filters then apply as over raster tiles. Loaded only for such maps. It reads the file's
 * header first, so a file that cannot be read rejects here (the map goes back to its address
 * card) and deeper zooms draw the file's most detailed tiles enlarged.
 */
export async function pmtilesLayer(L: typeof Leaflet, url: string, attribution: string): Promise<Leaflet.Layer> {
  const protomaps = await import("protomaps-leaflet");
  // protomaps-leaflet builds its layer on the page's Leaflet, which it looks for as a global.
  (globalThis as { L?: typeof Leaflet }).L ??= L;
  const source = new protomaps.PmtilesSource(url, true);
  const header = await source.p.getHeader();
  return protomaps.leafletLayer({
    url: source.p,
    flavor: "light",
    maxDataZoom: Math.max(1, header.maxZoom),
    maxZoom: MAP_ZOOM_RANGE.max,
    ...(attribution ? { attribution } : {}),
  }) as unknown as Leaflet.Layer;
}
