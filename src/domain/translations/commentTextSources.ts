import { COMMENT_SCRIPT_WORDS } from "../messages/commentScriptWords";

/**
 * The words a reader sees in a comment thread (under a post and in the comments block), in the
 * primary language, each with what the translation screen calls it: the heading, the empty
 * state, the Reply buttons, the form and what its script writes (COMMENT_SCRIPT_WORDS). Its
 * count ("1 comment", "{count} comments") is the blog's (blogTextSources.ts). They are part of the
 * store's words (storeTexts.ts), so one translation holds them all.
 */
export const COMMENT_TEXT_SOURCES = {
  commentsHeading: ["Comments", "Comments: the thread's heading before any comment"],
  noCommentsYet: ["No comments yet. Be the first to write one.", "Comments: no comment yet"],
  commentBy: ["Comment by {name}", "Comments: a comment, spoken ({name} is its author)"],
  repliesTo: ["Replies to {name}", "Comments: a comment's replies, spoken ({name} is its author)"],
  commentReply: ["Reply", "Comments: the button answering a comment"],
  leaveComment: ["Leave a comment", "Comments: the form's heading"],
  replyingTo: [COMMENT_SCRIPT_WORDS.replyingTo, "Comments: above the form when answering ({name} is whose comment)"],
  cancelReply: ["Cancel reply", "Comments: the button to stop answering"],
  commentName: ["Name", "Comments: name field"],
  commentEmail: ["Email (not shown)", "Comments: email field"],
  commentBody: ["Comment", "Comments: comment field"],
  commentCaptchaIdle: [COMMENT_SCRIPT_WORDS.commentCaptchaIdle, "Comments: the check that the writer is a person, before it starts"],
  commentCaptchaWorking: [COMMENT_SCRIPT_WORDS.commentCaptchaWorking, "Comments: the check that the writer is a person, working"],
  commentCaptchaDone: [COMMENT_SCRIPT_WORDS.commentCaptchaDone, "Comments: the check that the writer is a person, done"],
  commentNeedsScript: ["Sending a comment needs JavaScript.", "Comments: the form without JavaScript"],
  sendComment: ["Send comment", "Comments: the send button"],
  commentAwaitingModeration: [COMMENT_SCRIPT_WORDS.commentAwaitingModeration, "Comments: sent, waiting for approval"],
  commentPublished: [COMMENT_SCRIPT_WORDS.commentPublished, "Comments: sent and shown"],
  commentCaptchaIncomplete: [COMMENT_SCRIPT_WORDS.commentCaptchaIncomplete, "Comments error: sent before the check is done"],
  commentCaptchaRefused: [COMMENT_SCRIPT_WORDS.commentCaptchaRefused, "Comments error: the check refused"],
  commentNameRefused: [COMMENT_SCRIPT_WORDS.commentNameRefused, "Comments error: no name"],
  commentEmailRefused: [COMMENT_SCRIPT_WORDS.commentEmailRefused, "Comments error: email"],
  commentBodyRefused: [COMMENT_SCRIPT_WORDS.commentBodyRefused, "Comments error: no comment"],
  commentsClosed: [COMMENT_SCRIPT_WORDS.commentsClosed, "Comments error: closed"],
  commentParentGone: [COMMENT_SCRIPT_WORDS.commentParentGone, "Comments error: the answered comment is gone"],
  tooManyComments: [COMMENT_SCRIPT_WORDS.tooManyComments, "Comments error: too many sent"],
  commentNotSent: [COMMENT_SCRIPT_WORDS.commentNotSent, "Comments error: not sent"],
  commentsOff: ["Comments are turned off for this site.", "Comments block: comments off"],
} as const satisfies Record<string, readonly [string, string]>;
