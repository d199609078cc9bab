import { filledIn } from "../translations/filledIn";
import type { BillingUnit } from "./subscriptionPlan";

// A recurring price's words and text, apart from the plans' schemas so pages' scripts and the
// store's words that show them load no schema library.

/** What a recurring price is written from: how often it is paid and how many times (0: until cancelled). */
export interface RecurringPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  numBillingCycles: number;
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
export function recurringPriceText(price: string, plan: RecurringPlan, words: RecurringPriceWords = RECURRING_PRICE_WORDS): string {
  const { value, unit } = plan.billingPeriod;
  const unitWords = words.units[unit];
  const period = value === 1 ? unitWords.every : filledIn(unitWords.many, { count: String(value) });
  if (plan.numBillingCycles === 0) return filledIn(words.every, { price, period });
  const total = value * plan.numBillingCycles;
  const duration = total === 1 ? unitWords.one : filledIn(unitWords.many, { count: String(total) });
  return filledIn(words.everyFor, { price, period, duration });
}

/** An amount as a page shows it: with its recurring price words when it is paid again and again (`plan`), else the amount alone. */
export function pricedInWords(amount: string, plan: RecurringPlan | null, words: RecurringPriceWords = RECURRING_PRICE_WORDS): string {
  return plan ? recurringPriceText(amount, plan, words) : amount;
}
