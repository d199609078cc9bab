import { z } from "zod";

/** The range of the logo's height in the site header, in px. */
export const LOGO_HEIGHT = { min: 24, max: 96 } as const;

/** A picture the site's identity (and a page's social image) uses: an uploaded file's link (`/s/{id}/{name}`), an https address, or "" for none. */
export const pictureSchema = (field: string) =>
  z
    .string({ error: `The ${field} must be text.` })
    .trim()
    .max(1000, `The ${field}'s address can be at most 1000 characters.`)
    .refine((src) => src === "" || /^\/s\/[^/?#\s]+\/[^/?#\s]+$/.test(src) || /^https:\/\/[^\s/?#]+[^\s]*$/.test(src), {
      message: `The ${field} must be a picture from the media library or an https address.`,
    })
    .default("");

/** A picture's own size in pixels, kept when it was picked so the page reserves its place; null when unknown (an https address). */
const pixelsSchema = z.number().int().positive().max(100_000).nullable().default(null);

/**
 * The site's logo, favicon and social image (issue 16 point 5): the logo shown in the site header
 * in place of or beside the title at a chosen height, the icon browsers show for the site, and
 * the picture shared links show. Empty pictures keep Tessera's own title, icon and no picture.
 */
export const siteIdentitySchema = z
  .strictObject({
    logo: pictureSchema("logo"),
    logoWidth: pixelsSchema,
    logoHeight: pixelsSchema,
    logoPlacement: z.enum(["replace", "beside"], { error: "Choose where the logo goes: replace, beside." }).default("replace"),
    logoSize: z
      .number({ error: "The logo's height must be a number." })
      .int("The logo's height must be a whole number of px.")
      .min(LOGO_HEIGHT.min, `The logo's height must be at least ${LOGO_HEIGHT.min} px.`)
      .max(LOGO_HEIGHT.max, `The logo's height can be at most ${LOGO_HEIGHT.max} px.`)
      .default(48),
    favicon: pictureSchema("favicon"),
    socialImage: pictureSchema("social image"),
  })
  .prefault({});

/** The site's logo, favicon and social image, every field filled. */
export type SiteIdentity = z.output<typeof siteIdentitySchema>;
