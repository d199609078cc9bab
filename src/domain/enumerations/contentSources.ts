/** Codes telling whether a form was submitted from an item page or a collection page (spec 1 §3). */
export const CONTENT_SOURCE = {
  ITEM: "i",
  COLLECTION: "c",
} as const;

/** A content source code, "i" or "c". */
export type ContentSource = (typeof CONTENT_SOURCE)[keyof typeof CONTENT_SOURCE];
