import { z } from "zod";
import { isId } from "../../../domain/ids";
import type { CensusPayload, PageFields } from "../../../browser/census/censusPayload";

const text = (max: number) => z.string().max(max);
const size = z.number().int().min(0).max(100_000);

/** The census fields (spec 1 §7), exactly the keys the browser's censusPayload() sends; a stored submission keeps those given. */
export const censusShape = {
  visitorCookie: text(500),
  pageId: text(100),
  collectionId: text(100),
  itemId: text(100),
  pageType: z.number().int().min(0).max(100_000),
  pagePath: text(2000),
  pageTitle: text(1000),
  userAgent: text(1000),
  clientDate: z.number().int().min(0),
  viewportWidth: size,
  viewportHeight: size,
  screenWidth: size,
  screenHeight: size,
  websiteId: text(100),
  templateId: text(200),
  website_locale: text(50),
} satisfies Record<keyof CensusPayload, z.ZodType>;

/** The page fields (spec 1 §3), exactly the keys the browser's pageFields() sends. */
const pageShape = {
  pageTitle: text(1000),
  pageId: text(100),
  contentSource: z.enum(["i", "c"]),
  pagePath: text(2000).refine((path) => path.startsWith("/"), "must be a path."),
  pagePermissionTypeValue: z.union([z.literal(1), z.literal(2)]),
} satisfies Record<keyof PageFields, z.ZodType>;

/**
 * The JSON body of SaveFormSubmission (spec 1 §3, §7): the key, the form, its values as a JSON
 * string of field id to value, the captcha answer when the form has a captcha, and the page
 * and census fields. Unknown keys are refused; page and census fields may be left out by
 * other clients and then count as empty.
 */
export const submissionPayloadSchema = z
  .strictObject({
    ...censusShape,
    ...pageShape,
    key: text(500),
    formId: z.string().refine(isId, "must be a form id."),
    collectionId: text(100),
    objectName: text(200),
    isOverlayForm: z.boolean(),
    submitButtonText: text(200),
    form: z.string(),
    captchaKey: text(10_000).optional(),
  })
  .partial()
  .required({ key: true, formId: true, form: true });

/** A parsed SaveFormSubmission body. */
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;

/** The census fields of a payload, for storage. */
export function censusFieldsOf(payload: SubmissionPayload): Partial<CensusPayload> {
  const census: Record<string, unknown> = {};
  for (const key of Object.keys(censusShape)) if (payload[key as keyof SubmissionPayload] !== undefined) census[key] = payload[key as keyof SubmissionPayload];
  return census as Partial<CensusPayload>;
}
