import { CAPTCHA_FRAME_ORIGINS } from "./captcha/captchaFrameOrigins";
import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { isId } from "../../domain/ids";
import type { BlockSchemaDefinition } from "../types";

const settings = z.strictObject({
  formId: z.string().refine(isId, "must name one of the site's forms."),
});

/** Settings of a form block: which of the site's forms it shows. */
export type FormBlockSettings = z.infer<typeof settings>;

/**
 * A form of the site, shown where the block is placed (spec 1 §3-§5, spec 2 §3). The form's
 * fields, button, message and captcha come from its definition, so one form can sit on
 * several pages and its submissions stay together.
 */
export const formSchema: BlockSchemaDefinition<FormBlockSettings> = {
  type: "form",
  code: BLOCK_TYPE.form,
  label: "Form",
  description: "A contact form, survey or order request; submissions arrive in your inbox and the form's list.",
  category: "forms",
  schema: settings,
  example: { formId: "000000000000000000000000" },
  island: "form",
  frameSources: () => CAPTCHA_FRAME_ORIGINS,
};
