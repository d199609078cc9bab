import { formatFieldValue } from "../../../domain/forms/formatValue";
import { escapeHtml } from "../mail/escapeHtml";
import type { SubmittedField } from "./submissionSnapshot";

/** What a notification mail says. */
export interface NotificationInput {
  siteTitle: string;
  formName: string;
  fields: readonly SubmittedField[];
  pagePath: string;
  /** The site's address, e.g. https://demo.example.com. */
  baseUrl: string;
}

/**
 * The mail an owner gets for a new submission: each field's title and value, the page it was
 * sent from. Every visitor-provided text is escaped in the HTML part; the text part is plain.
 */
export function notificationMail(input: NotificationInput): { subject: string; text: string; html: string } {
  const rows = input.fields.map((field) => ({ title: field.title, value: formatFieldValue(field.type, field.value) }));
  const pageUrl = `${input.baseUrl}${input.pagePath}`;
  const subject = `New submission: ${input.formName} (${input.siteTitle})`;
  const text = [
    `A visitor sent the form "${input.formName}" on ${input.siteTitle}.`,
    "",
    ...rows.map((row) => `${row.title}: ${row.value}`),
    "",
    `Sent from ${pageUrl}`,
  ].join("\n");
  const html = [
    `<p>A visitor sent the form <strong>${escapeHtml(input.formName)}</strong> on ${escapeHtml(input.siteTitle)}.</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map((row) => `<tr><th align="left" valign="top">${escapeHtml(row.title)}</th><td style="white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`),
    "</table>",
    `<p>Sent from <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
