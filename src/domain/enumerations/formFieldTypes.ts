/** Field types of the form builder, in the order of spec 2 §3. */
export const FORM_FIELD_TYPE = {
  TEXT: "text",
  TEXTAREA: "textarea",
  EMAIL: "email",
  CURRENCY: "currency",
  NUMBER: "number",
  WEBSITE: "website",
  PASSWORD: "password",
  TWITTER: "twitter",
  DATE: "date",
  TIME: "time",
  NAME: "name",
  ADDRESS: "address",
  PHONE: "phone",
  SECTION: "section",
  RADIO: "radio",
  CHECKBOX: "checkbox",
  SELECT: "select",
  LIKERT: "likert",
  HIDDEN: "hidden",
} as const;

/** A form-builder field type, e.g. "likert". */
export type FormFieldType = (typeof FORM_FIELD_TYPE)[keyof typeof FORM_FIELD_TYPE];

/** Field types whose definition carries a list of options. */
export const FORM_FIELD_TYPES_WITH_OPTIONS: readonly FormFieldType[] = [
  FORM_FIELD_TYPE.RADIO,
  FORM_FIELD_TYPE.CHECKBOX,
  FORM_FIELD_TYPE.SELECT,
  FORM_FIELD_TYPE.LIKERT,
];

/** Tells whether a field type takes options, so the editor shows the options list for it. */
export function fieldTypeTakesOptions(type: FormFieldType): boolean {
  return FORM_FIELD_TYPES_WITH_OPTIONS.includes(type);
}

/** Answer values of a likert question with their labels (spec 1 §3), from strongest disagreement up. */
export const LIKERT_SCALE = [
  { value: -2, label: "Strongly Disagree" },
  { value: -1, label: "Disagree" },
  { value: 0, label: "Neutral" },
  { value: 1, label: "Agree" },
  { value: 2, label: "Strongly Agree" },
] as const;

/** A likert answer value, -2 to 2. */
export type LikertValue = (typeof LIKERT_SCALE)[number]["value"];

/** Label of a likert answer value, or undefined for a value off the scale. */
export function likertLabel(value: number): string | undefined {
  return LIKERT_SCALE.find((step) => step.value === value)?.label;
}
