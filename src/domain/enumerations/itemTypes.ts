/** Numeric codes of content item types that spec 2 §3 gives; the others are not shown. */
export const ITEM_TYPE = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  LESSON: 62,
} as const;

/** Name of an item type, e.g. "STORE_ITEM". */
export type ItemTypeName = keyof typeof ITEM_TYPE;
/** Numeric item type code, e.g. 11. */
export type ItemType = (typeof ITEM_TYPE)[ItemTypeName];
