import type { BillingUnit } from "./subscriptionPlan";

/** A price's billing period and number of payments, as the member pricing block keeps them since migration 1370. */
export interface PricePeriod {
  billingPeriod: { value: number; unit: BillingUnit } | null;
  numBillingCycles: number;
}

/**
 * What a price's free-text period says: the period it reads, or which part of the words cannot be
 * read ("period" before any "for", "duration" after it) with the period migration 1370 gave such
 * words (every month for an unread period; the period until cancelled for an unread duration).
 */
export type PricePeriodReading = { read: PricePeriod } | { unreadable: "period" | "duration"; fallback: PricePeriod };

/** Words owners typed for a unit, and the periods of a few words that name a count too. */
const UNIT_WORDS: Record<string, BillingUnit> = {
  week: "week",
  weeks: "week",
  weekly: "week",
  wk: "week",
  month: "month",
  months: "month",
  monthly: "month",
  mo: "month",
  mth: "month",
  year: "year",
  years: "year",
  yearly: "year",
  yr: "year",
  annual: "year",
  annually: "year",
  annum: "year",
};
const COUNTED_WORDS: Record<string, { value: number; unit: BillingUnit }> = {
  fortnight: { value: 2, unit: "week" },
  fortnightly: { value: 2, unit: "week" },
  biweekly: { value: 2, unit: "week" },
  quarter: { value: 3, unit: "month" },
  quarterly: { value: 3, unit: "month" },
};
/** Longest period and most payments the subscriptions' schema allows. */
const LIMITS = { maxValue: 52, maxCycles: 520 } as const;
/** What words nobody can read become: every month, until cancelled. */
const EVERY_MONTH: PricePeriod = { billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 0 };

/** "2 weeks", "month", "quarterly" as a period, or null. */
function periodOf(words: string): { value: number; unit: BillingUnit } | null {
  const match = /^(?:(?:per|every|each|a|an)\s+|\/\s*)?(\d+)?\s*([a-z]+)$/.exec(words.trim());
  if (!match) return null;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const counted = COUNTED_WORDS[match[2]!];
  if (counted) return count === 1 ? counted : null;
  const unit = UNIT_WORDS[match[2]!];
  return unit && count >= 1 && count <= LIMITS.maxValue ? { value: count, unit } : null;
}

/**
 * Reads a price's free-text period: "per month", "/mo", "monthly", "every 2 weeks", "per year",
 * "annually", "quarterly"; "for N units" after it gives the number of payments when it is a whole
 * number of periods. An empty text is a price paid once.
 */
export function readPricePeriodWords(text: string): PricePeriodReading {
  const words = text.trim().toLowerCase().replace(/\.$/, "");
  if (words === "") return { read: { billingPeriod: null, numBillingCycles: 0 } };
  const [every, duration] = words.split(/\s+for\s+/, 2) as [string, string | undefined];
  const period = periodOf(every);
  if (!period) return { unreadable: "period", fallback: EVERY_MONTH };
  if (duration === undefined) return { read: { billingPeriod: period, numBillingCycles: 0 } };
  const total = periodOf(duration);
  if (total === null || total.unit !== period.unit || total.value % period.value !== 0) {
    return { unreadable: "duration", fallback: { billingPeriod: period, numBillingCycles: 0 } };
  }
  return { read: { billingPeriod: period, numBillingCycles: Math.min(total.value / period.value, LIMITS.maxCycles) } };
}

/**
 * The structured period of a price's free-text period, as migration 1370 stored it: words that
 * cannot be read become every month, and a duration that cannot be read renews until cancelled.
 */
export function pricePeriodOfWords(text: string): PricePeriod {
  const reading = readPricePeriodWords(text);
  return "read" in reading ? reading.read : reading.fallback;
}
