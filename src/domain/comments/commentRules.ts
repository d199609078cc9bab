import { z } from "zod";
import { COMMENT_TEXTS } from "./commentTexts";

/** How long a comment, a commenter's name and address may be, in characters. */
export const COMMENT_LIMITS = { body: 5000, name: 80, email: 254 } as const;

/** A comment's states: pending until moderated, then published, spam or deleted. */
export const COMMENT_STATES = ["pending", "published", "spam", "deleted"] as const;

/** One of COMMENT_STATES. */
export type CommentState = (typeof COMMENT_STATES)[number];

/**
 * What the comment form sends, checked by the browser before sending and by the server on
 * arrival: the commenter's name and address, the comment, the comment it answers (if any) and
 * the built-in captcha's answer.
 */
export const commentInputSchema = z.object({
  postId: z.string().regex(/^[0-9a-f]{24}$/, "Choose a post to comment on."),
  parentId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, "Choose a comment to answer.")
    .optional(),
  name: z.string().trim().min(1, COMMENT_TEXTS.nameRequired).max(COMMENT_LIMITS.name, `Your name can be at most ${COMMENT_LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .max(COMMENT_LIMITS.email, `Your email address can be at most ${COMMENT_LIMITS.email} characters.`)
    .pipe(z.email(COMMENT_TEXTS.emailInvalid))
    .transform((email) => email.toLowerCase()),
  body: z.string().trim().min(1, COMMENT_TEXTS.bodyRequired).max(COMMENT_LIMITS.body, `A comment can be at most ${COMMENT_LIMITS.body} characters.`),
  captcha: z.string().max(512).optional(),
});

/** A comment as the form sends it. */
export type CommentInput = z.output<typeof commentInputSchema>;
