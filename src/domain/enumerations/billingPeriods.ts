/** Units of a subscription plan's billing period (spec 1 §3). */
export const BILLING_PERIOD_UNIT = {
  WEEK: "week",
  MONTH: "month",
  YEAR: "year",
} as const;

/** A billing period unit. */
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNIT)[keyof typeof BILLING_PERIOD_UNIT];

/** numBillingCycles value meaning a subscription bills until cancelled (spec 1 §3). */
export const INDEFINITE_BILLING_CYCLES = 0;
