// Kept apart from the comment rules, which build a zod schema: the browser scripts that speak
// these words (the comment thread, and every island reading the store texts) load no zod.

/** What a visitor sees once a comment is sent, and what stops one being sent. */
export const COMMENT_TEXTS = {
  awaitingModeration: "Thank you. Your comment is awaiting moderation.",
  published: "Thank you. Your comment is published.",
  closed: "Comments are closed on this post.",
  noParent: "The comment you answered is no longer there.",
  tooMany: "Too many comments at once. Please try again later.",
  nameRequired: "Enter your name.",
  emailInvalid: "Enter a valid email address.",
  bodyRequired: "Write a comment.",
} as const;
