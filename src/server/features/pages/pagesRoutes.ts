import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageRoutes } from "../../../domain/api/pages";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { EDITABLE_NAVIGATIONS } from "../../../domain/pageRules";
import { requireSite, requireViewer } from "../../http/requestContext";
import { mayPublish } from "../../../domain/access/publishAccess";
import { publishReviewsRepository } from "./publishReviewsRepository";
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
 * The page tree under /api/config/pages (content manager 11): list by navigation (with a hidden
 * page's sent-back note), create (a page, a blog or the shop), rename and re-slug, make private
 * (publishing right), move, duplicate and delete (a shop only once its products are gone).
 * Every change drops the site's cached pages.
 */
export async function registerPagesRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...pageRoutes.tree,
    config: contentRead,
    handler: async (request) => {
      const website = requireSite(request);
      const [collections, layouts] = await Promise.all([
        contentRepository.listCollections(services.db, website.id),
        pagesRepository.layoutStates(services.db, website.id),
      ]);
      const inTree = collections.filter(inPageTree);
      const hidden = inTree.filter((c) => c.publishState === null && layouts.get(c.id)?.isPublished === false).map((c) => c.id);
      const notes = await publishReviewsRepository.sentBackNotes(services.db, website.id, hidden);
      const pages = inTree.map((c) => pageSummary(c, layouts.get(c.id), notes.get(c.id) ?? null));
      return {
        siteLocked: website.passwordHash !== null,
        navigations: EDITABLE_NAVIGATIONS.map((name) => ({
          name,
          pages: pages.filter((p) => p.navigation === name).sort((a, b) => a.position - b.position),
        })),
      };
    },
  });

  app.route({
    ...pageRoutes.create,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const body = request.body;
      const created = await services.pages.create(website.id, body);
      return reply.code(201).send(pageSummary(created, undefined));
    },
  });

  app.route({
    ...pageRoutes.update,
    config: contentWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const body = request.body;
      const updated = await services.pages.update(website.id, idParam(request), body, mayPublish(requireViewer(request).roles));
      const layouts = await pagesRepository.layoutStates(services.db, website.id);
      const notes = await publishReviewsRepository.sentBackNotes(services.db, website.id, [updated.id]);
      return pageSummary(updated, layouts.get(updated.id), notes.get(updated.id) ?? null);
    },
  });

  app.route({
    ...pageRoutes.move,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const body = request.body;
      await services.pages.move(website.id, idParam(request), body.navigation, body.position);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...pageRoutes.duplicate,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const copy = await services.pages.duplicate(website.id, idParam(request));
      const layouts = await pagesRepository.layoutStates(services.db, website.id);
      return reply.code(201).send(pageSummary(copy, layouts.get(copy.id)));
    },
  });

  app.route({
    ...pageRoutes.remove,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const id = idParam(request);
      await services.pages.remove(website.id, id);
      return reply.code(204).send(null);
    },
  });
}
