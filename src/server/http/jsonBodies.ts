import type { FastifyInstance, preValidationAsyncHookHandler } from "fastify";
import { invalid } from "../../domain/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The JSON body a route takes: an object unless it says "list" (a JSON array), or "raw"
     * for routes that read the body's exact text themselves (signed payment confirmations).
     */
    jsonBody?: "list" | "raw";
  }
}

/** The answer to a JSON body of the wrong shape (null, a list, a string, a number). */
export const JSON_OBJECT_EXPECTED = 'The request body must be a JSON object, such as {"name": "value"}.';
/** The answer to a route that takes a list when it gets anything else. */
export const JSON_LIST_EXPECTED = 'The request body must be a JSON list, such as [{"name": "value"}].';

/**
 * Refuses, for every route at once, a JSON body whose shape no route takes: `null`, `[]`, a
 * string, a number or a boolean where an object is expected (400 with a plain sentence), before
 * any route reads it. A route that takes a list or the raw text says so in its config.
 */
export function installJsonBodyCheck(app: FastifyInstance): void {
  const checkBody: preValidationAsyncHookHandler = async (request) => {
    const type = request.headers["content-type"] ?? "";
    if (request.body === undefined || !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return;
    const takes = request.routeOptions.config?.jsonBody;
    if (takes === "raw") return;
    const body = request.body;
    if (takes === "list") {
      if (!Array.isArray(body)) throw invalid(JSON_LIST_EXPECTED);
      return;
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid(JSON_OBJECT_EXPECTED);
  };
  // Attached to each route that can take a body as it registers (GET and HEAD never have one).
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => method === "GET" || method === "HEAD")) return;
    route.preValidation = [checkBody, ...[route.preValidation ?? []].flat()];
  });
}
