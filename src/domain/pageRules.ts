import { LINK_LIMITS } from "./limits/linkLimits";
import { CONTENT_LIMITS } from "./limits/commerceLimits";
import { tagAlreadyExists } from "./messages/formBuilderMessages";
import { isInternalPath } from "./urlRules";
import { NAVIGATION } from "./enumerations/navigations";

/** First path segments the server answers itself, so no page may take them as its URL. */
const RESERVED_PAGE_SLUGS: readonly string[] = ["api", "assets", "checkout", "commerce", "config", "newsletter", "s", "search", "static"];

/** The navigations an owner arranges pages in. */
export const EDITABLE_NAVIGATIONS = [NAVIGATION.MAIN, NAVIGATION.HIDDEN] as const;
/** One of the navigations pages may be placed in. */
export type EditableNavigation = (typeof EDITABLE_NAVIGATIONS)[number];

/** The longest page title. */
export const PAGE_TITLE_MAX = 200;

/** Messages of the page and post rules, shared by the configuration area and the server. */
export const PAGE_MESSAGES = {
  titleRequired: "Give the page a title.",
  titleTooLong: `A title has at most ${PAGE_TITLE_MAX} characters.`,
  slugRequired: "Give the page a URL.",
  slugCharacters: "A URL may contain only lowercase letters, digits and hyphens.",
  slugTooLong: `A page URL, with its leading slash, must be shorter than ${LINK_LIMITS.shorterThan.internalPath} characters.`,
  slugReserved: "This URL is used by Tessera itself. Choose another.",
  slugTaken: "Another page already uses this URL.",
  kind: "Choose a page, a blog, an events page or a shop.",
  shopExists: "This site already has a shop page.",
  shopHasProducts: "Delete the shop's products before deleting its page.",
} as const;

/**
 * What is wrong with a page's URL slug (written without its leading slash), or null. A page
 * URL is one segment of a-z, 0-9 and "-", an internal path under 150 characters with its
 * slash (spec 1 §5), and not one of the server's own paths.
 */
export function pageSlugProblem(slug: string): string | null {
  if (slug === "") return PAGE_MESSAGES.slugRequired;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return PAGE_MESSAGES.slugCharacters;
  if (!isInternalPath(`/${slug}`)) return PAGE_MESSAGES.slugTooLong;
  if (RESERVED_PAGE_SLUGS.includes(slug)) return PAGE_MESSAGES.slugReserved;
  return null;
}

/** What is wrong with a page or post title, or null. */
export function pageTitleProblem(title: string): string | null {
  if (title.trim() === "") return PAGE_MESSAGES.titleRequired;
  if (title.length > PAGE_TITLE_MAX) return PAGE_MESSAGES.titleTooLong;
  return null;
}

/** Which kind of tag a blog keeps: tags (50 characters) or categories (25), spec 2 §5 and §9. */
export type TagType = "tag" | "category";

/** The longest tag or category. */
export function tagMaxLength(tagType: TagType): number {
  return tagType === "tag" ? CONTENT_LIMITS.tagMaxLength : CONTENT_LIMITS.categoryMaxLength;
}

/** What is wrong with a tag or category name, or null (duplicates are checked against the list). */
export function tagProblem(tagType: TagType, name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return `Give the ${tagType} a name.`;
  const max = tagMaxLength(tagType);
  if (trimmed.length > max) return `A ${tagType} has at most ${max} characters.`;
  if (existing.some((other) => other.toLowerCase() === trimmed.toLowerCase())) return tagAlreadyExists(tagType);
  return null;
}
