import { isId } from "./ids";
import { LINK_LIMITS } from "./limits/linkLimits";

/**
 * Kinds of link the URL helpers know (spec 1 §2, §5 and spec 2 §2, §5).
 * Scheme links (tel, sms, mailto, javascript, ftp) are written with their scheme, and every
 * length limit counts the whole link text, scheme included.
 */
export const LINK_KIND = {
  CONTENT: "content",
  FILE: "file",
  COLLECTION_PANEL: "collectionPanel",
  TEL: "tel",
  SMS: "sms",
  MAILTO: "mailto",
  ANCHOR: "anchor",
  JAVASCRIPT: "javascript",
  FTP: "ftp",
  INTERNAL_PATH: "internalPath",
} as const;

/** A link kind, e.g. "mailto". */
export type LinkKind = (typeof LINK_KIND)[keyof typeof LINK_KIND];

const { shorterThan } = LINK_LIMITS;
const WHITESPACE = /\s/;
const TEL_BODY = /^[0-9-]+$/;
const DOTTED_DOMAIN = /^[^\s@.]+(\.[^\s@.]+)+$/;
const COLLECTION_PANEL_PREFIX = "/pages/";

function startsWithScheme(value: string, scheme: string): boolean {
  return value.slice(0, scheme.length).toLowerCase() === scheme;
}

/**
 * A content link starts with a slash. "//" and "/\" are refused because browsers read them as
 * links to another host.
 */
export function isContentLink(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/** A file link starts with /s/ and names a file after it. */
export function isFileLink(value: string): boolean {
  return value.startsWith("/s/") && value.length > "/s/".length;
}

/** A collection panel link is /pages/ followed by a 24-character id. */
export function isCollectionPanelLink(value: string): boolean {
  return value.startsWith(COLLECTION_PANEL_PREFIX) && isId(value.slice(COLLECTION_PANEL_PREFIX.length));
}

/** A tel link is under 50 characters; after "tel:" only digits and "-", with at least 4 digits. */
export function isTelLink(value: string): boolean {
  if (!startsWithScheme(value, "tel:") || value.length >= shorterThan.tel) return false;
  const body = value.slice("tel:".length);
  return TEL_BODY.test(body) && body.replace(/-/g, "").length >= LINK_LIMITS.telMinDigits;
}

/** An sms link is "sms:" with a recipient, under 1000 characters. */
export function isSmsLink(value: string): boolean {
  return startsWithScheme(value, "sms:") && value.length > "sms:".length && value.length < shorterThan.sms;
}

/** A mailto link is under 1000 characters, its address has exactly one @ and a dotted domain; a ?query may follow. */
export function isMailtoLink(value: string): boolean {
  if (!startsWithScheme(value, "mailto:") || value.length >= shorterThan.mailto) return false;
  const address = value.slice("mailto:".length).split("?", 1)[0] ?? "";
  const parts = address.split("@");
  if (parts.length !== 2) return false;
  const [localPart = "", domain = ""] = parts;
  return localPart.length > 0 && !WHITESPACE.test(localPart) && DOTTED_DOMAIN.test(domain);
}

/** An anchor link is "#" and a name without spaces, under 100 characters. */
export function isAnchorLink(value: string): boolean {
  return value.startsWith("#") && value.length > 1 && value.length < shorterThan.anchor && !WHITESPACE.test(value);
}

/** A javascript link starts with "javascript:" and is under 250 characters. */
export function isJavascriptLink(value: string): boolean {
  return startsWithScheme(value, "javascript:") && value.length < shorterThan.javascript;
}

/** An ftp link is "ftp://" and a host without spaces, under 100 characters. */
export function isFtpLink(value: string): boolean {
  return startsWithScheme(value, "ftp://") && value.length > "ftp://".length && value.length < shorterThan.ftp && !WHITESPACE.test(value);
}

/** An internal path is a content link without spaces, under 150 characters. */
export function isInternalPath(value: string): boolean {
  return isContentLink(value) && value.length < shorterThan.internalPath && !WHITESPACE.test(value);
}

const VALIDATORS: Readonly<Record<LinkKind, (value: string) => boolean>> = {
  content: isContentLink,
  file: isFileLink,
  collectionPanel: isCollectionPanelLink,
  tel: isTelLink,
  sms: isSmsLink,
  mailto: isMailtoLink,
  anchor: isAnchorLink,
  javascript: isJavascriptLink,
  ftp: isFtpLink,
  internalPath: isInternalPath,
};

/** Checks a link against the rules of the given kind. */
export function isValidLink(kind: LinkKind, value: string): boolean {
  return VALIDATORS[kind](value);
}

const SCHEMES: readonly [string, LinkKind][] = [
  ["tel:", LINK_KIND.TEL],
  ["sms:", LINK_KIND.SMS],
  ["mailto:", LINK_KIND.MAILTO],
  ["javascript:", LINK_KIND.JAVASCRIPT],
  ["ftp:", LINK_KIND.FTP],
];

/**
 * The kind a link claims to be by its form, most specific first (collection panel, file, content, then by scheme
 * or "#"), or undefined for other links such as http(s) addresses. Check validity separately with isValidLink.
 */
export function classifyLink(value: string): LinkKind | undefined {
  if (isCollectionPanelLink(value)) return LINK_KIND.COLLECTION_PANEL;
  if (isFileLink(value)) return LINK_KIND.FILE;
  if (isContentLink(value)) return LINK_KIND.CONTENT;
  if (value.startsWith("#")) return LINK_KIND.ANCHOR;
  return SCHEMES.find(([scheme]) => startsWithScheme(value, scheme))?.[1];
}
