/** The spec's upgrade paths (spec 2), under /config/: the trial upgrade and the website plan. */
export const PLAN_PATHS = {
  upgrade: "settings/billing/upgrade",
  plan: "settings/billing/subscriptions/website",
} as const;
