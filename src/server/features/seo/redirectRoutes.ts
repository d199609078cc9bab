import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REDIRECT_CSV_MOST_CHARACTERS, redirectRoutes } from "../../../domain/api/redirects";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { RedirectsService } from "./redirectsService";

const settingsRead = { access: { permission: PERMISSION.SETTINGS, mode: "read" as const } };
const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/**
 * The owner's redirects under /api/config/redirects, with the settings permission. Every write
 * reports the site changed (site writes), so the visitor path reads the new redirects at once.
 */
export async function registerRedirectRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const redirects = new RedirectsService(services.db, services.clock);

  app.route({
    ...redirectRoutes.list,
    config: settingsRead,
    handler: async (request) => redirects.list(requireSite(request).id, request.query),
  });

  app.route({
    ...redirectRoutes.create,
    config: settingsWrite,
    handler: async (request, reply) => reply.code(201).send(await redirects.create(requireSite(request).id, request.body)),
  });

  app.route({
    ...redirectRoutes.update,
    config: settingsWrite,
    handler: async (request) => redirects.update(requireSite(request).id, request.params.id, request.body),
  });

  app.route({
    ...redirectRoutes.remove,
    config: settingsWrite,
    handler: async (request, reply) => {
      await redirects.remove(requireSite(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: REDIRECT_CSV_MOST_CHARACTERS * 4 }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...redirectRoutes.import,
      config: settingsWrite,
      handler: async (request) => ({ imported: await redirects.importCsv(requireSite(request).id, request.body) }),
    });
  });
}
