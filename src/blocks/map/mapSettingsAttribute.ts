/** The attribute carrying a map's settings from its server rendering to its island, as JSON. */
export const MAP_SETTINGS_ATTRIBUTE = "data-map-settings";
