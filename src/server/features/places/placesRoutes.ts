import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { placesRoutes } from "../../../domain/api/places";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound, rateLimited } from "../../../domain/errors";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { GeocoderUnavailable, NominatimGeocoder } from "./nominatimGeocoder";

/** Address searches one editor may run on one site per minute (each costs the geocoder's quota). */
export const PLACE_SEARCHES_PER_MINUTE = 60;

/** Editors of pages only: the address field of the map block's panel. */
const editors = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

/** What the editor is told when the geocoder gives no answer, by reason, with the status it comes with. */
const UNAVAILABLE: Record<GeocoderUnavailable["reason"], { status: number; error: string }> = {
  off: { status: 503, error: "Address search is not set up on this server. Type the address and the position instead." },
  timeout: { status: 504, error: "The address search did not answer in time. Please try again." },
  failed: { status: 502, error: "The address search is not available right now. Please try again later." },
};

/** Logged when place details are asked without the tracking context spec 2 §7 expects. */
export const MISSING_TRACKING_CONTEXT = "Place details were asked without a tracking context (productPage and productSection).";

/**
 * The address search of the map block's panel (spec 2 §7), answered through the server's
 * Nominatim-compatible geocoder (GEOCODER_URL): `GET /api/google-maps/places/autocomplete`
 * suggests places for typed text, `GET /api/google-maps/places/details` gives one place's
 * address and position. Signed-in page editors only, rate-limited per editor and site.
 */
export async function registerPlacesRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const geocoder = new NominatimGeocoder(services.config.places.geocoderUrl, services.config.places.geocoderTimeoutMs);

  const countSearch = async (request: FastifyRequest) => {
    const website = requireSite(request);
    const hit = await services.rateLimiter.hit(`places:${website.id}:${requireViewer(request).accountId}`, PLACE_SEARCHES_PER_MINUTE, 60_000);
    if (!hit.allowed) throw rateLimited("Too many address searches. Please wait a minute and try again.", hit.retryAfterSeconds);
  };

  const answerUnavailable = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof GeocoderUnavailable)) throw error;
    if (error.reason !== "off") services.log.warn("places", `The geocoder gave no answer (${error.reason}).`, error.cause);
    const { status, error: message } = UNAVAILABLE[error.reason];
    reply.header("Cache-Control", "no-store");
    return reply.code(status).send({ error: message, code: "unavailable" });
  };

  app.route({
    ...placesRoutes.suggest,
    config: editors,
    handler: async (request, reply) => {
      await countSearch(request);
      try {
        const predictions = await geocoder.suggest(request.query.input, request.query.language);
        reply.header("Cache-Control", "no-store");
        return { predictions };
      } catch (error) {
        return answerUnavailable(reply, error);
      }
    },
  });

  app.route({
    ...placesRoutes.details,
    config: editors,
    handler: async (request, reply) => {
      const { placeId, language, productPage, productSection } = request.query;
      if (!productPage || !productSection) services.log.error("places.details", MISSING_TRACKING_CONTEXT);
      await countSearch(request);
      let place;
      try {
        place = await geocoder.details(placeId, language);
      } catch (error) {
        return answerUnavailable(reply, error);
      }
      if (!place) throw notFound("The address search knows no place with this id.");
      reply.header("Cache-Control", "no-store");
      return { place };
    },
  });
}
