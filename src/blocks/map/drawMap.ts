import type * as Leaflet from "leaflet";
import { MAP_LIMITS } from "../../domain/limits/widgetLimits";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { pageWords } from "../../browser/pageWords";
import { MARKER_ICON_URL, addressText, externalMapsUrl, markerPosition } from "./mapPlace";
import { isPmtilesAddress, tileLanguage, type MapTiles } from "./mapTiles";
import { pmtilesLayer } from "./pmtilesLayer";
import { MAP_ZOOM_RANGE } from "./mapZoomRange";
import type { MapSettings } from "./schema";

/** A drawn interactive map, removed to go back to the still picture or to draw new settings. */
export interface DrawnMap {
  remove(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Draws the interactive map above the block's address card over the page's tiles: the base
 * layer (the satellite one in the Satellite style, when configured; a PMTiles file through
 * pmtilesLayer), terrain and labels over it as the options say, each address's {lang} filled with
 * the page's language, the 48x64 marker (a click or
 * Enter opens the external maps page in a new window when the map links on click), dragging,
 * wheel zoom and zoom buttons as the options say, and Leaflet's keyboard control (arrows pan,
 * + and - zoom). Animations stay off under prefers-reduced-motion. `onTilesFailed` runs when
 * the first tile fails before any loads, or the PMTiles file cannot be read. The map's spoken
 * name is in the page's language (the body's `data-texts`).
 */
export function drawMap(L: typeof Leaflet, figure: HTMLElement, settings: MapSettings, tiles: MapTiles, onTilesFailed: () => void): DrawnMap {
  const { location, options } = settings;
  const address = addressText(location);
  const calm = prefersReducedMotion();
  const canvas = document.createElement("div");
  canvas.className = "tsr-map__canvas";
  const container = document.createElement("div");
  container.className = "tsr-map__leaflet";
  const { mapOfAddress, mapUnnamed } = pageWords({ mapOfAddress: CONTROL_SCRIPT_WORDS.mapOfAddress, mapUnnamed: CONTROL_SCRIPT_WORDS.mapUnnamed });
  container.setAttribute("aria-label", address ? mapOfAddress.replace("{address}", () => address) : mapUnnamed);
  canvas.append(container);
  figure.prepend(canvas);
  figure.dataset.interactive = "on";

  const map = L.map(container, {
    center: [location.mapLat, location.mapLng],
    zoom: location.mapZoom,
    minZoom: MAP_ZOOM_RANGE.min,
    maxZoom: MAP_ZOOM_RANGE.max,
    dragging: options.draggable,
    scrollWheelZoom: options.scrollwheel,
    zoomControl: options.showControls && !options.disableDefaultUI,
    keyboard: true,
    zoomAnimation: !calm,
    fadeAnimation: !calm,
    markerZoomAnimation: !calm,
    inertia: !calm,
  });
  map.attributionControl.setPrefix(false);

  const satellite = options.style === "Satellite" && tiles.satelliteUrl;
  const baseUrl = satellite ? tiles.satelliteUrl : tiles.url;
  const credit = escapeHtml(tiles.attribution);
  // Leaflet fills a tile address's {lang} from this option, as it fills {z}, {x} and {y}.
  const language = { lang: tileLanguage(document.documentElement.lang) };
  let removed = false;
  if (isPmtilesAddress(baseUrl)) {
    pmtilesLayer(L, baseUrl, credit).then(
      (layer) => {
        if (!removed) layer.addTo(map);
      },
      (error: unknown) => {
        console.error(error);
        if (!removed) onTilesFailed();
      },
    );
  } else {
    const base = L.tileLayer(baseUrl, { attribution: credit, maxZoom: MAP_ZOOM_RANGE.max, ...language });
    let tileLoaded = false;
    base.on("tileload", () => (tileLoaded = true));
    base.on("tileerror", () => {
      if (!tileLoaded) onTilesFailed();
    });
    base.addTo(map);
  }
  if (options.showTerrain && tiles.terrainUrl) L.tileLayer(tiles.terrainUrl, { maxZoom: MAP_ZOOM_RANGE.max, ...language }).addTo(map);
  if (options.showLabels && tiles.labelsUrl) L.tileLayer(tiles.labelsUrl, { maxZoom: MAP_ZOOM_RANGE.max, pane: "overlayPane", ...language }).addTo(map);

  const { width, height } = MAP_LIMITS.markerIconSize;
  const marker = L.marker(markerPosition(location), {
    icon: L.icon({ iconUrl: MARKER_ICON_URL[options.marker], iconSize: [width, height], iconAnchor: [width / 2, height] }),
    keyboard: options.linkOnClick,
    draggable: options.markerDraggable,
    alt: options.linkOnClick ? `Open ${address || "this place"} on a map (new window)` : "Marker",
    title: address,
  }).addTo(map);
  if (options.linkOnClick) {
    const openMapsPage = () => window.open(externalMapsUrl(location), "_blank", "noopener");
    marker.on("click", openMapsPage);
    marker.on("keypress", (event) => {
      const { key } = (event as Leaflet.LeafletKeyboardEvent).originalEvent;
      if (key === "Enter" || key === " ") openMapsPage();
    });
  }

  return {
    remove() {
      removed = true;
      map.remove();
      canvas.remove();
      delete figure.dataset.interactive;
    },
  };
}
