/**
 * The class names and data attributes the server rendering of a form and its island agree on.
 * Browser-safe and free of React.
 */
export const FORM_DOM = {
  root: "tsr-form",
  form: "tsr-form__form",
  field: "tsr-form-field",
  fieldInvalid: "tsr-form-field--error",
  fieldError: "tsr-form-field__error",
  counter: "tsr-form-field__counter",
  counterOver: "tsr-form-field__counter--error",
  likertQuestion: "tsr-likert__question",
  problemAbove: "tsr-form__problem--above",
  problemBelow: "tsr-form__problem--below",
  message: "tsr-form__message",
  submit: "tsr-form__submit",
  captcha: "tsr-form__captcha",
  captchaStatus: "tsr-captcha__status",
  captchaWidget: "tsr-captcha__widget",
  definition: "tsr-form__definition",
  postSubmitTemplate: "tsr-form__post-submit-template",
  postSubmit: "tsr-form__post-submit",
  submitting: "tsr-form--submitting",
  newsletterSmall: "tsr-newsletter--small-container",
} as const;

/** The element id of a field's input (or first input), unique on the page even when a form appears twice. */
export function fieldElementId(blockId: string, fieldId: string): string {
  return `form-${blockId}-${fieldId}`;
}
