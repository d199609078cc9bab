/** Messages a visitor sees while submitting a site form (spec 1 §4, §5, §8), worded exactly as the spec gives them. */
export const FORM_MESSAGES = {
  processingError: "Error processing form submission. Please reload and try again.",
  unknownError: "Unknown error, please try again later.",
  captchaIncomplete: "Complete CAPTCHA before submitting.",
  submissionKeyUnavailable: "Could not get a form submission key, please try again later.",
  fieldsUnparsable: "Could not parse the form fields, please check your entries.",
  /** Shown above the form when fields have errors. */
  problemScrollDown: "Your form has encountered a problem. Please scroll down to review.",
  /** Shown below the form when fields have errors. */
  problemScrollUp: "Your form has encountered a problem. Please scroll up to review.",
  invalidFields: "One or more fields is invalid, please check your entries.",
  characterLimitExceeded: "You have exceeded the character limit.",
  /** In-progress text of the submit control; ends with the single ellipsis character U+2026. */
  submitting: "Submitting\u2026",
  recaptchaNotSetUp: "ReCaptcha has not been set up!",
  documentDestroyed: "Document was destroyed",
} as const;

/** Form submission failures by HTTP status (spec 1 §8); texts for other statuses are not in the spec. */
export const FORM_STATUS_MESSAGES = {
  401: "Unable to submit form. Please try again later.",
  404: "This form has not been configured yet.",
  429: "Unable to submit form. Submission rate limit exceeded. Please try again later.",
  500: "Unable to send form. Please try again later.",
} as const;

/** The message for a failed submission's HTTP status, or undefined for a status the spec gives no text for. */
export function formStatusMessage(status: number): string | undefined {
  return Object.hasOwn(FORM_STATUS_MESSAGES, status) ? FORM_STATUS_MESSAGES[status as keyof typeof FORM_STATUS_MESSAGES] : undefined;
}

/** The invalid-email message, with an example of the expected format filled in. */
export function emailNotValid(email: string): string {
  return `Email is not valid. Email addresses should follow the format ${email}.`;
}
