/**
 * Tessera's limits on form definitions and submitted values (the spec gives only the email
 * length and the textarea's own maxLength). The browser and the server both enforce them.
 */
export const FORM_VALUE_LIMITS = {
  maxFieldsPerForm: 100,
  maxOptionsPerField: 100,
  optionMaxLength: 300,
  titleMaxLength: 300,
  descriptionMaxLength: 2000,
  placeholderMaxLength: 300,
  /** Characters of a one-line field's value (text, number, website, hidden, ...). */
  lineMaxLength: 1000,
  /** Characters of a textarea's value when it sets no maxLength, and the largest maxLength it may set. */
  textareaMaxLength: 20_000,
  submitButtonTextMaxLength: 100,
  postSubmitMaxLength: 100_000,
} as const;
