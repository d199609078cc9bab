import { LINK_LIMITS } from "./limits/linkLimits";

/** Letters that Unicode decomposition leaves whole, spelled out so slugs keep them readably. */
const SPELLED_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

const SPELLED_LETTER_PATTERN = new RegExp(`[${Object.keys(SPELLED_LETTERS).join("")}]`, "g");
const PAGE_SLUG_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Turns a title into a URL slug: accents dropped, lower case, spaces to hyphens,
 * anything outside a-z, 0-9 and "-" removed, repeated hyphens collapsed, hyphens trimmed from the ends.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(SPELLED_LETTER_PATTERN, (letter) => SPELLED_LETTERS[letter] ?? "")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Tells whether a page slug (written without its leading slash) is valid: segments of a-z, 0-9 and "-"
 * separated by "/", and with the leading slash under the internal-path limit of 150 characters.
 */
export function isValidPageSlug(slug: string): boolean {
  return PAGE_SLUG_PATTERN.test(slug) && `/${slug}`.length < LINK_LIMITS.shorterThan.internalPath;
}
