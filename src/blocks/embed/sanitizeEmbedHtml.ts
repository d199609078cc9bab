import sanitizeHtml from "sanitize-html";
import { ALLOWED_FRAME_HOSTS, EMBED_SANDBOX } from "./providers";

/** What a provider's embed code may keep besides its frame: the quote and link it falls back to. */
const ALLOWED_TAGS = ["iframe", "p", "br", "a", "blockquote", "strong", "em", "b", "i", "span", "section", "div", "figure", "figcaption"];

/**
 * Cleans pasted embed code down to an allow-list: frames only from the providers' player hosts
 * (https, given a sandbox, lazily loaded, never more rights than EMBED_SANDBOX), links, quotes
 * and a few formatting tags. Scripts, styles, event handlers, forms, objects and frames from any
 * other host are removed. Server only.
 */
export function sanitizeEmbedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "sandbox", "loading", "referrerpolicy"],
      a: ["href", "title", "target", "rel"],
      blockquote: ["cite"],
    },
    allowedSchemes: ["https", "mailto"],
    allowedSchemesByTag: { iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...ALLOWED_FRAME_HOSTS],
    allowIframeRelativeUrls: false,
    transformTags: {
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          sandbox: EMBED_SANDBOX,
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
          allow: "autoplay; encrypted-media; fullscreen; picture-in-picture",
          title: attribs.title || "Embedded content",
        },
      }),
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } }),
    },
    exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  });
}

/** The origins of the frames left in sanitised embed code, once each (what the page's frame-src must name). */
export function frameOriginsOf(sanitized: string): string[] {
  const sources = [...sanitized.matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
  return [...new Set(sources.filter((src) => URL.canParse(src)).map((src) => new URL(src).origin))];
}
