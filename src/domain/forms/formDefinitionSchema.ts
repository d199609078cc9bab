import { z } from "zod";
import { FORM_FIELD_TYPE } from "../enumerations/formFieldTypes";
import { isId } from "../ids";
import { isContentLink } from "../urlRules";
import { CAPTCHA_PROVIDER, type FormDefinition } from "./formDefinition";
import { isValidEmail } from "./fieldRules";
import { FORM_VALUE_LIMITS as L } from "./formValueLimits";
import { emailsMustBeFormattedAs, FORM_BUILDER_MESSAGES, linksMustBeFormattedAs, notValidPageUrl } from "../messages/formBuilderMessages";

/** The form builder's words for a notification address that is not one (spec 2 §5), with an example. */
const NOT_AN_EMAIL = `${FORM_BUILDER_MESSAGES.enterValidEmail}. ${emailsMustBeFormattedAs("name@example.com")}`;

/**
 * The form builder's words for a redirect that is neither a page of the site nor a web address
 * (spec 2 §5), with the two forms it takes; the value is quoted, so it reads as what was typed.
 */
function notARedirect(value: unknown): string {
  return `${notValidPageUrl(`“${String(value)}”`)}. ${linksMustBeFormattedAs("/thanks", "https://example.com/thanks")}`;
}

/** Field ids: a letter, then letters, digits, "_" or "-", at most 64 characters. */
const FIELD_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** Query parameter names a hidden field may read. */
const HIDDEN_KEY_PATTERN = /^[A-Za-z0-9_.~-]{1,100}$/;

const common = {
  id: z.string().regex(FIELD_ID_PATTERN, "must start with a letter and hold only letters, digits, _ and - (at most 64)."),
  title: z.string().max(L.titleMaxLength).default(""),
  description: z.string().max(L.descriptionMaxLength).default(""),
  required: z.boolean().default(false),
};
const placeholder = z.string().max(L.placeholderMaxLength).default("");
const options = z
  .array(z.string().trim().min(1, "must not be empty.").max(L.optionMaxLength))
  .min(1, "must have at least one option.")
  .max(L.maxOptionsPerField)
  .refine((list) => new Set(list).size === list.length, "must not repeat an option.");

const T = FORM_FIELD_TYPE;
const plainTypes = [T.TEXT, T.EMAIL, T.NUMBER, T.WEBSITE, T.PASSWORD, T.TWITTER] as const;

/** One field of a form, by type, as the form builder saves it and the owner form routes answer it. */
export const formFieldSchema = z.discriminatedUnion("type", [
  z.strictObject({ ...common, type: z.enum(plainTypes), placeholder }),
  z.strictObject({
    ...common,
    type: z.literal(T.TEXTAREA),
    placeholder,
    maxLength: z.number().int().min(1).max(L.textareaMaxLength).nullable().default(null),
  }),
  z.strictObject({ ...common, type: z.literal(T.CURRENCY), placeholder, currencySymbol: z.string().min(1).max(5).default("$") }),
  z.strictObject({ ...common, type: z.enum([T.DATE, T.TIME, T.NAME, T.ADDRESS]) }),
  z.strictObject({ ...common, type: z.literal(T.PHONE), showCountryCode: z.boolean().default(false) }),
  z.strictObject({ ...common, type: z.literal(T.SECTION), required: z.literal(false).default(false), underline: z.boolean().default(false) }),
  z.strictObject({ ...common, type: z.enum([T.RADIO, T.CHECKBOX, T.SELECT, T.LIKERT]), options }),
  z.strictObject({
    ...common,
    type: z.literal(T.HIDDEN),
    required: z.literal(false).default(false),
    key: z.string().regex(HIDDEN_KEY_PATTERN, "must be a query parameter name of letters, digits, _ . ~ or - (at most 100)."),
    value: z.string().max(L.lineMaxLength).default(""),
  }),
]);

const NEWSLETTER_FIELD_TYPES = new Set<string>([T.EMAIL, T.NAME, T.HIDDEN]);

function isRedirect(value: string): boolean {
  return value === "" || isContentLink(value) || /^https?:\/\/[^\s/]+/i.test(value);
}

/** The part of a form definition beside its id. */
const definitionFields = {
  name: z.string().trim().min(1, "must not be empty.").max(200),
  kind: z.enum(["form", "newsletter"]).default("form"),
  fields: z.array(formFieldSchema).max(L.maxFieldsPerForm),
  submitButtonText: z.string().trim().min(1, "must not be empty.").max(L.submitButtonTextMaxLength).default("Submit"),
  postSubmitMessage: z.string().max(L.postSubmitMaxLength).default("<p>Thank you!</p>"),
  postSubmitHtml: z.string().max(L.postSubmitMaxLength).default(""),
  successRedirect: z
    .string()
    .max(2000)
    .refine(isRedirect, { error: (issue) => notARedirect(issue.input) })
    .default(""),
  captcha: z.enum(["none", ...Object.values(CAPTCHA_PROVIDER)]).default("none"),
  saveSubmissions: z.boolean().default(true),
  notificationEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidEmail(v), NOT_AN_EMAIL)
    .default(""),
  storage: z
    .strictObject({ service: z.literal("mailchimp"), listId: z.string().trim().max(100).default(""), doubleOptIn: z.boolean().default(false) })
    .optional(),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
};

const formIdSchema = z.string().refine(isId, "must be 24 lowercase hex characters.");

/**
 * Field ids are unique; a newsletter form has exactly one required email field and otherwise only
 * a name and hidden fields; a form stored to MailChimp names its list and has an email field.
 */
function checkFields(
  form: { kind: string; fields: { id: string; type: string; required: boolean }[]; storage?: { listId: string } },
  context: z.RefinementCtx,
): void {
  if (form.storage && form.storage.listId === "") {
    context.addIssue({ code: "custom", path: ["storage", "listId"], message: FORM_BUILDER_MESSAGES.listMustBeSelected });
  }
  if (form.storage && !form.fields.some((field) => field.type === T.EMAIL)) {
    context.addIssue({ code: "custom", path: ["storage"], message: "A form whose sign-ups go to MailChimp needs an email field." });
  }
  const seen = new Set<string>();
  form.fields.forEach((field, index) => {
    if (seen.has(field.id)) context.addIssue({ code: "custom", path: ["fields", index, "id"], message: "is used by another field." });
    seen.add(field.id);
  });
  if (form.kind !== "newsletter") return;
  form.fields.forEach((field, index) => {
    if (!NEWSLETTER_FIELD_TYPES.has(field.type)) {
      context.addIssue({ code: "custom", path: ["fields", index, "type"], message: "a newsletter form holds only email, name and hidden fields." });
    }
  });
  const emails = form.fields.filter((field) => field.type === T.EMAIL);
  if (emails.length !== 1 || !emails[0]!.required) {
    context.addIssue({ code: "custom", path: ["fields"], message: "a newsletter form needs exactly one required email field." });
  }
}

/**
 * A form definition as the site file carries it. Defaults fill what is left out; unknown keys
 * are refused; field ids are unique; a newsletter form has exactly one required email field
 * and otherwise only a name and hidden fields; one stored to MailChimp names its list.
 */
export const formDefinitionSchema = z.strictObject({ id: formIdSchema, ...definitionFields }).superRefine(checkFields);

/**
 * A form definition as `PUT /api/config/forms/:formId` takes it: the same rules, with the id
 * left to the path (one sent in the body is replaced by the path's).
 */
export const formDefinitionBodySchema = z.strictObject({ id: formIdSchema.optional(), ...definitionFields }).superRefine(checkFields);

/** A form definition as parsed: defaults filled, timestamps optional. */
export type ParsedFormDefinition = Omit<FormDefinition, "createdAt" | "updatedAt"> & { createdAt?: string; updatedAt?: string };

/** Parses a form definition, or returns the first problem as a path and message. */
export function parseFormDefinition(value: unknown): { ok: true; form: ParsedFormDefinition } | { ok: false; path: PropertyKey[]; message: string } {
  const result = formDefinitionSchema.safeParse(value);
  if (result.success) return { ok: true, form: result.data };
  const issue = result.error.issues[0];
  return { ok: false, path: issue?.path ?? [], message: issue?.message ?? "is not valid." };
}
