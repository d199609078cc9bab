import { z } from "zod";
import {
  DEFAULT_MAP_STYLE_NAME,
  MAP_STYLE_CODE,
  MAP_STYLE_LABEL,
  MAP_STYLE_NAME,
  isMapStyleCode,
  mapStyleKey,
  type MapStyleName,
} from "../../domain/enumerations/mapStyles";

const STYLE_NAMES = Object.values(MAP_STYLE_NAME) as [MapStyleName, ...MapStyleName[]];

/** Each style name's words, as the map settings list them ("Minimal Dark" for MinimalDark). */
const MAP_STYLE_WORDS: Readonly<Record<MapStyleName, string>> = Object.fromEntries(
  Object.entries(MAP_STYLE_NAME).map(([key, name]) => [name, MAP_STYLE_LABEL[MAP_STYLE_CODE[key as keyof typeof MAP_STYLE_CODE]]]),
) as Record<MapStyleName, string>;

/** A style given by its numeric code (1-6) becomes its name; anything else is checked as a name. */
function styleNameOf(value: unknown): unknown {
  if (!isMapStyleCode(value)) return value;
  const key = mapStyleKey(value);
  return key ? MAP_STYLE_NAME[key] : value;
}

/**
 * A map style by name or by numeric code (spec 2 §3), kept as its name. The editor sees a
 * choice of the names shown as words.
 */
export const mapStyleSchema = z
  .preprocess(styleNameOf, z.enum(STYLE_NAMES, "Choose one of the map styles."))
  .meta({ title: "Style", type: "string", enum: STYLE_NAMES, optionLabels: MAP_STYLE_WORDS })
  .default(DEFAULT_MAP_STYLE_NAME);
