import { z } from "zod";
import { COMMENT_LIMITS, COMMENT_STATES, commentInputSchema } from "../comments/commentRules";
import type { ApiRoute } from "./route";

/** What `POST /api/comments` answers: the comment's id, whether it is published or awaits moderation, and the sentence the visitor reads. */
const postedCommentSchema = z.object({ id: z.string(), state: z.enum(["published", "pending"]), message: z.string() });

/** A comment in the moderation queue. */
export const queuedCommentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  authorName: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  createdAt: z.string(),
  postId: z.string(),
  postTitle: z.string(),
});

/** Which comments the queue lists: those in one state, a page at a time. */
const queueQuerySchema = z.object({
  state: z.enum(COMMENT_STATES).default("pending"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const commentParamsSchema = z.object({ id: z.string() });

/** A moderator's move on a comment. */
const moderateSchema = z.object({ action: z.enum(["approve", "spam", "delete"]) });

/** A moderator's reply to a comment. */
const replySchema = z.object({
  body: z.string().trim().min(1, "Write a reply.").max(COMMENT_LIMITS.body, `A reply can be at most ${COMMENT_LIMITS.body} characters.`),
});

/** Whose comments to remove, on their request. */
const eraseSchema = z.object({ email: z.email("Enter a valid email address.").max(COMMENT_LIMITS.email) });

/** The visitor's comment form. */
export const visitorCommentRoutes = {
  post: { method: "POST", url: "/api/comments", schema: { body: commentInputSchema, response: { 200: postedCommentSchema } } },
} satisfies Record<string, ApiRoute>;

/** The moderation queue (comments permission): list by state, approve, mark spam, delete, reply, remove an address's comments. */
export const commentRoutes = {
  queue: {
    method: "GET",
    url: "/api/config/comments",
    schema: { querystring: queueQuerySchema, response: { 200: z.object({ total: z.number(), comments: z.array(queuedCommentSchema) }) } },
  },
  moderate: {
    method: "POST",
    url: "/api/config/comments/:id/moderate",
    schema: { params: commentParamsSchema, body: moderateSchema, response: { 200: z.object({ moderated: z.literal(true) }) } },
  },
  reply: {
    method: "POST",
    url: "/api/config/comments/:id/replies",
    schema: { params: commentParamsSchema, body: replySchema, response: { 201: z.object({ id: z.string() }) } },
  },
  erase: {
    method: "POST",
    url: "/api/config/comments/erase",
    schema: { body: eraseSchema, response: { 200: z.object({ deleted: z.number() }) } },
  },
} satisfies Record<string, ApiRoute>;
