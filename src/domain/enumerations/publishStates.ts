import { createValueGuard } from "./lookup";

/** Publish states of a content item (spec 2 §3). */
export const PUBLISH_STATE = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

/** Name of a publish state, e.g. "NEEDS_REVIEW". */
export type PublishStateName = keyof typeof PUBLISH_STATE;
/** Numeric publish state code, e.g. 3. */
export type PublishState = (typeof PUBLISH_STATE)[PublishStateName];

/** Narrows an unknown value to a known publish state code. */
export const isPublishState = createValueGuard(PUBLISH_STATE);

/** Item visibility as the strings the API also uses for it (spec 2 §3). */
export const ITEM_VISIBILITY = {
  DRAFT: "draft",
  PUBLISHED: "published",
  NEEDS_REVIEW: "needs_review",
  SCHEDULED: "scheduled",
} as const;

/** An item visibility string, e.g. "needs_review". */
export type ItemVisibility = (typeof ITEM_VISIBILITY)[keyof typeof ITEM_VISIBILITY];

/** Content status labels shown to editors (spec 2 §4 "Content statuses in strings"). */
export const CONTENT_STATUS_LABEL = {
  SCHEDULED: "Scheduled",
  NEEDS_REVIEW: "Needs Review",
  DRAFT: "Draft",
  PRIVATE: "Private",
} as const;

/** A content status label, e.g. "Needs Review". */
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABEL)[keyof typeof CONTENT_STATUS_LABEL];
