import { escapeHtml } from "../mail/escapeHtml";

/** What the mail to a post's author about a new comment says. */
export interface CommentMailInput {
  siteTitle: string;
  postTitle: string;
  authorName: string;
  body: string;
  published: boolean;
  /** The site's address, e.g. https://demo.example.com. */
  baseUrl: string;
}

/**
 * The mail a post's author gets for a new comment: who wrote it, what it says, and whether it
 * awaits moderation (with where to moderate it). The commenter's words are escaped in the HTML part.
 */
export function commentMail(input: CommentMailInput): { subject: string; text: string; html: string } {
  const queueUrl = `${input.baseUrl}/config/comments`;
  const subject = `New comment on "${input.postTitle}" (${input.siteTitle})`;
  const state = input.published ? "It is published." : `It awaits moderation: ${queueUrl}`;
  const text = [`${input.authorName} commented on "${input.postTitle}":`, "", input.body, "", state].join("\n");
  const html = [
    `<p><strong>${escapeHtml(input.authorName)}</strong> commented on <strong>${escapeHtml(input.postTitle)}</strong>:</p>`,
    `<blockquote style="white-space:pre-wrap">${escapeHtml(input.body)}</blockquote>`,
    input.published ? "<p>It is published.</p>" : `<p>It awaits moderation: <a href="${escapeHtml(queueUrl)}">${escapeHtml(queueUrl)}</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
