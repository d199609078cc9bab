import { z } from "zod";
import type { ApiRoute } from "./route";

/** Shortest and longest address text the autocomplete searches for. */
const PLACE_SEARCH_LENGTH = { min: 2, max: 200 } as const;

/** A place's id in our answers: the geocoder's object type (N node, W way, R relation) and number. */
const PLACE_ID_PATTERN = /^[NWR]\d{1,19}$/;

const trackingPart = z.string().trim().min(1).max(100).optional();

/** `GET /api/google-maps/places/autocomplete` query: the text typed so far and the answer's language. */
const placesAutocompleteQuerySchema = z.strictObject({
  input: z
    .string()
    .trim()
    .min(PLACE_SEARCH_LENGTH.min, `Type at least ${PLACE_SEARCH_LENGTH.min} characters of the address.`)
    .max(PLACE_SEARCH_LENGTH.max, `Keep the address under ${PLACE_SEARCH_LENGTH.max} characters.`),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "The language must be a tag such as en or fr-FR.")
    .optional(),
});

/**
 * `GET /api/google-maps/places/details` query: the place picked, and the tracking context
 * (spec 2 §7: productPage and productSection, which screen and which part of it asked).
 */
const placesDetailsQuerySchema = z.strictObject({
  placeId: z.string().regex(PLACE_ID_PATTERN, "The place id is not one the address search gave."),
  language: placesAutocompleteQuerySchema.shape.language,
  productPage: trackingPart,
  productSection: trackingPart,
});

/** One suggestion of the autocomplete: its id, the whole address, and its two halves for display. */
const predictionSchema = z.object({ placeId: z.string(), description: z.string(), mainText: z.string(), secondaryText: z.string() });

/** The autocomplete's answer: at most five suggestions, best first. */
const placesAutocompleteAnswerSchema = z.object({ predictions: z.array(predictionSchema) });

/** One suggestion of the address autocomplete. */
export type PlacePrediction = z.infer<typeof predictionSchema>;

/** The details' answer: the place in the map block's location fields, and its position. */
const placesDetailsAnswerSchema = z.object({
  place: z.object({
    placeId: z.string(),
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    addressCountry: z.string(),
    formattedAddress: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
});

/** A place picked from the suggestions, ready to fill a map's location. */
export type PlaceDetails = z.infer<typeof placesDetailsAnswerSchema>["place"];

/** The address search of the map block's panel: suggestions as the owner types, then one place's details. */
export const placesRoutes = {
  suggest: {
    method: "GET",
    url: "/api/google-maps/places/autocomplete",
    schema: { querystring: placesAutocompleteQuerySchema, response: { 200: placesAutocompleteAnswerSchema } },
  },
  details: {
    method: "GET",
    url: "/api/google-maps/places/details",
    schema: { querystring: placesDetailsQuerySchema, response: { 200: placesDetailsAnswerSchema } },
  },
} satisfies Record<string, ApiRoute>;
