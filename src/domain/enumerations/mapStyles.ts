import { createNameLookup, createValueGuard } from "./lookup";

/** Map style names as stored in map block options (spec 2 §3). */
export const MAP_STYLE_NAME = {
  ORIGINAL: "Original",
  GRAYSCALE: "Grayscale",
  SATELLITE: "Satellite",
  MINIMAL_DARK: "MinimalDark",
  MINIMAL_LIGHT: "MinimalLight",
  MINIMAL_BLUE: "MinimalBlue",
} as const;

/** A map style name, e.g. "MinimalDark". */
export type MapStyleName = (typeof MAP_STYLE_NAME)[keyof typeof MAP_STYLE_NAME];
/** The map style when none is set (spec 2 §3 map defaults). */
export const DEFAULT_MAP_STYLE_NAME: MapStyleName = MAP_STYLE_NAME.GRAYSCALE;

/** Map style numeric codes of the map settings (spec 2 §3); note light comes before dark here. */
export const MAP_STYLE_CODE = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;

/** A map style code, e.g. 4. */
export type MapStyleCode = (typeof MAP_STYLE_CODE)[keyof typeof MAP_STYLE_CODE];
/** Finds the key of a map style code, which is also the key of its name in MAP_STYLE_NAME. */
export const mapStyleKey = createNameLookup(MAP_STYLE_CODE);
/** Narrows an unknown value to a map style code. */
export const isMapStyleCode = createValueGuard(MAP_STYLE_CODE);

/** Human labels of map style codes, as the map settings list them. */
export const MAP_STYLE_LABEL: Readonly<Record<MapStyleCode, string>> = {
  [MAP_STYLE_CODE.ORIGINAL]: "Original",
  [MAP_STYLE_CODE.GRAYSCALE]: "Grayscale",
  [MAP_STYLE_CODE.SATELLITE]: "Satellite",
  [MAP_STYLE_CODE.MINIMAL_LIGHT]: "Minimal Light",
  [MAP_STYLE_CODE.MINIMAL_DARK]: "Minimal Dark",
  [MAP_STYLE_CODE.MINIMAL_BLUE]: "Minimal Blue",
};
