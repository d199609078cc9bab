import { z } from "zod";
import type { PlaceDetails, PlacePrediction } from "../../../domain/api/places";

/** Suggestions one autocomplete call answers. */
const MAX_SUGGESTIONS = 5;

/** Why a geocoder call gave no answer: none configured, no answer in time, or a failed or unreadable one. */
export class GeocoderUnavailable extends Error {
  constructor(
    readonly reason: "off" | "timeout" | "failed",
    cause?: unknown,
  ) {
    super(`geocoder ${reason}`, cause === undefined ? undefined : { cause });
    this.name = "GeocoderUnavailable";
  }
}

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());

/** One result of Nominatim's /search and /lookup (format=jsonv2, addressdetails=1); other fields are ignored. */
const resultSchema = z.object({
  osm_type: z.enum(["node", "way", "relation"]),
  osm_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  lat: coordinate,
  lon: coordinate,
  display_name: z.string(),
  name: z.string().nullish(),
  address: z.record(z.string(), z.string()).optional(),
});
type Result = z.infer<typeof resultSchema>;
const resultsSchema = z.array(resultSchema);

function placeIdOf(result: Result): string {
  return `${result.osm_type[0]!.toUpperCase()}${result.osm_id}`;
}

function streetOf(address: Record<string, string>): string {
  const road = address.road ?? address.pedestrian ?? address.footway ?? address.square ?? "";
  return [address.house_number, road].filter(Boolean).join(" ");
}

function townOf(address: Record<string, string>): string {
  const town = address.city ?? address.town ?? address.village ?? address.hamlet ?? address.suburb ?? "";
  return [address.postcode, town].filter(Boolean).join(" ");
}

function predictionOf(result: Result): PlacePrediction {
  const parts = result.display_name.split(",").map((part) => part.trim());
  const mainText = result.name || streetOf(result.address ?? {}) || parts[0] || result.display_name;
  const rest = parts[0] === mainText ? parts.slice(1) : parts;
  return { placeId: placeIdOf(result), description: result.display_name, mainText, secondaryText: rest.join(", ") };
}

function detailsOf(result: Result): PlaceDetails {
  const address = result.address ?? {};
  const street = streetOf(address);
  return {
    placeId: placeIdOf(result),
    name: result.name && result.name !== street ? result.name : "",
    addressLine1: street,
    addressLine2: townOf(address),
    addressCountry: address.country ?? "",
    formattedAddress: result.display_name,
    lat: result.lat,
    lng: result.lon,
  };
}

/**
 * Address search through a Nominatim-compatible geocoder (GEOCODER_URL): suggestions for
 * typed text from /search, and one place's address and position from /lookup. Each call
 * gives up after the configured time; every failure is a GeocoderUnavailable.
 */
export class NominatimGeocoder {
  constructor(
    private readonly baseUrl: string | null,
    private readonly timeoutMs: number,
  ) {}

  /** At most five suggestions for the text typed so far, best first. */
  async suggest(input: string, language: string | undefined): Promise<PlacePrediction[]> {
    const results = await this.call("/search", { q: input, limit: String(MAX_SUGGESTIONS) }, language);
    return results.slice(0, MAX_SUGGESTIONS).map(predictionOf);
  }

  /** The place with this id (N, W or R and a number), or null when the geocoder knows none. */
  async details(placeId: string, language: string | undefined): Promise<PlaceDetails | null> {
    const [result] = await this.call("/lookup", { osm_ids: placeId }, language);
    return result ? detailsOf(result) : null;
  }

  private async call(path: string, parameters: Record<string, string>, language: string | undefined): Promise<Result[]> {
    if (!this.baseUrl) throw new GeocoderUnavailable("off");
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...parameters, format: "jsonv2", addressdetails: "1" })) url.searchParams.set(name, value);
    if (language) url.searchParams.set("accept-language", language);
    let answer: Response;
    try {
      answer = await fetch(url, {
        headers: { Accept: "application/json", "User-Agent": "Tessera website builder" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailable(error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "failed", error);
    }
    if (!answer.ok) throw new GeocoderUnavailable("failed", new Error(`status ${answer.status}`));
    try {
      return resultsSchema.parse(await answer.json());
    } catch (error) {
      throw new GeocoderUnavailable(error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "failed", error);
    }
  }
}
