import { z } from "zod";
import { filledIn } from "../translations/filledIn";

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

/** The words of a recurring price: "{price} every {period}" and "… for {duration}", and each unit's period ("month", "{count} months") and one unit's duration ("1 month"). */
export interface RecurringPriceWords {
  every: string;
  everyFor: string;
  units: Record<BillingUnit, { every: string; many: string; one: string }>;
}

/** The recurring price words in the primary language. */
export const RECURRING_PRICE_WORDS: RecurringPriceWords = {
  every: "{price} every {period}",
  everyFor: "{price} every {period} for {duration}",
  units: {
    week: { every: "week", many: "{count} weeks", one: "1 week" },
    month: { every: "month", many: "{count} months", one: "1 month" },
    year: { every: "year", many: "{count} years", one: "1 year" },
  },
};

/**
 * The recurring price words for weekly, monthly and yearly billing with an optional duration
 * (spec 2): "$12.00 every month", "$12.00 every 2 weeks", "$12.00 every month for 6 months",
 * "$90.00 every year for 3 years". A plan of one payment says "for 1 month". A page in another
 * language gives its own words.
 */
export function recurringPriceText(price: string, plan: SubscriptionPlan, words: RecurringPriceWords = RECURRING_PRICE_WORDS): string {
  const { value, unit } = plan.billingPeriod;
  const unitWords = words.units[unit];
  const period = value === 1 ? unitWords.every : filledIn(unitWords.many, { count: String(value) });
  if (plan.numBillingCycles === 0) return filledIn(words.every, { price, period });
  const total = value * plan.numBillingCycles;
  const duration = total === 1 ? unitWords.one : filledIn(unitWords.many, { count: String(total) });
  return filledIn(words.everyFor, { price, period, duration });
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
