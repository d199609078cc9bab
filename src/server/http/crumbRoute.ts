import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { crumbAnswerSchema } from "../../domain/api/crumb";

/** Where a page's scripts ask for a crumb before their first state-changing call. */
const CRUMB_PATH = "/api/crumb";

/**
 * GET /api/crumb: the visitor's crumb, set as the cookie when it is missing or no longer
 * verifies. Pages are served without one (so shared caches may keep them); the browser's
 * `ensureCrumb()` calls this before the first write of a page. Never cached.
 */
export async function registerCrumbRoute(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(CRUMB_PATH, { schema: { response: { 200: crumbAnswerSchema } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { crumb: request.crumb };
  });
}
