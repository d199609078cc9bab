import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import { pagesRepository } from "./pagesRepository";
import { addTag, blogTags, changeTag, createPost, postSummary, requireBlog, updatePost } from "./postsService";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

const tagType = z.enum(["tag", "category"], { message: "Choose tag or category." });
const names = z.array(z.string().max(200)).max(100);
const createBody = z.strictObject({ title: z.string().max(500) });
const updateBody = z.strictObject({
  title: z.string().max(500).optional(),
  urlSlug: z.string().max(200).optional(),
  excerpt: z.string().max(2000, "An excerpt has at most 2000 characters.").optional(),
  state: z.enum(["published", "scheduled", "draft"], { message: "Choose published, scheduled or draft." }).optional(),
  publishOn: z.iso.datetime({ offset: true, message: "Give the time as an ISO 8601 date and time." }).nullable().optional(),
  tags: names.optional(),
  categories: names.optional(),
});
const addTagBody = z.strictObject({ tagType, name: z.string().max(200) });
const changeTagBody = z.strictObject({ tagType, from: z.string().max(200), to: z.string().max(200).nullable() });

type IdParams = { Params: { id: string } };

function idOf(request: FastifyRequest<IdParams>, what: string): string {
  if (!isId(request.params.id)) throw notFound(what);
  return request.params.id;
}

/**
 * A blog's posts, tags and categories (content manager 11): list, create, change (title, URL,
 * excerpt, state published / scheduled / draft, tags, categories) and delete posts; add,
 * rename and remove the blog's tags (50 characters) and categories (25).
 */
export async function registerPostsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const now = () => services.clock.now().toISOString();

  app.get<IdParams>("/api/config/blogs/:id", { config: contentRead }, async (request) => {
    const website = requireSite(request);
    const blog = await requireBlog(services.db, website.id, idOf(request, "No such blog."));
    const items = await contentRepository.listItems(services.db, website.id, blog.id);
    return {
      blog: { id: blog.id, title: blog.title, urlSlug: blog.urlSlug, tags: blogTags(blog, "tag"), categories: blogTags(blog, "category") },
      posts: items.map((item) => postSummary(blog, item)),
    };
  });

  app.post<IdParams>("/api/config/blogs/:id/posts", { config: contentWrite }, async (request, reply) => {
    const website = requireSite(request);
    const blog = await requireBlog(services.db, website.id, idOf(request, "No such blog."));
    const { title } = parseInput(createBody, request.body ?? {});
    const item = await createPost(services.db, now(), website, blog, title);
    return reply.code(201).send(postSummary(blog, item));
  });

  app.patch<IdParams>("/api/config/posts/:id", { config: contentWrite }, async (request) => {
    const website = requireSite(request);
    const changes = parseInput(updateBody, request.body ?? {});
    const { blog, item } = await updatePost(services.db, now(), website, idOf(request, "No such post."), changes);
    return postSummary(blog, item);
  });

  app.delete<IdParams>("/api/config/posts/:id", { config: contentWrite }, async (request, reply) => {
    const website = requireSite(request);
    const id = idOf(request, "No such post.");
    if (!(await pagesRepository.findItem(services.db, website.id, id))) throw notFound("No such post.");
    await pagesRepository.deleteItem(services.db, website.id, id);
    return reply.code(204).send();
  });

  app.post<IdParams>("/api/config/blogs/:id/tags", { config: contentWrite }, async (request, reply) => {
    const website = requireSite(request);
    const blog = await requireBlog(services.db, website.id, idOf(request, "No such blog."));
    const body = parseInput(addTagBody, request.body ?? {});
    const list = await addTag(services.db, now(), blog, body.tagType, body.name);
    return reply.code(201).send({ tagType: body.tagType, names: list });
  });

  app.patch<IdParams>("/api/config/blogs/:id/tags", { config: contentWrite }, async (request) => {
    const website = requireSite(request);
    const blog = await requireBlog(services.db, website.id, idOf(request, "No such blog."));
    const body = parseInput(changeTagBody, request.body ?? {});
    const list = await changeTag(services.db, now(), blog, body.tagType, body.from, body.to);
    return { tagType: body.tagType, names: list };
  });
}
