import { placesRoutes } from "../../domain/api/places";
import { call } from "./call";

/** Which screen and which part of it asks for place details: the tracking context spec 2 §7 expects. */
const TRACKING_CONTEXT = { productPage: "pages", productSection: "map-location" };

/** The address search calls of the map block's panel, made from the routes of src/domain/api/places.ts. */
export const placesApi = {
  suggest: (input: string, language: string) => call(placesRoutes.suggest, { query: { input, language } }),
  details: (placeId: string, language: string) => call(placesRoutes.details, { query: { placeId, language, ...TRACKING_CONTEXT } }),
};
