import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import {
  deleteLibrarySectionSchema,
  deletedLibrarySectionSchema,
  insertSectionSchema,
  insertedSectionSchema,
  libraryDraftSaveSchema,
  librarySectionDraftSchema,
  librarySectionParamsSchema,
  librarySectionSchema,
  libraryVersionSchema,
  renameLibrarySectionSchema,
  saveToLibrarySchema,
  savedToLibrarySchema,
  sectionLibrarySchema,
} from "../../../domain/api/sectionLibrary";
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

  app.get("/api/config/section-library", { config: contentRead, schema: { response: { 200: sectionLibrarySchema } } }, async (request) => {
    return library.list(requireSite(request).id);
  });

  app.post(
    "/api/config/section-library",
    { config: { ...contentWrite, pagesUnchanged: true }, schema: { body: saveToLibrarySchema, response: { 200: savedToLibrarySchema } } },
    async (request) => library.saveFromPage(requireSite(request).id, request.body),
  );

  app.post(
    "/api/config/section-library/insert",
    { config: { ...contentWrite, pagesUnchanged: true }, schema: { body: insertSectionSchema, response: { 200: insertedSectionSchema } } },
    async (request) => library.insert(requireSite(request).id, request.body, mayWriteCode(requireViewer(request).roles)),
  );

  app.get(
    "/api/config/section-library/:id",
    { config: contentRead, schema: { params: librarySectionParamsSchema, response: { 200: librarySectionDraftSchema } } },
    async (request) => library.read(requireSite(request).id, idOf(request)),
  );

  app.patch(
    "/api/config/section-library/:id",
    {
      config: { ...contentWrite, pagesUnchanged: true },
      schema: { params: librarySectionParamsSchema, body: renameLibrarySectionSchema, response: { 200: librarySectionSchema } },
    },
    async (request) => library.rename(requireSite(request).id, idOf(request), request.body.name),
  );

  app.put(
    "/api/config/section-library/:id",
    {
      config: { ...contentWrite, pagesUnchanged: true },
      bodyLimit: SECTION_BODY_LIMIT,
      schema: { params: librarySectionParamsSchema, body: libraryDraftSaveSchema, response: { 200: librarySectionSchema } },
    },
    async (request) => {
      const body = request.body;
      return library.saveDraft(requireSite(request).id, idOf(request), body.version, body.draft, mayWriteCode(requireViewer(request).roles));
    },
  );

  app.post(
    "/api/config/section-library/:id/publish",
    { config: contentWrite, schema: { params: librarySectionParamsSchema, body: libraryVersionSchema, response: { 200: librarySectionSchema } } },
    async (request) => library.publish(requireSite(request).id, idOf(request), request.body.version, requireViewer(request).accountId),
  );

  app.delete(
    "/api/config/section-library/:id",
    {
      config: contentWrite,
      schema: { params: librarySectionParamsSchema, querystring: deleteLibrarySectionSchema, response: { 200: deletedLibrarySectionSchema } },
    },
    async (request) => library.remove(requireSite(request).id, idOf(request), request.query.turnIntoCopies),
  );
}
