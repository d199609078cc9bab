import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "span",
  "sup",
  "sub",
  "hr",
  "h1",
];

/**
 * Cleans rich text written in the editor (or imported) down to formatting tags and safe
 * links: no scripts, no event handlers, no styles, no javascript: URLs. Server only.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "title", "target", "rel"], span: ["class"], code: ["class"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const attrs: Record<string, string> = { ...attribs };
        if (attrs.target === "_blank") attrs.rel = "noopener noreferrer";
        else delete attrs.target;
        return { tagName, attribs: attrs };
      },
    },
  });
}
