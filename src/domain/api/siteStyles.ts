import type { ApiRoute } from "./route";
import { siteStylesSchema } from "../siteStyles/siteStylesSchema";

/**
 * A site's styles as `GET`/`PUT /api/config/site/design` answer and take them: the one schema the
 * design screen checks with, so missing fields take Tessera's own look and unreadable colour
 * pairs are refused with the same sentence in the screen and on the server.
 */
export const siteStylesBodySchema = siteStylesSchema;

/** The site styles routes (settings permission): read them, and save the whole set. */
export const siteStylesRoutes = {
  read: { method: "GET", url: "/api/config/site/design", schema: { response: { 200: siteStylesBodySchema } } },
  save: { method: "PUT", url: "/api/config/site/design", schema: { body: siteStylesBodySchema, response: { 200: siteStylesBodySchema } } },
} satisfies Record<string, ApiRoute>;
