import { z } from "zod";
import { eventDetailsSchema } from "../events/eventDetails";
import { seoFieldsSchema } from "../seo/seoFields";
import { STATE_LABEL } from "../workflow";
import { listPageQuerySchema } from "./paging";
import type { ApiRoute } from "./route";
import { noContentSchema } from "./siteSettings";

/** Which of a blog's lists a tag route changes. */
const tagTypeSchema = z.enum(["tag", "category"], { message: "Choose tag or category." });

/** Tag or category names as a post change takes them. */
const namesSchema = z.array(z.string().max(200)).max(100);

/** A blog post as the blog screen lists it and the post routes answer it. */
export const postSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  urlSlug: z.string(),
  path: z.string(),
  state: z.enum(["published", "scheduled", "needs_review", "draft", "private"]),
  label: z.enum(STATE_LABEL),
  /** The note an admin sent the post back with, while it waits for its editor's changes; null otherwise. */
  reviewNote: z.string().nullable(),
  publishOn: z.string().nullable(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  /** The account shown as the post's author, or null for none. */
  authorId: z.string().nullable(),
  /** What search engines and shared links show of the post (empty fields keep its own). */
  seo: seoFieldsSchema,
  /** An event's own fields; null for a blog post. */
  event: z
    .object({ startDate: z.string(), startTime: z.string(), endDate: z.string(), endTime: z.string(), timeZone: z.string(), location: z.string() })
    .nullable(),
});

/**
 * The answer of `GET /api/config/blogs/:id` (paged by `?search=`, `?limit=` and `?offset=`, the
 * search finding posts by title): the blog (or events page) with its tags and categories, a page
 * of its posts (or events), newest first, how many match, and the site's people who may sign a post.
 */
const blogDetailSchema = z.object({
  blog: z.object({
    id: z.string(),
    title: z.string(),
    urlSlug: z.string(),
    holds: z.enum(["posts", "events"]),
    tags: z.array(z.string()),
    categories: z.array(z.string()),
  }),
  total: z.number(),
  posts: z.array(postSummarySchema),
  people: z.array(z.object({ accountId: z.string(), displayName: z.string() })),
});

/** The path of a blog or post route. */
const blogParamsSchema = z.object({ id: z.string() });

/** What `POST /api/config/blogs/:id/posts` takes: a title, and for an events page the event's fields. */
export const newPostSchema = z.strictObject({ title: z.string().max(500), event: eventDetailsSchema.optional() });

/** What `PATCH /api/config/posts/:id` takes: the changes an owner makes to a post. */
export const postChangesSchema = z.strictObject({
  title: z.string().max(500).optional(),
  urlSlug: z.string().max(200).optional(),
  excerpt: z.string().max(2000, "An excerpt has at most 2000 characters.").optional(),
  state: z.enum(["published", "scheduled", "draft", "private"], { message: "Choose published, scheduled, draft or private." }).optional(),
  publishOn: z.iso.datetime({ offset: true, message: "Give the time as an ISO 8601 date and time." }).nullable().optional(),
  tags: namesSchema.optional(),
  categories: namesSchema.optional(),
  event: eventDetailsSchema.optional(),
  seo: seoFieldsSchema.optional(),
  authorId: z
    .string()
    .regex(/^[a-f0-9]{24}$/, "Choose the author among the site's people.")
    .nullable()
    .optional(),
});

/** What `POST /api/config/blogs/:id/tags` takes: a new tag or category. */
const newTagSchema = z.strictObject({ tagType: tagTypeSchema, name: z.string().max(200) });

/** What `PATCH /api/config/blogs/:id/tags` takes: a rename, or `to: null` to remove. */
const tagChangeSchema = z.strictObject({ tagType: tagTypeSchema, from: z.string().max(200), to: z.string().max(200).nullable() });

/** The answer of the tag routes: the blog's list of that type after the change. */
const tagListSchema = z.object({ tagType: z.enum(["tag", "category"]), names: z.array(z.string()) });

/** The blog screen's routes (content manager): a blog with a page of its posts, writing and deleting posts, and its tags and categories. */
export const blogRoutes = {
  read: {
    method: "GET",
    url: "/api/config/blogs/:id",
    schema: { params: blogParamsSchema, querystring: listPageQuerySchema, response: { 200: blogDetailSchema } },
  },
  createPost: {
    method: "POST",
    url: "/api/config/blogs/:id/posts",
    schema: { params: blogParamsSchema, body: newPostSchema, response: { 201: postSummarySchema } },
  },
  updatePost: {
    method: "PATCH",
    url: "/api/config/posts/:id",
    schema: { params: blogParamsSchema, body: postChangesSchema, response: { 200: postSummarySchema } },
  },
  deletePost: { method: "DELETE", url: "/api/config/posts/:id", schema: { params: blogParamsSchema, response: { 204: noContentSchema } } },
  addTag: { method: "POST", url: "/api/config/blogs/:id/tags", schema: { params: blogParamsSchema, body: newTagSchema, response: { 201: tagListSchema } } },
  changeTag: {
    method: "PATCH",
    url: "/api/config/blogs/:id/tags",
    schema: { params: blogParamsSchema, body: tagChangeSchema, response: { 200: tagListSchema } },
  },
} satisfies Record<string, ApiRoute>;
