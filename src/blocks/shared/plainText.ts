/** The readable text of an HTML fragment on one line, for catalogue previews and block summaries. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A settings value as text, or "" when the stored settings hold something else there. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}
