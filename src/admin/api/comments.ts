import type { z } from "zod";
import { commentRoutes, type queuedCommentSchema } from "../../domain/api/comments";
import type { CommentState } from "../../domain/comments/commentRules";
import { call } from "./call";

/** A comment of the moderation queue. */
export type QueuedComment = z.output<typeof queuedCommentSchema>;

/** The moderation queue's calls, made from the routes of src/domain/api/comments.ts. */
export const commentsApi = {
  list: (state: CommentState, limit: number, offset: number) => call(commentRoutes.queue, { query: { state, limit, offset } }),
  moderate: (id: string, action: "approve" | "spam" | "delete") => call(commentRoutes.moderate, { params: { id }, body: { action } }),
  reply: (id: string, body: string) => call(commentRoutes.reply, { params: { id }, body: { body } }),
  erase: (email: string) => call(commentRoutes.erase, { body: { email } }),
};
