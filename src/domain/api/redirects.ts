import { z } from "zod";
import { redirectInputSchema } from "../seo/redirectRules";
import { listPageQuerySchema } from "./paging";
import type { ApiRoute } from "./route";

/** A redirect as the owner API answers it. */
export const redirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One page of the site's redirects, by old path, and how many match the search. */
const redirectListSchema = z.object({ total: z.number(), redirects: z.array(redirectSchema) });

/** The path of a route about one redirect. */
const redirectParamsSchema = z.object({ id: z.string() });

/** The most characters a CSV import takes: 1,000 rows of two 500-character paths and a status. */
export const REDIRECT_CSV_MOST_CHARACTERS = 1_100_000;

/** What `POST /api/config/redirects/import` takes: CSV text, one "from,to,status" row a line. */
const redirectCsvSchema = z.string().max(REDIRECT_CSV_MOST_CHARACTERS, "Import at most 1,000 redirects at once.");

/** What an import answers: how many redirects it added or changed. */
const redirectImportSchema = z.object({ imported: z.number() });

/** The redirects' routes (settings permission): list, create, change, delete and import from CSV. */
export const redirectRoutes = {
  list: { method: "GET", url: "/api/config/redirects", schema: { querystring: listPageQuerySchema, response: { 200: redirectListSchema } } },
  create: { method: "POST", url: "/api/config/redirects", schema: { body: redirectInputSchema, response: { 201: redirectSchema } } },
  update: {
    method: "PUT",
    url: "/api/config/redirects/:id",
    schema: { params: redirectParamsSchema, body: redirectInputSchema, response: { 200: redirectSchema } },
  },
  remove: { method: "DELETE", url: "/api/config/redirects/:id", schema: { params: redirectParamsSchema, response: { 204: z.null() } } },
  import: {
    method: "POST",
    url: "/api/config/redirects/import",
    schema: { consumes: ["text/csv"], body: redirectCsvSchema, response: { 200: redirectImportSchema } },
  },
} satisfies Record<string, ApiRoute>;
