import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { layoutHistoryRoutes } from "../../../domain/api/layoutHistory";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

function ownerIdOf(params: { ownerId: string }): string {
  if (!isId(params.ownerId)) throw notFound("No such page.");
  return params.ownerId;
}

function versionIdOf(params: { versionId: string }): string {
  if (!isId(params.versionId)) throw notFound("No such version of this page.");
  return params.versionId;
}

/**
 * A page's or post's history (content manager 11): its published versions (who and when),
 * one version's layout, what the draft changed since a version, and restoring a version as the
 * draft. Restoring saves a draft with the draft version check and never publishes, so visitors'
 * pages stay cached.
 */
export async function registerLayoutHistoryRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...layoutHistoryRoutes.list,
    config: contentRead,
    handler: async (request) => services.layoutHistory.list(requireSite(request), ownerIdOf(request.params)),
  });

  app.route({
    ...layoutHistoryRoutes.read,
    config: contentRead,
    handler: async (request) => services.layoutHistory.read(requireSite(request).id, ownerIdOf(request.params), versionIdOf(request.params)),
  });

  app.route({
    ...layoutHistoryRoutes.compare,
    config: contentRead,
    handler: async (request) => services.layoutHistory.compare(requireSite(request).id, ownerIdOf(request.params), versionIdOf(request.params)),
  });

  app.route({
    ...layoutHistoryRoutes.restore,
    config: { ...contentWrite, pagesUnchanged: true },
    handler: async (request) =>
      services.layoutHistory.restore(
        requireSite(request).id,
        ownerIdOf(request.params),
        versionIdOf(request.params),
        request.body.version,
        mayWriteCode(requireViewer(request).roles),
      ),
  });
}
