import { z } from "zod";

/** The longest path or address a redirect keeps. */
const MOST_CHARACTERS = 500;

/** What ends a wildcard redirect's path: every path under the part before it. */
const WILDCARD = "/*";

const SITE_PATH = /^\/[^\s?#]*$/;

/** A path without its trailing slash ("/" stays "/"), the way the site's routes read paths. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Whether a path is a site path: starts with one "/", no "//", spaces, query or fragment, "*" only as its wildcard end. */
function isSitePath(path: string): boolean {
  if (!SITE_PATH.test(path) || path.includes("//")) return false;
  const star = path.indexOf("*");
  return star < 0 || (path.endsWith(WILDCARD) && star === path.length - 1);
}

/** Whether an address is an absolute https URL (a redirect may send visitors to another site). */
function isHttpsAddress(address: string): boolean {
  if (!address.startsWith("https://") || /\s/.test(address)) return false;
  try {
    return new URL(address).hostname !== "";
  } catch {
    return false;
  }
}

const fromSchema = z
  .string()
  .trim()
  .max(MOST_CHARACTERS, `Keep the old path to at most ${MOST_CHARACTERS} characters.`)
  .refine(isSitePath, 'Enter the old path as a path of this site, starting with "/", such as /old-page or /old-blog/*.')
  .transform(withoutTrailingSlash);

const toSchema = z
  .string()
  .trim()
  .max(MOST_CHARACTERS, `Keep the new address to at most ${MOST_CHARACTERS} characters.`)
  .refine(
    (to) => isSitePath(to) || isHttpsAddress(to),
    'Enter the new address as a path of this site, starting with "/", or a full address starting with https://.',
  )
  .transform((to) => (to.startsWith("/") ? withoutTrailingSlash(to) : to));

/**
 * A redirect as the owner enters it, in the admin form, the owner API and each row of a CSV
 * import: the old site path (exact, or ending in "/*"), the new path or https address (ending
 * in "/*" to carry over what the old one's "*" matched) and 301 or 302.
 */
export const redirectInputSchema = z
  .object({
    from: fromSchema,
    to: toSchema,
    status: z.union([z.literal(301), z.literal(302)], { message: "Choose 301 (moved for good) or 302 (moved for now)." }).default(301),
  })
  .superRefine((redirect, context) => {
    if (redirect.to.endsWith(WILDCARD) && !redirect.from.endsWith(WILDCARD)) {
      context.addIssue({ code: "custom", path: ["to"], message: 'Only an old path ending in "/*" can carry its rest over to "/*".' });
    }
    if (redirect.from === redirect.to) {
      context.addIssue({ code: "custom", path: ["to"], message: "A redirect cannot send a path to itself." });
    }
  });

/** A redirect as validated. */
export type RedirectInput = z.output<typeof redirectInputSchema>;

/** A redirect as the site reads it to answer a visitor. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Where a visitor's request goes: the status and the Location to answer. */
export interface RedirectAnswer {
  status: number;
  location: string;
}

/** What a wildcard redirect's old path matches below: the rest after its prefix, or null when it does not match. */
function restUnder(from: string, path: string): string | null {
  const prefix = from.slice(0, -WILDCARD.length);
  if (path === prefix || (prefix === "" && path === "/")) return "";
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : null;
}

/** The new address with a wildcard's rest carried over. */
function targetOf(to: string, rest: string): string {
  if (!to.endsWith(WILDCARD)) return to;
  const base = to.slice(0, -1);
  return rest === "" ? withoutTrailingSlash(base) : `${base}${rest}`;
}

/**
 * Where a path goes by the site's redirects, or null: an exact redirect first, else the
 * wildcard with the longest prefix; the request's query string is kept, and characters a
 * header cannot carry (a decoded space or letter beyond ASCII) are percent-encoded.
 */
export function redirectFor(rules: readonly RedirectRule[], path: string, query: string): RedirectAnswer | null {
  let chosen: { rule: RedirectRule; rest: string } | null = null;
  for (const rule of rules) {
    if (rule.from === path) {
      chosen = { rule, rest: "" };
      break;
    }
    if (!rule.from.endsWith(WILDCARD)) continue;
    const rest = restUnder(rule.from, path);
    if (rest !== null && (!chosen || rule.from.length > chosen.rule.from.length)) chosen = { rule, rest };
  }
  if (!chosen) return null;
  const target = targetOf(chosen.rule.to, chosen.rest);
  const joined = query === "" ? target : `${target}${target.includes("?") ? "&" : "?"}${query}`;
  return { status: chosen.rule.status, location: joined.replace(/[^\x21-\x7e]/gu, encodeURIComponent) };
}
