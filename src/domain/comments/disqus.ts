/** A Disqus shortname as Disqus issues them: letters, digits and hyphens (the owner's setting is checked against it too). */
export const DISQUS_SHORTNAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** Where Disqus serves a site's scripts and its comment frames, for a site that comments through Disqus. */
export interface DisqusOrigins {
  /** The shortname's own host, serving `embed.js` and `count.js`. */
  scripts: string;
  /** The host of the frame the thread is drawn in. */
  frames: string;
}

/**
 * Disqus's origins for a site that sets a valid `disqusShortname` and has native comments off
 * (spec 1 §7: the comment-count script loads from the shortname's host); null for any other site.
 */
export function disqusOrigins(site: { disqusShortname: string; commentsEnabled: boolean }): DisqusOrigins | null {
  if (site.commentsEnabled || !DISQUS_SHORTNAME.test(site.disqusShortname)) return null;
  return { scripts: `https://${site.disqusShortname.toLowerCase()}.disqus.com`, frames: "https://disqus.com" };
}

/** The words of the Disqus notice, shown until the visitor agrees. */
export const DISQUS_TEXTS = {
  heading: "Comments",
  notice: "Comments on this site are provided by Disqus. Loading them lets Disqus see your visit and set its cookies, so they load only once you agree.",
  load: "Agree and load comments",
  failed: "The comments could not be loaded from Disqus. Please try again later.",
} as const;
