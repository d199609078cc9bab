const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 86_400;
/** Tessera counts a cookie "year" as 365 days. */
const DAYS_PER_YEAR = 365;

/** Lifetimes of the visitor runtime's cookies (spec 1 §9), in the spec's units and as Max-Age seconds. */
export const COOKIE_LIMITS = {
  visitorId: { lifetimeYears: 2, maxAgeSeconds: 2 * DAYS_PER_YEAR * SECONDS_PER_DAY },
  visit: { lifetimeMinutes: 30, maxAgeSeconds: 30 * SECONDS_PER_MINUTE },
  consent: { lifetimeDays: 30, maxAgeSeconds: 30 * SECONDS_PER_DAY },
  cookieBannerVersion: 2,
} as const;

/** Browser error reporter limits (spec 1 §8, §9). */
export const ERROR_REPORTER_LIMITS = {
  maxReportsPerPage: 20,
  maxQueuedReports: 10,
  /** Stacks longer than this are cut, with a truncation note. */
  maxStackLength: 5000,
  sendDebounceMs: 1000,
} as const;

/** Popup overlay settings values with a special meaning (spec 1 §3). */
export const POPUP_OVERLAY_LIMITS = {
  /** displayFrequency value meaning "never show again". */
  neverShowAgainFrequency: -1,
} as const;
