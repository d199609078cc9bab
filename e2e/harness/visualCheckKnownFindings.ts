/** Which of the visual check's journeys a finding comes from. */
export type VisualCheckPart = "blocks" | "sites" | "config";

/** A finding the visual check knows about: a defect being fixed on its own, not yet fixed here. */
export interface KnownFinding {
  part: VisualCheckPart;
  /** Matches the finding's text (page, width, rule and element). */
  pattern: RegExp;
  /** The defect it is, in words. */
  defect: string;
}

/**
 * The findings the visual check lets pass while their defects are being fixed. The check fails
 * on any finding not listed here, and on any entry that no longer matches a finding: when a defect
 * is fixed, its entry goes.
 */
export const KNOWN_FINDINGS: readonly KnownFinding[] = [];
