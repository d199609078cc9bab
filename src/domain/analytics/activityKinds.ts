/**
 * The kinds of what the visitor runtime records beyond page views, each listed on the analytics
 * screen, exported as CSV and kept for the days of its own retention setting.
 */
export const ACTIVITY_KINDS = ["landings", "events", "traces", "network-errors", "overlay"] as const;

/** One kind of recorded activity. */
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What the analytics screen calls each kind. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  landings: "Marketing landings",
  events: "Events",
  traces: "Traces",
  "network-errors": "Failed loads",
  overlay: "Popup views and sign-ups",
};

/** The general setting that says how many days each kind is kept. */
export const ACTIVITY_RETENTION_SETTING = {
  landings: "landingsKeptDays",
  events: "eventsKeptDays",
  traces: "tracesKeptDays",
  "network-errors": "networkErrorsKeptDays",
  overlay: "overlayKeptDays",
} as const satisfies Record<ActivityKind, string>;

/** Days a kind is kept on a site that never changed its setting. */
export const DEFAULT_ACTIVITY_KEPT_DAYS = 180;
/** Most days an owner may keep a kind. */
export const MAX_ACTIVITY_KEPT_DAYS = 730;
