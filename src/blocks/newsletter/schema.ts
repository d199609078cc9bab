import { CAPTCHA_FRAME_ORIGINS } from "../form/captcha/captchaFrameOrigins";
import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { isId } from "../../domain/ids";
import type { BlockSchemaDefinition } from "../types";

const settings = z.strictObject({
  formId: z.string().refine(isId, "must name one of the site's newsletter forms."),
  title: z.string().max(200).default("Subscribe"),
  description: z.string().max(1000).default("Sign up to receive news and updates."),
});

/** Settings of a newsletter block: its newsletter form, heading and short pitch. */
export type NewsletterBlockSettings = z.infer<typeof settings>;

/**
 * A newsletter sign-up: an email field and optionally a name, from one of the site's
 * newsletter forms. Signing up adds the visitor to the site's subscribers once per address.
 */
export const newsletterSchema: BlockSchemaDefinition<NewsletterBlockSettings> = {
  type: "newsletter",
  code: BLOCK_TYPE.newsletter,
  label: "Newsletter",
  description: "Collect email addresses for your newsletter.",
  category: "forms",
  schema: settings,
  example: { formId: "000000000000000000000000", title: "Subscribe", description: "Sign up to receive news and updates." },
  island: "newsletter",
  frameSources: () => CAPTCHA_FRAME_ORIGINS,
  editorHints: { newsletterForm: true },
};
