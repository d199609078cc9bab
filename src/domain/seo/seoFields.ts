import { z } from "zod";
import { pictureSchema } from "../siteStyles/siteIdentity";

/** Longest SEO title: search engines show about 60 characters, owners may write a little more. */
const MAX_SEO_TITLE_LENGTH = 120;
/** Longest SEO description: search engines show about 160 characters. */
const MAX_SEO_DESCRIPTION_LENGTH = 320;

/**
 * What an owner says search engines and shared links show of one page, post or product: a title
 * and description in place of its own, the picture shared links show, and whether search engines
 * should leave it out. Empty fields keep the page's own title, description and picture.
 */
export const seoFieldsSchema = z
  .strictObject({
    title: z.string().trim().max(MAX_SEO_TITLE_LENGTH, `The search title can be at most ${MAX_SEO_TITLE_LENGTH} characters.`).default(""),
    description: z
      .string()
      .trim()
      .max(MAX_SEO_DESCRIPTION_LENGTH, `The search description can be at most ${MAX_SEO_DESCRIPTION_LENGTH} characters.`)
      .default(""),
    socialImage: pictureSchema("social image"),
    hidden: z.boolean().default(false),
  })
  .prefault({});

/** A page's, post's or product's SEO fields, every one filled. */
export type SeoFields = z.output<typeof seoFieldsSchema>;

/** The key of a page's settings that holds its SEO fields. */
export const SEO_SETTINGS_KEY = "seo";

/** The SEO fields a stored value holds, or none set when it holds none that pass the schema. */
export function seoFieldsOf(stored: unknown): SeoFields {
  const checked = seoFieldsSchema.safeParse(stored ?? {});
  return checked.success ? checked.data : seoFieldsSchema.parse({});
}

/** The SEO fields kept as JSON text (a post's column), none set when the text holds none. */
export function seoFieldsOfJson(text: string): SeoFields {
  try {
    return seoFieldsOf(JSON.parse(text));
  } catch {
    return seoFieldsOf(undefined);
  }
}

/** SEO fields as the JSON a post keeps: "{}" while none is set, so a post without them is stored and exported as before. */
export function seoFieldsJson(fields: SeoFields | undefined): string {
  const none = seoFieldsOf(undefined);
  const unset = !fields || (Object.keys(none) as (keyof SeoFields)[]).every((key) => fields[key] === none[key]);
  return unset ? "{}" : JSON.stringify(fields);
}
