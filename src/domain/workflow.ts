import { PUBLISH_STATE } from "./enumerations/publishStates";

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
