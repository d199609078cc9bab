import { z } from "zod";

/** An address a campaign links to or loads a picture from: a full http(s) address, or a path of the site ("/menu"). */
const campaignAddressSchema = z
  .string()
  .trim()
  .min(1, "Enter an address.")
  .max(2000, "Keep the address under 2,000 characters.")
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    "Enter a full address starting with https:// or a path of the site such as /menu.",
  );

/** A paragraph or more of words; a blank line starts a new paragraph. */
const textBlockSchema = z.object({
  type: z.literal("text"),
  text: z.string().max(5000, "Keep a text block under 5,000 characters."),
});

/** A picture, as wide as the mail, with the words read out in its place. */
const imageBlockSchema = z.object({
  type: z.literal("image"),
  src: campaignAddressSchema,
  alt: z.string().max(300, "Keep the description under 300 characters."),
});

/** A button that opens an address. */
const buttonBlockSchema = z.object({
  type: z.literal("button"),
  label: z.string().trim().min(1, "Give the button a label.").max(80, "Keep the button's label under 80 characters."),
  url: campaignAddressSchema,
});

/** One block of a campaign: text, an image or a button, as the editor offers them. */
const campaignBlockSchema = z.discriminatedUnion("type", [textBlockSchema, imageBlockSchema, buttonBlockSchema]);

/** A campaign's blocks, in the order they are read. */
export const campaignBlocksSchema = z.array(campaignBlockSchema).max(50, "A campaign holds at most 50 blocks.");

/** One block of a campaign. */
export type CampaignBlock = z.output<typeof campaignBlockSchema>;

/** What a campaign's subject must be. */
export const campaignSubjectSchema = z.string().trim().min(1, "Give the campaign a subject.").max(200, "Keep the subject under 200 characters.");

/** What a campaign's preheader may be: the line mail programs show after the subject, or nothing. */
export const campaignPreheaderSchema = z.string().trim().max(150, "Keep the preheader under 150 characters.");
