import type { PlaceDetails, PlacePrediction } from "../../domain/api/places";
import { api } from "./client";

/** Which screen and which part of it asks for place details: the tracking context spec 2 §7 expects. */
const TRACKING_CONTEXT = "productPage=pages&productSection=map-location";

/** The address search calls of the map block's panel; their shapes are the route schemas of src/domain/api/places.ts. */
export const placesApi = {
  suggest: (input: string, language: string) =>
    api.get<{ predictions: PlacePrediction[] }>(
      `/api/google-maps/places/autocomplete?input=${encodeURIComponent(input)}&language=${encodeURIComponent(language)}`,
    ),
  details: (placeId: string, language: string) =>
    api.get<{ place: PlaceDetails }>(
      `/api/google-maps/places/details?placeId=${encodeURIComponent(placeId)}&language=${encodeURIComponent(language)}&${TRACKING_CONTEXT}`,
    ),
};
