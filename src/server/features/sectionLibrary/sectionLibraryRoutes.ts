import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import { sectionLibraryRoutes } from "../../../domain/api/sectionLibrary";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { LIBRARY_MESSAGES } from "./libraryMessages";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

/** Largest library draft body: a section of 60 blocks of generous settings. */
const SECTION_BODY_LIMIT = 2 * 1024 * 1024;

function idOf(request: { params: { id: string } }): string {
  if (!isId(request.params.id)) throw notFound(LIBRARY_MESSAGES.notFound);
  return request.params.id;
}

/**
 * The section library's routes (content manager 11): list the starter designs and the site's
 * library, save a page's section to it, insert a section on a page's draft, rename, delete,
 * edit a library section's draft and publish a shared one (its route's site write makes every
 * page placing it show the new version to visitors).
 */
export async function registerSectionLibraryRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const library = services.sectionLibrary;

  app.route({
    ...sectionLibraryRoutes.list,
    config: contentRead,
    handler: async (request) => {
      return library.list(requireSite(request).id);
    },
  });

  app.route({
    ...sectionLibraryRoutes.saveFromPage,
    config: { ...contentWrite, pagesUnchanged: true },
    handler: async (request) => library.saveFromPage(requireSite(request).id, request.body),
  });

  app.route({
    ...sectionLibraryRoutes.insert,
    config: { ...contentWrite, pagesUnchanged: true },
    handler: async (request) => library.insert(requireSite(request).id, request.body, mayWriteCode(requireViewer(request).roles)),
  });

  app.route({ ...sectionLibraryRoutes.read, config: contentRead, handler: async (request) => library.read(requireSite(request).id, idOf(request)) });

  app.route({
    ...sectionLibraryRoutes.rename,
    config: { ...contentWrite, pagesUnchanged: true },
    handler: async (request) => library.rename(requireSite(request).id, idOf(request), request.body.name),
  });

  app.route({
    ...sectionLibraryRoutes.saveDraft,
    config: { ...contentWrite, pagesUnchanged: true },
    bodyLimit: SECTION_BODY_LIMIT,
    handler: async (request) => {
      const body = request.body;
      return library.saveDraft(requireSite(request).id, idOf(request), body.version, body.draft, mayWriteCode(requireViewer(request).roles));
    },
  });

  app.route({
    ...sectionLibraryRoutes.publish,
    config: contentWrite,
    handler: async (request) => library.publish(requireSite(request).id, idOf(request), request.body.version, requireViewer(request).accountId),
  });

  app.route({
    ...sectionLibraryRoutes.remove,
    config: contentWrite,
    handler: async (request) => library.remove(requireSite(request).id, idOf(request), request.query.turnIntoCopies),
  });
}
