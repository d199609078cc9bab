import "leaflet/dist/leaflet.css";
import { BLOCK_SETTINGS_EVENT } from "../../domain/blockSettingsEvent";
import { MAP_LIMITS } from "../../domain/limits/widgetLimits";
import { readSiteContext } from "../../browser/siteContextReader";
import { debounced } from "./debounced";
import { drawMap, type DrawnMap } from "./drawMap";
import { loadLeaflet } from "./loadLeaflet";
import { MAP_SETTINGS_ATTRIBUTE } from "./mapSettingsAttribute";
import { mapTilesOf } from "./mapTiles";
import type { MapSettings } from "./schema";

/**
 * The map's browser behaviour: on a page with tiles (the site's tile server or the platform's
 * MAP_TILES), loads Leaflet and draws the interactive map above the address card; without
 * tiles, when Leaflet does not load or when the tiles fail, the card stays alone. In the
 * editor's frame, settings the owner changes are drawn 60 ms after the last change (spec 2 §9).
 */
export function mount(root: HTMLElement): void {
  const figure = root.querySelector<HTMLElement>(".tsr-map");
  const tiles = mapTilesOf(readSiteContext());
  if (!figure || !tiles) return;
  let settings = JSON.parse(figure.getAttribute(MAP_SETTINGS_ATTRIBUTE) ?? "null") as MapSettings | null;
  if (!settings) return;
  let drawn: DrawnMap | null = null;
  const draw = (L: typeof import("leaflet"), next: MapSettings) => {
    drawn?.remove();
    figure.className = `tsr-map tsr-map--${next.options.style}`;
    const current: DrawnMap = drawMap(L, figure, next, tiles, () => {
      current.remove();
      if (drawn === current) drawn = null;
    });
    drawn = current;
  };
  loadLeaflet().then(
    (L) => {
      draw(L, settings!);
      root.addEventListener(
        BLOCK_SETTINGS_EVENT,
        debounced((event: Event) => {
          settings = (event as CustomEvent<MapSettings>).detail;
          draw(L, settings);
        }, MAP_LIMITS.optionUpdateDebounceMs),
      );
    },
    (error: unknown) => console.error(error),
  );
}
