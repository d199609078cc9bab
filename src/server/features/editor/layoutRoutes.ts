import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { layoutRoutes } from "../../../domain/api/layouts";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import { PUBLISH_ACCESS } from "../../../domain/access/publishAccess";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

/** Largest draft body: 60 blocks of generous settings. */
const LAYOUT_BODY_LIMIT = 2 * 1024 * 1024;

function ownerIdOf(request: { params: { ownerId: string } }): string {
  if (!isId(request.params.ownerId)) throw notFound("No such page.");
  return request.params.ownerId;
}

/**
 * The block editor's routes (content manager 11): read a page's or post's draft, save it with
 * a version check (409 when someone saved first), publish it (the publishing right: admins;
 * bumping the site's version so cached pages drop) and discard it back to the published layout.
 */
export async function registerLayoutRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...layoutRoutes.read,
    config: contentRead,
    handler: async (request) => {
      return services.layouts.read(requireSite(request).id, ownerIdOf(request));
    },
  });

  app.route({
    ...layoutRoutes.save,
    config: { ...contentWrite, pagesUnchanged: true },
    bodyLimit: LAYOUT_BODY_LIMIT,
    handler: async (request) => {
      const body = request.body;
      return services.layouts.saveDraft(requireSite(request).id, ownerIdOf(request), body.version, body.draft, mayWriteCode(requireViewer(request).roles));
    },
  });

  app.route({
    ...layoutRoutes.publish,
    config: { access: PUBLISH_ACCESS },
    handler: async (request) => {
      const website = requireSite(request);
      const body = request.body;
      return services.layouts.publish(website.id, ownerIdOf(request), body.version, requireViewer(request).accountId);
    },
  });

  app.route({
    ...layoutRoutes.discard,
    config: { ...contentWrite, pagesUnchanged: true },
    handler: async (request) => {
      const body = request.body;
      return services.layouts.discardDraft(requireSite(request).id, ownerIdOf(request), body.version);
    },
  });
}
