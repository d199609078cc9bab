import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { tlsAllowedAnswerSchema, tlsAllowedQuerySchema } from "../../../domain/api/platform";
import { notFound } from "../../../domain/errors";
import type { AppServices } from "../../services";

/** Where a reverse proxy asks whether it may obtain a certificate for a domain (Caddy's on-demand TLS `ask`). */
export const TLS_ALLOWED_PATH = "/api/platform/tls-allowed";

/**
 * Answers the proxy's question before it obtains a certificate: 200 when the domain is a site's
 * custom domain or `{identifier}.APP_DOMAIN` of an existing site, 404 for anything else (the bare
 * app domain too: the proxy lists it itself), so nobody can make the proxy request certificates
 * for names no site uses. It answers on any Host, since the proxy asks by address
 * (docs/self-hosting.md); who owns a domain is public in DNS anyway.
 */
export async function registerTlsAllowedRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    TLS_ALLOWED_PATH,
    { config: { anyHost: true }, schema: { querystring: tlsAllowedQuerySchema, response: { 200: tlsAllowedAnswerSchema } } },
    async (request, reply) => {
      const tenant = await services.sites.resolve(request.query.domain);
      if (tenant.kind !== "site") throw notFound("No site answers at this domain.");
      reply.header("Cache-Control", "no-store");
      return { allowed: true as const };
    },
  );
}
