import type { FastifyInstance } from "fastify";

/** One registered route, as tests that walk every route see it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Whether the route reads its body's raw text or a list instead of a JSON object. */
  jsonBody?: "list" | "raw";
  /** Whether the route opted out of the site write hook (it changes nothing visitors see). */
  pagesUnchanged?: true;
}

/**
 * Lists every route as it registers (HEAD twins left out), so tests can send the same hostile
 * input to each one and a route added later is covered without being named.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const config = route.config as { jsonBody?: "list" | "raw"; pagesUnchanged?: true } | undefined;
    const jsonBody = config?.jsonBody;
    const pagesUnchanged = config?.pagesUnchanged;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url, ...(jsonBody ? { jsonBody } : {}), ...(pagesUnchanged ? { pagesUnchanged } : {}) });
    }
  });
  return routes;
}
