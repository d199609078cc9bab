import { z } from "zod";

/** The units a billing period is counted in (spec 1 §3). */
export const BILLING_UNITS = ["week", "month", "year"] as const;
/** A billing period's unit. */
export type BillingUnit = (typeof BILLING_UNITS)[number];
/** A billing unit's name in the owner's fields. */
export const BILLING_UNIT_LABELS: Record<BillingUnit, string> = { week: "Weeks", month: "Months", year: "Years" };

/** Most units one billing period may span, and most billing cycles a plan may have (Tessera's limits). */
const SUBSCRIPTION_LIMITS = { maxPeriodValue: 52, maxBillingCycles: 520 } as const;

/** What the product editor and the server say of a plan's fields. */
export const SUBSCRIPTION_PLAN_MESSAGES = {
  periodValue: `Bill every 1 to ${SUBSCRIPTION_LIMITS.maxPeriodValue} weeks, months or years.`,
  billingCycles: `The number of payments must be a whole number from 0 (until cancelled) to ${SUBSCRIPTION_LIMITS.maxBillingCycles}.`,
  giftCard: "A gift card cannot be a subscription.",
} as const;

/**
 * A product's subscription plan (spec 1 §3): billingPeriod { value, unit week, month or year }
 * and numBillingCycles, 0 meaning it renews until cancelled. One schema for the product editor,
 * the owner API and the site file.
 */
export const subscriptionPlanSchema = z.strictObject({
  billingPeriod: z.strictObject({
    value: z
      .number()
      .int(SUBSCRIPTION_PLAN_MESSAGES.periodValue)
      .min(1, SUBSCRIPTION_PLAN_MESSAGES.periodValue)
      .max(SUBSCRIPTION_LIMITS.maxPeriodValue, SUBSCRIPTION_PLAN_MESSAGES.periodValue),
    unit: z.enum(BILLING_UNITS),
  }),
  numBillingCycles: z
    .number()
    .int(SUBSCRIPTION_PLAN_MESSAGES.billingCycles)
    .min(0, SUBSCRIPTION_PLAN_MESSAGES.billingCycles)
    .max(SUBSCRIPTION_LIMITS.maxBillingCycles, SUBSCRIPTION_PLAN_MESSAGES.billingCycles),
});

/** A product's subscription plan. */
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** A stored plan read back; anything unreadable reads as no plan. */
export function subscriptionPlanOfJson(json: string | null | undefined): SubscriptionPlan | null {
  if (!json) return null;
  const parsed = subscriptionPlanSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

function addMonthsClamped(start: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/**
 * When period `n` (1 the first) of a plan begins, counted from the first period's start so
 * periods never drift: a subscription started on 31 January renews on 28 (or 29) February,
 * then on 31 March.
 */
export function periodStart(startedAt: Date, period: { value: number; unit: BillingUnit }, n: number): Date {
  const steps = (n - 1) * period.value;
  if (period.unit === "week") return new Date(startedAt.getTime() + steps * 7 * 86_400_000);
  return addMonthsClamped(startedAt, period.unit === "month" ? steps : steps * 12);
}

/** A subscription's states (the owner's screen and the account page show their labels). */
export const SUBSCRIPTION_STATUS = {
  ACTIVE: "active",
  PAUSED: "paused",
  PAST_DUE: "past_due",
  CANCELLED: "cancelled",
  COMPLETED: "completed",
} as const;

/** A subscription's state in the buyer's and the owner's words. */
export const SUBSCRIPTION_STATUS_LABEL: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  past_due: "Past due",
  cancelled: "Cancelled",
  completed: "Completed",
};
