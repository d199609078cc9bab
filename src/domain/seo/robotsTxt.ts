import { z } from "zod";

/** Longest robots.txt an owner may write, in characters (search engines read far more; this keeps the setting small). */
export const MAX_ROBOTS_TXT_LENGTH = 10_000;

/** What a site's robots.txt says when its owner wrote nothing: every crawler may read everything. */
const DEFAULT_ROBOTS_RULES = "User-agent: *\nAllow: /";

/** A line robots.txt understands: blank, a comment, or `Field: value` (User-agent, Allow, Disallow, Crawl-delay...). */
const ROBOTS_LINE = /^\s*(#.*)?$|^\s*[A-Za-z][A-Za-z-]*\s*:[^\n]*$/;

/** The owner's robots.txt rules: lines of `Field: value` or comments, at most MAX_ROBOTS_TXT_LENGTH characters; "" keeps the default. */
export const robotsRulesSchema = z
  .string()
  .trim()
  .max(MAX_ROBOTS_TXT_LENGTH, `must be at most ${MAX_ROBOTS_TXT_LENGTH} characters.`)
  .refine(
    (text) => text.split(/\r\n?|\n/).every((line) => ROBOTS_LINE.test(line)),
    "must have one rule a line, such as Disallow: /private, or comments starting with #.",
  );

/** What the robots.txt of a site depends on. */
export interface RobotsSite {
  /** The owner's rules ("" for the default). */
  rules: string;
  /** The sitemap's absolute address, named at the end. */
  sitemapUrl: string;
  /** True when visitors cannot read the site (a password on it, or not published): nothing may be indexed. */
  closed: boolean;
}

/**
 * A site's `/robots.txt`: the owner's rules (every crawler allowed everything by default) naming
 * the sitemap, or, for a site behind a password or not published, `Disallow: /` whatever the owner wrote.
 */
export function robotsTxt(site: RobotsSite): string {
  if (site.closed) return "User-agent: *\nDisallow: /\n";
  const own = site.rules.replace(/\r\n?/g, "\n").trim();
  const rules = own === "" ? DEFAULT_ROBOTS_RULES : own;
  return `${rules}\n\nSitemap: ${site.sitemapUrl}\n`;
}
