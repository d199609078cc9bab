import { COMMENT_TEXTS } from "../comments/commentTexts";
import { FORM_TEXTS } from "../forms/formTexts";
import { FORM_MESSAGES } from "./formMessages";

/**
 * What a comment thread's script writes itself, in the primary language ({name} is filled in):
 * the reply line, the captcha's status, the answer once a comment is sent and each refusal. The
 * thread hands it its own language's in `data-texts`; kept apart from the store's whole word
 * list so the script stays small.
 */
export const COMMENT_SCRIPT_WORDS = {
  replyingTo: "Replying to {name}.",
  commentCaptchaIdle: FORM_TEXTS.captchaIdle,
  commentCaptchaWorking: FORM_TEXTS.captchaWorking,
  commentCaptchaDone: FORM_TEXTS.captchaDone,
  commentCaptchaIncomplete: FORM_MESSAGES.captchaIncomplete,
  commentCaptchaRefused: FORM_TEXTS.captchaRefused,
  commentAwaitingModeration: COMMENT_TEXTS.awaitingModeration,
  commentPublished: COMMENT_TEXTS.published,
  commentNotSent: "Your comment could not be sent. Please try again.",
  commentNameRefused: COMMENT_TEXTS.nameRequired,
  commentEmailRefused: COMMENT_TEXTS.emailInvalid,
  commentBodyRefused: COMMENT_TEXTS.bodyRequired,
  commentsClosed: COMMENT_TEXTS.closed,
  commentParentGone: COMMENT_TEXTS.noParent,
  tooManyComments: COMMENT_TEXTS.tooMany,
} as const;

/** The thread script's words in one language, by name. */
export type CommentScriptWords = Record<keyof typeof COMMENT_SCRIPT_WORDS, string>;
