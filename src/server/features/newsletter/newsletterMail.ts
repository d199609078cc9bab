import { filledIn } from "../../../domain/translations/filledIn";
import { languagePath } from "../../../domain/translations/languagePaths";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import { escapeHtml } from "../mail/escapeHtml";

/** The path of the newsletter unsubscribe page (page type 300); the token comes as ?token=. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** The address of a subscriber's unsubscribe page on the site, under a language's prefix ("" for the primary language). */
export function unsubscribeUrl(baseUrl: string, token: string, pathPrefix = ""): string {
  return `${baseUrl}${languagePath(pathPrefix, UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`;
}

/**
 * The mail a new subscriber gets, in the words of the language they signed up in: a thank-you
 * that names the site, and the unsubscribe link every newsletter mail carries.
 */
export function welcomeMail(
  input: { siteTitle: string; name: string; unsubscribeUrl: string },
  texts: StoreTexts,
): { subject: string; text: string; html: string } {
  const greeting = input.name ? filledIn(texts.newsletterWelcomeHello, { name: input.name }) : texts.newsletterWelcomeHelloNoName;
  const thanks = filledIn(texts.newsletterWelcomeThanks, { site: input.siteTitle });
  const subject = filledIn(texts.newsletterWelcomeSubject, { site: input.siteTitle });
  const text = [greeting, "", thanks, "", filledIn(texts.newsletterWelcomeLeave, { link: input.unsubscribeUrl })].join("\n");
  const link = `<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(texts.newsletterWelcomeUnsubscribe)}</a>`;
  const leave = escapeHtml(texts.newsletterWelcomeLeaveLinked).replace("{link}", link);
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(thanks)}</p>`, `<p style="color:#666;font-size:13px">${leave}</p>`].join("\n");
  return { subject, text, html };
}
