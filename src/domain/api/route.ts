import type { z } from "zod";

/**
 * A route's contract in one object: its method, its path (`:name` for a path part) and the zod
 * schemas of what it takes and answers. The server registers the object itself
 * (`app.route({ ...route, config, handler })`), the configuration area calls it
 * (`call(route, input)` in src/admin/api/call.ts) and the OpenAPI document describes it, so the
 * three cannot drift apart.
 */
export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  schema: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    /** The body's media type when it is not JSON, such as ["text/csv"]: `call` then sends the body as that text. */
    consumes?: readonly string[];
    response: { 200?: z.ZodType; 201?: z.ZodType; 202?: z.ZodType; 204?: z.ZodType };
  };
}
