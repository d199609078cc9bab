/** Fixed form-builder validation messages (spec 2 §5). */
export const FORM_BUILDER_MESSAGES = {
  enterValidEmail: "Please enter a valid email",
  listMustBeSelected: "A List must be selected",
  enterFileName: "Please enter a file name",
  /** Shown when a rating is required and none was given. */
  selectStarRating: "Please select a star rating",
} as const;

/** Tells the editor how emails must be written, with an example address. */
export function emailsMustBeFormattedAs(email: string): string {
  return `Emails must be formatted as ${email}`;
}

/** Tells the editor how links must be written, with two example forms. */
export function linksMustBeFormattedAs(firstHost: string, secondHost: string): string {
  return `Links must be formatted as ${firstHost} or ${secondHost}`;
}

/** Refuses a value that is not a page URL. */
export function notValidPageUrl(value: string): string {
  return `${value} is not a valid page URL`;
}

/** Refuses a value outside a field's options. */
export function notExpectedOption(value: string): string {
  return `${value} is not one of the expected options`;
}

/**
 * Refuses a file of an unsupported type. As in the spec, no space precedes "file":
 * pass fileTypeMessage with a trailing space (e.g. "image ") or empty.
 */
export function fileNotSupported(fileName: string, fileTypeMessage: string): string {
  return `The file ${fileName} does not appear to be a supported ${fileTypeMessage}file.`;
}

/** Refuses a file above the size limit; maxSize is already formatted, e.g. "20 MB". */
export function fileTooLarge(fileName: string, maxSize: string): string {
  return `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`;
}

/** Chart data messages. rowsMissingData is the spec's; the others are Tessera's wording for rules the spec states without text. */
export const CHART_DATA_MESSAGES = {
  rowsMissingData: "One or more rows was missing data",
  needsColumnAndRow: "A chart needs at least one column and one row.",
} as const;

/** Tessera's wording for the notice that chart rows past maxRows were dropped. */
export function chartRowsTruncated(maxRows: number): string {
  return `Only the first ${maxRows} rows are shown.`;
}

/** Tessera's wording for the notice that chart columns past maxColumns were dropped. */
export function chartColumnsTruncated(maxColumns: number): string {
  return `Only the first ${maxColumns} columns are shown.`;
}

/** Refuses a tag or category that already exists; tagType is e.g. "tag" or "category". */
export function tagAlreadyExists(tagType: string): string {
  return `This ${tagType} already exists`;
}

/** Refuses a second simultaneous tag or category edit. */
export function editOneTagAtATime(tagType: string): string {
  return `You may only edit one ${tagType} at a time`;
}
