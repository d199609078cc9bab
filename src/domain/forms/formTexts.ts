/**
 * Tessera's own wording for form rules the spec states without text (the spec's messages live
 * in domain/messages/formMessages.ts and are used as they are).
 */
export const FORM_TEXTS = {
  /** The example address in "Email is not valid. Email addresses should follow the format {email}." */
  emailExample: "email@example.com",
  /** The first, empty entry of a drop-down list. */
  selectPrompt: "Select an option",
  notANumber: "Enter a number, for example 12 or 12.50.",
  invalidDate: "Enter a real date as month, day and a four-digit year.",
  invalidTime: "Enter a time as hour (1-12) and minute (0-59).",
  invalidPhone: "Use digits only in each part of the phone number.",
  invalidWebsite: "Enter a web address such as example.com.",
  invalidTwitter: "Enter a Twitter handle of letters, digits and underscores.",
  /** Shown when a form refers to a captcha provider whose token the server refused. */
  captchaRefused: "The CAPTCHA could not be verified. Please complete it again.",
  /** The built-in captcha while it works. */
  captchaWorking: "Checking that you are a person\u2026",
  /** The built-in captcha once its proof of work is done. */
  captchaDone: "Verified: you can send the form.",
  /** The built-in captcha before it starts. */
  captchaIdle: "This form checks that you are a person before sending.",
  /** Shown where a third-party captcha should be when its script did not load. */
  captchaLoadFailed: "The CAPTCHA could not be loaded. Please check your connection and reload the page.",
  /** Shown by the server HTML when scripts are off, since sending needs them. */
  needsScript: "Sending this form needs JavaScript. Please turn it on and reload the page.",
} as const;

/** The message for a required field left empty. */
export function fieldRequired(title: string): string {
  return `${title.trim() || "This field"} is required.`;
}
