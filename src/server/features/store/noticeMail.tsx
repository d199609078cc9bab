import { renderToStaticMarkup } from "react-dom/server";
import type { OutgoingMail } from "../mail/mailService";
import type { MailSite } from "./mailLook";
import { NoticeMail } from "./pages/NoticeMail";

/** A notice mail's words: paragraphs of lines; an empty paragraph is left out. */
export type NoticeParagraphs = readonly (readonly string[])[];

/**
 * A store notice with two parts saying the same words: the text part (lines, an empty line
 * between paragraphs) and an HTML part in the site's look built from the same paragraphs, the
 * owner's and buyer's words escaped by React as the order mails' are.
 */
export function noticeMail(envelope: Pick<OutgoingMail, "websiteId" | "kind" | "to" | "subject">, site: MailSite, paragraphs: NoticeParagraphs): OutgoingMail {
  const kept = paragraphs.filter((lines) => lines.length > 0);
  const html = `<!doctype html>${renderToStaticMarkup(<NoticeMail siteTitle={site.title} paragraphs={kept} look={site.look} />)}`;
  return { ...envelope, text: kept.map((lines) => lines.join("\n")).join("\n\n"), html };
}
