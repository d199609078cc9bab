import { escapeHtml } from "../mail/escapeHtml";

/** The path of the newsletter unsubscribe page (page type 300); the token comes as ?token=. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** The address of a subscriber's unsubscribe page on the site. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The mail a new subscriber gets: a thank-you that names the site, and the unsubscribe link
 * every newsletter mail carries.
 */
export function welcomeMail(input: { siteTitle: string; name: string; unsubscribeUrl: string }): { subject: string; text: string; html: string } {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const subject = `You're subscribed to ${input.siteTitle}`;
  const text = [
    greeting,
    "",
    `Thank you for signing up for news from ${input.siteTitle}.`,
    "",
    `To stop receiving these mails, unsubscribe here: ${input.unsubscribeUrl}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Thank you for signing up for news from ${escapeHtml(input.siteTitle)}.</p>`,
    `<p style="color:#666;font-size:13px">To stop receiving these mails, <a href="${escapeHtml(input.unsubscribeUrl)}">unsubscribe</a>.</p>`,
  ].join("\n");
  return { subject, text, html };
}
