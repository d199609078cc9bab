import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noContentSchema } from "../../../domain/api/siteSettings";
import {
  newPageSchema,
  noFieldsSchema,
  pageChangesSchema,
  pageMoveSchema,
  pageParamsSchema,
  pageSummarySchema,
  pageTreeSchema,
} from "../../../domain/api/pages";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { EDITABLE_NAVIGATIONS } from "../../../domain/pageRules";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import { pagesRepository } from "./pagesRepository";
import { inPageTree, pageSummary } from "./pageSummary";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

/** The id in the path, or not found. */
export function idParam(request: { params: { id: string } }, what = "No such page."): string {
  if (!isId(request.params.id)) throw notFound(what);
  return request.params.id;
}

/**
 * The page tree under /api/config/pages (content manager 11): list by navigation, create
 * (a page, a blog or the shop), rename and re-slug, move, duplicate and delete (a shop only
 * once its products are gone). Every change drops the site's cached pages.
 */
export async function registerPagesRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get("/api/config/pages", { config: contentRead, schema: { response: { 200: pageTreeSchema } } }, async (request) => {
    const website = requireSite(request);
    const [collections, layouts] = await Promise.all([
      contentRepository.listCollections(services.db, website.id),
      pagesRepository.layoutStates(services.db, website.id),
    ]);
    const pages = collections.filter(inPageTree).map((c) => pageSummary(c, layouts.get(c.id)));
    return {
      siteLocked: website.passwordHash !== null,
      navigations: EDITABLE_NAVIGATIONS.map((name) => ({
        name,
        pages: pages.filter((p) => p.navigation === name).sort((a, b) => a.position - b.position),
      })),
    };
  });

  app.post("/api/config/pages", { config: contentWrite, schema: { body: newPageSchema, response: { 201: pageSummarySchema } } }, async (request, reply) => {
    const website = requireSite(request);
    const body = request.body;
    const created = await services.pages.create(website.id, body);
    return reply.code(201).send(pageSummary(created, undefined));
  });

  app.patch(
    "/api/config/pages/:id",
    { config: contentWrite, schema: { params: pageParamsSchema, body: pageChangesSchema, response: { 200: pageSummarySchema } } },
    async (request) => {
      const website = requireSite(request);
      const body = request.body;
      const updated = await services.pages.update(website.id, idParam(request), body);
      const layouts = await pagesRepository.layoutStates(services.db, website.id);
      return pageSummary(updated, layouts.get(updated.id));
    },
  );

  app.post(
    "/api/config/pages/:id/move",
    { config: contentWrite, schema: { params: pageParamsSchema, body: pageMoveSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const website = requireSite(request);
      const body = request.body;
      await services.pages.move(website.id, idParam(request), body.navigation, body.position);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/config/pages/:id/duplicate",
    { config: contentWrite, schema: { params: pageParamsSchema, body: noFieldsSchema, response: { 201: pageSummarySchema } } },
    async (request, reply) => {
      const website = requireSite(request);
      const copy = await services.pages.duplicate(website.id, idParam(request));
      const layouts = await pagesRepository.layoutStates(services.db, website.id);
      return reply.code(201).send(pageSummary(copy, layouts.get(copy.id)));
    },
  );

  app.delete(
    "/api/config/pages/:id",
    { config: contentWrite, schema: { params: pageParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const website = requireSite(request);
      const id = idParam(request);
      await services.pages.remove(website.id, id);
      return reply.code(204).send(null);
    },
  );
}
