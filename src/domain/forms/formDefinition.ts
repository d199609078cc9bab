import type { FormFieldType } from "../enumerations/formFieldTypes";

/** How a form proves its visitor is a person: Tessera's own proof of work or a third-party provider. */
export const CAPTCHA_PROVIDER = {
  BUILTIN: "builtin",
  RECAPTCHA: "recaptcha",
  HCAPTCHA: "hcaptcha",
  TURNSTILE: "turnstile",
} as const;

/** A captcha provider name. */
export type CaptchaProvider = (typeof CAPTCHA_PROVIDER)[keyof typeof CAPTCHA_PROVIDER];

/** The providers that need a site key and secret from the site's captcha settings. */
export const THIRD_PARTY_CAPTCHA_PROVIDERS: readonly CaptchaProvider[] = [CAPTCHA_PROVIDER.RECAPTCHA, CAPTCHA_PROVIDER.HCAPTCHA, CAPTCHA_PROVIDER.TURNSTILE];

/** A form's captcha: none, or one provider. */
export type FormCaptcha = "none" | CaptchaProvider;

/** What a form does with its submissions: a general form stores them, a newsletter form adds subscribers. */
type FormKind = "form" | "newsletter";

/** What every field definition carries (spec 2 §3: most have description, placeholder and required). */
interface FieldBase<T extends FormFieldType> {
  /** Unique in its form; the key of the field's value in a submission. */
  id: string;
  type: T;
  /** The field's label. */
  title: string;
  description: string;
  required: boolean;
}

/** A one-line field with a placeholder. */
export interface PlainField extends FieldBase<"text" | "email" | "number" | "website" | "password" | "twitter"> {
  placeholder: string;
}

/** A multi-line field; maxLength (when set) shows a "count / limit" counter. */
export interface TextareaField extends FieldBase<"textarea"> {
  placeholder: string;
  maxLength: number | null;
}

/** An amount with its currency symbol shown before the input. */
export interface CurrencyField extends FieldBase<"currency"> {
  placeholder: string;
  currencySymbol: string;
}

/** A field made of several inputs read as a list (spec 1 §3). */
export type CompositeField = FieldBase<"date" | "time" | "name" | "address">;

/** A phone number in three parts, with an optional country code input. */
export interface PhoneField extends FieldBase<"phone"> {
  showCountryCode: boolean;
}

/** A heading that divides a form; it holds no value. */
interface SectionField extends FieldBase<"section"> {
  required: false;
  underline: boolean;
}

/** A choice among options: one (radio, select) or several (checkbox). */
export interface ChoiceField extends FieldBase<"radio" | "checkbox" | "select"> {
  options: string[];
}

/** Statements each rated on the five-step agreement scale; options are the statements. */
export interface LikertField extends FieldBase<"likert"> {
  options: string[];
}

/** A value sent with every submission: the page's query parameter named key, else value. */
interface HiddenField extends FieldBase<"hidden"> {
  required: false;
  key: string;
  value: string;
}

/** One field of a form, by type. */
export type FormField = PlainField | TextareaField | CurrencyField | CompositeField | PhoneField | SectionField | ChoiceField | LikertField | HiddenField;

/**
 * A form as a site keeps it: its fields, what the visitor sees after sending, and where
 * submissions go. Form blocks and newsletter blocks refer to one by id.
 */
export interface FormDefinition {
  id: string;
  name: string;
  kind: FormKind;
  fields: FormField[];
  submitButtonText: string;
  /** Rich text shown after a successful submission (cleaned of scripts). */
  postSubmitMessage: string;
  /** The owner's own HTML shown instead of the message when set; its scripts run. */
  postSubmitHtml: string;
  /** Where the page goes after a successful submission: a site path or an http(s) URL, or "". */
  successRedirect: string;
  captcha: FormCaptcha;
  /** Keep each submission for the owner to read and download. */
  saveSubmissions: boolean;
  /** Where a notification of each submission is mailed, or "" for none. */
  notificationEmail: string;
  /** Absent: sign-ups stay in Tessera only; set: each is also added to a MailChimp list. */
  storage?: FormStorage;
  createdAt: string;
  updatedAt: string;
}

/** Where a form's sign-ups go besides Tessera: a list of the site's connected MailChimp account. */
export interface FormStorage {
  service: "mailchimp";
  /** The MailChimp list (audience) each sign-up is added to. */
  listId: string;
  /** Add each address as "pending", so MailChimp mails it to confirm, instead of "subscribed". */
  doubleOptIn: boolean;
}

/** A value read from one field: a single input, a list of inputs, or a likert map of statement to answer. */
export type FormValue = string | string[] | Record<string, string>;

/** A submission's values keyed by field id. */
export type FormValues = Record<string, FormValue>;
