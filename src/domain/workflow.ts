import { CONTENT_STATUS_LABEL, PUBLISH_STATE } from "./enumerations/publishStates";

/** Workflow labels an item's publish state is shown as (spec 1 §4). */
export const WORKFLOW_LABEL = {
  AVAILABLE: "Available",
  SCHEDULED: "Scheduled",
  HIDDEN: "Hidden",
  UNSUPPORTED: "Unsupported",
} as const;

/** A workflow label. */
export type WorkflowLabel = (typeof WORKFLOW_LABEL)[keyof typeof WORKFLOW_LABEL];

/** Label for a publish state: published is Available, scheduled is Scheduled, draft is Hidden, any other is Unsupported. */
export function workflowLabel(publishState: number): WorkflowLabel {
  switch (publishState) {
    case PUBLISH_STATE.PUBLISHED:
      return WORKFLOW_LABEL.AVAILABLE;
    case PUBLISH_STATE.SCHEDULED:
      return WORKFLOW_LABEL.SCHEDULED;
    case PUBLISH_STATE.DRAFT:
      return WORKFLOW_LABEL.HIDDEN;
    default:
      return WORKFLOW_LABEL.UNSUPPORTED;
  }
}

/**
 * The labels the page tree, the blog screen and the editor show a page's or post's state by: the
 * workflow labels, and the content statuses Needs Review and Private (spec 2 §4) for the two
 * states the workflow labels call Unsupported.
 */
export const STATE_LABEL = {
  ...WORKFLOW_LABEL,
  NEEDS_REVIEW: CONTENT_STATUS_LABEL.NEEDS_REVIEW,
  PRIVATE: CONTENT_STATUS_LABEL.PRIVATE,
} as const;

/** A state label. */
type StateLabel = (typeof STATE_LABEL)[keyof typeof STATE_LABEL];

/** Label for a publish state as editors read it: Needs Review and Private by name, the rest as workflowLabel says. */
export function stateLabel(publishState: number): StateLabel {
  if (publishState === PUBLISH_STATE.NEEDS_REVIEW) return STATE_LABEL.NEEDS_REVIEW;
  if (publishState === PUBLISH_STATE.PRIVATE) return STATE_LABEL.PRIVATE;
  return workflowLabel(publishState);
}
