import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { blogRoutes } from "../../../domain/api/blogs";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { postListRepository } from "./postListRepository";
import { peopleRepository } from "../people/peopleRepository";
import { blogTags, postSummary } from "./postSummary";
import { eventDetailsOf, eventsRepository } from "../events/eventsRepository";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { mayPublish } from "../../../domain/access/publishAccess";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { publishReviewsRepository } from "./publishReviewsRepository";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

function idOf(request: { params: { id: string } }, what: string): string {
  if (!isId(request.params.id)) throw notFound(what);
  return request.params.id;
}

/**
 * A blog's posts, tags and categories (content manager 11): list (with the site's people, who
 * may sign a post), create (signed by the viewer), change (title, URL, excerpt, tags, categories,
 * author; the state published / scheduled / draft / private with the publishing right) and delete posts; add,
 * rename and remove the blog's tags (50 characters) and categories (25).
 */
export async function registerPostsRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...blogRoutes.read,
    config: contentRead,
    handler: async (request) => {
      const website = requireSite(request);
      const blog = await services.posts.requireBlog(website.id, idOf(request, "No such blog."));
      const { total, items } = await postListRepository.page(services.db, website.id, blog.id, request.query);
      const tagLists = await postListRepository.tagLists(services.db, website.id, blog.id);
      const events = await eventsRepository.ofItems(
        services.db,
        website.id,
        items.map((item) => item.id),
      );
      const eventOf = (id: string) => {
        const row = events.get(id);
        return row ? eventDetailsOf(row) : null;
      };
      const hidden = items.filter((item) => item.publishState === PUBLISH_STATE.DRAFT).map((item) => item.id);
      const notes = await publishReviewsRepository.sentBackNotes(services.db, website.id, hidden);
      return {
        blog: {
          id: blog.id,
          title: blog.title,
          urlSlug: blog.urlSlug,
          holds: isEventsCollection(blog.settings) ? ("events" as const) : ("posts" as const),
          tags: blogTags(blog, "tag", tagLists),
          categories: blogTags(blog, "category", tagLists),
        },
        total,
        posts: items.map((item) => postSummary(blog, item, eventOf(item.id), notes.get(item.id) ?? null)),
        people: (await peopleRepository.listMembers(services.db, website.id)).map(({ accountId, displayName }) => ({ accountId, displayName })),
      };
    },
  });

  app.route({
    ...blogRoutes.createPost,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const blog = await services.posts.requireBlog(website.id, idOf(request, "No such blog."));
      const { title, event } = request.body;
      const item = await services.posts.create(website, blog, title, requireViewer(request).accountId, event);
      return reply.code(201).send(postSummary(blog, item, event ?? null));
    },
  });

  app.route({
    ...blogRoutes.updatePost,
    config: contentWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const changes = request.body;
      const viewer = requireViewer(request);
      const id = idOf(request, "No such post.");
      const { blog, item, event } = await services.posts.update(website, id, changes, viewer.accountId, mayPublish(viewer.roles));
      const notes = await publishReviewsRepository.sentBackNotes(services.db, website.id, [id]);
      return postSummary(blog, item, event, notes.get(id) ?? null);
    },
  });

  app.route({
    ...blogRoutes.deletePost,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const id = idOf(request, "No such post.");
      await services.posts.remove(website.id, id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...blogRoutes.addTag,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const blog = await services.posts.requireBlog(website.id, idOf(request, "No such blog."));
      const body = request.body;
      const list = await services.posts.addTag(blog, body.tagType, body.name);
      return reply.code(201).send({ tagType: body.tagType, names: list });
    },
  });

  app.route({
    ...blogRoutes.changeTag,
    config: contentWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const blog = await services.posts.requireBlog(website.id, idOf(request, "No such blog."));
      const body = request.body;
      const list = await services.posts.changeTag(blog, body.tagType, body.from, body.to);
      return { tagType: body.tagType, names: list };
    },
  });
}
