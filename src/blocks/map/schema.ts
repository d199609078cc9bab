import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MAP_LIMITS } from "../../domain/limits/widgetLimits";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { MapPreview } from "./MapPreview";
import { MAP_ZOOM_RANGE } from "./mapZoomRange";
import { mapStyleSchema } from "./mapStyle";

/** Where a new map opens: the centre of New York City (spec 2 §3: a fixed city centre). */
export const DEFAULT_MAP_CENTRE = { lat: 40.7128, lng: -74.006 } as const;

const MAX_ADDRESS_PART = 200;

const latitude = z.number("Latitude must be a number.").min(-90, "Latitude must be between -90 and 90.").max(90, "Latitude must be between -90 and 90.");
const longitude = z
  .number("Longitude must be a number.")
  .min(-180, "Longitude must be between -180 and 180.")
  .max(180, "Longitude must be between -180 and 180.");
/** Decimals a coordinate keeps in the owner's fields: 6 is about 10 cm, 2 would be about a kilometre. */
const COORDINATE_DECIMALS = 6;
const addressPart = z.string().trim().max(MAX_ADDRESS_PART, `Keep each address line under ${MAX_ADDRESS_PART} characters.`).default("");

const location = z.strictObject({
  addressTitle: addressPart.meta({ title: "Place name" }),
  addressLine1: addressPart.meta({ title: "Address line 1" }),
  addressLine2: addressPart.meta({ title: "Address line 2" }),
  addressCountry: addressPart.meta({ title: "Country" }),
  mapLat: latitude.meta({ title: "Map centre latitude", decimals: COORDINATE_DECIMALS }).default(DEFAULT_MAP_CENTRE.lat),
  mapLng: longitude.meta({ title: "Map centre longitude", decimals: COORDINATE_DECIMALS }).default(DEFAULT_MAP_CENTRE.lng),
  mapZoom: z
    .int("Zoom must be a whole number.")
    .min(MAP_ZOOM_RANGE.min, `Zoom must be between ${MAP_ZOOM_RANGE.min} and ${MAP_ZOOM_RANGE.max}.`)
    .max(MAP_ZOOM_RANGE.max, `Zoom must be between ${MAP_ZOOM_RANGE.min} and ${MAP_ZOOM_RANGE.max}.`)
    .meta({ title: "Zoom" })
    .default(MAP_LIMITS.defaultZoom),
  markerLat: latitude.meta({ title: "Marker latitude (the centre when empty)", decimals: COORDINATE_DECIMALS }).optional(),
  markerLng: longitude.meta({ title: "Marker longitude (the centre when empty)", decimals: COORDINATE_DECIMALS }).optional(),
});

const MARKER_COLOURS = ["dark", "light"] as const;
const defaults = MAP_LIMITS.defaultOptions;

const options = z.strictObject({
  style: mapStyleSchema,
  marker: z
    .enum(MARKER_COLOURS, "Choose a dark or a light marker.")
    .meta({ title: "Marker", optionLabels: { dark: "Dark", light: "Light" } })
    .default("dark"),
  showLabels: z.boolean().meta({ title: "Show place names" }).default(defaults.showLabels),
  showTerrain: z.boolean().meta({ title: "Show terrain" }).default(defaults.showTerrain),
  draggable: z.boolean().meta({ title: "Visitors can drag the map" }).default(defaults.draggable),
  scrollwheel: z.boolean().meta({ title: "Scroll wheel zooms" }).default(defaults.scrollwheel),
  showControls: z.boolean().meta({ title: "Show zoom buttons" }).default(defaults.showControls),
  disableDefaultUI: z.boolean().meta({ title: "Hide every map control" }).default(false),
  markerDraggable: z.boolean().meta({ title: "Visitors can drag the marker" }).default(defaults.markerDraggable),
  linkOnClick: z.boolean().meta({ title: "Marker opens a map in a new window" }).default(defaults.linkOnClick),
});

const settings = z.strictObject({
  location: location.prefault({}),
  options: options.prefault({}),
});

/** Settings of a map block: where it is (spec 2 §3 location fields) and how it is drawn (its options). */
export type MapSettings = z.infer<typeof settings>;
/** A map's location fields, as parsed. */
export type MapLocation = MapSettings["location"];

/**
 * A map with the site's address and a marker (spec 2 §2, §3): drawn over the owner's tile
 * server when one is configured, the address and a still marker otherwise.
 */
export const mapSchema: BlockSchemaDefinition<MapSettings> = {
  type: "map",
  code: BLOCK_TYPE.map,
  label: "Map",
  description: "Your address on a map, with a marker that opens directions in a new window.",
  category: "media",
  schema: settings,
  example: settings.parse({
    location: { addressTitle: "Tessera Coffee", addressLine1: "12 Mercer Street", addressLine2: "New York, NY 10013", addressCountry: "United States" },
  }),
  Preview: MapPreview,
  summary: (s) => {
    const place = (s.location ?? {}) as Record<string, unknown>;
    return textOf(place.addressTitle) || textOf(place.addressLine1);
  },
  island: "map",
  editorHints: { placeSearch: true },
};
