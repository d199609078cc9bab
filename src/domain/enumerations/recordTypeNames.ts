/** Names used in addresses and templates for content record types (spec 2 §3). */
export const RECORD_TYPE_NAME = {
  AUDIO: "album-track",
  EVENT: "event-item",
  IMAGE: "gallery-image",
  PORTFOLIO_ITEM: "portfolio-item",
  TEXT: "blog-post",
  VIDEO: "gallery-video",
} as const;

/** A record type, e.g. "PORTFOLIO_ITEM". */
export type RecordType = keyof typeof RECORD_TYPE_NAME;
/** A record type name, e.g. "blog-post". */
export type RecordTypeName = (typeof RECORD_TYPE_NAME)[RecordType];
