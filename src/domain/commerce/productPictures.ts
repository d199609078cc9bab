import { z } from "zod";

/** Most pictures one product may have (Tessera's limit). */
export const MAX_PRODUCT_PICTURES = 12;
/** Longest link of one picture, as for the product's imageUrl. */
const MAX_PICTURE_LINK = 500;
/** Longest description (alt text) of one picture. */
export const MAX_PICTURE_ALT = 300;

/** Whether a picture link is one a product may show: an uploaded file or other path on this site, or an https address. */
function isPictureLink(url: string): boolean {
  return (url.startsWith("/") && !url.startsWith("//")) || url.startsWith("https://");
}

/** One picture of a product: its link and the words that describe it to those who cannot see it. */
const productPictureSchema = z.strictObject({
  url: z.string(),
  alt: z.string().default(""),
});

/** One stored picture of a product. */
export type ProductPicture = z.output<typeof productPictureSchema>;

/**
 * A product's pictures in the order the product page shows them, the main one first; each
 * refusal names the picture by its place ("Picture 2's description can be at most 300 characters.").
 */
export const productPicturesSchema = z
  .array(productPictureSchema)
  .max(MAX_PRODUCT_PICTURES, `A product can have at most ${MAX_PRODUCT_PICTURES} pictures.`)
  .default([])
  .superRefine((pictures, context) => {
    for (const [index, picture] of pictures.entries()) {
      const name = `Picture ${index + 1}`;
      if (picture.url.length > MAX_PICTURE_LINK)
        context.addIssue({ code: "custom", path: [index, "url"], message: `${name}'s link can be at most ${MAX_PICTURE_LINK} characters.` });
      else if (!isPictureLink(picture.url))
        context.addIssue({
          code: "custom",
          path: [index, "url"],
          message: `${name} must be a file from the media library, a path on this site or an https:// address.`,
        });
      if (picture.alt.length > MAX_PICTURE_ALT)
        context.addIssue({ code: "custom", path: [index, "alt"], message: `${name}'s description can be at most ${MAX_PICTURE_ALT} characters.` });
    }
  });

/** Reads the stored pictures column; a value that is not a valid list is no pictures. */
export function picturesFromJson(json: string): ProductPicture[] {
  const parsed = productPicturesSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

/**
 * The pictures a product keeps from what an owner (or an older site file) wrote: the list when
 * given, else the single imageUrl as the only picture. The first picture's url stays the
 * product's imageUrl, which the shop list, quick view, cart and mails read.
 */
export function picturesOfInput(input: { imageUrl: string; pictures: ProductPicture[] }): { imageUrl: string; pictures: ProductPicture[] } {
  if (input.pictures.length > 0) return { imageUrl: input.pictures[0]!.url, pictures: input.pictures };
  return { imageUrl: input.imageUrl, pictures: input.imageUrl ? [{ url: input.imageUrl, alt: "" }] : [] };
}
