import { z } from "zod";
import { DISQUS_SHORTNAME } from "./disqus";

/** Longest Disqus shortname a site may set. */
export const MAX_DISQUS_SHORTNAME_LENGTH = 100;

/**
 * The owner's Disqus shortname setting: empty for none, else a shortname as Disqus issues them.
 * Kept apart from disqus.ts so the Disqus island does not bundle zod.
 */
export const disqusShortnameSchema = z
  .string()
  .trim()
  .max(MAX_DISQUS_SHORTNAME_LENGTH, `must be at most ${MAX_DISQUS_SHORTNAME_LENGTH} characters.`)
  .refine(
    (value) => value === "" || DISQUS_SHORTNAME.test(value),
    "must be the shortname Disqus gave your site: letters, digits and hyphens, starting with a letter or digit, such as corner-coffee.",
  );
