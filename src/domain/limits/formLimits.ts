/** Form field limits (spec 1 §3, §5, §9). */
export const FORM_LIMITS = {
  emailMinLength: 3,
  emailMaxLength: 256,
  usZipCodeDigits: 5,
  /** A phone value read with this many parts gets an empty country part prepended. */
  phonePartsWithoutCountry: 3,
} as const;

/** Key codes that activate dialogs, video thumbnails and the donation button besides a click (spec 1 §9). */
export const KEY_CODE = {
  ENTER: 13,
  SPACE: 32,
} as const;
