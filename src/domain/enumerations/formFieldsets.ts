/** Fieldsets (tabs) of the form model in the editor (spec 2 §3). */
export const FORM_FIELDSET = {
  BUILD: 1,
  STORAGE: 2,
  ADVANCED: 3,
  CAPTCHA: 4,
  DISCLAIMER: 5,
} as const;

/** Numeric form fieldset code. */
export type FormFieldset = (typeof FORM_FIELDSET)[keyof typeof FORM_FIELDSET];
