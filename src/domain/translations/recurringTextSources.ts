import { RECURRING_PRICE_WORDS } from "../commerce/recurringPrice";

const { units } = RECURRING_PRICE_WORDS;

/**
 * The words of a recurring price ("$12.00 every month for 6 months", spec 2), in the primary
 * language, each with what the translation screen calls it: one set for subscription products,
 * recurring member plans and monthly gifts wherever they are shown in a page's language. They are
 * part of the store's words (storeTexts.ts), so one translation holds them all.
 */
export const RECURRING_TEXT_SOURCES = {
  recurringEvery: [RECURRING_PRICE_WORDS.every, "Recurring prices: a price paid again and again ({price} is the amount, {period} how often)"],
  recurringEveryFor: [
    RECURRING_PRICE_WORDS.everyFor,
    "Recurring prices: a price paid again for a time ({price} is the amount, {period} how often, {duration} for how long)",
  ],
  recurringEveryWeek: [units.week.every, "Recurring prices: billed every week"],
  recurringEveryWeeks: [units.week.many, "Recurring prices: billed every few weeks, and a duration in weeks ({count} is how many)"],
  recurringOneWeek: [units.week.one, "Recurring prices: a duration of one week"],
  recurringEveryMonth: [units.month.every, "Recurring prices: billed every month"],
  recurringEveryMonths: [units.month.many, "Recurring prices: billed every few months, and a duration in months ({count} is how many)"],
  recurringOneMonth: [units.month.one, "Recurring prices: a duration of one month"],
  recurringEveryYear: [units.year.every, "Recurring prices: billed every year"],
  recurringEveryYears: [units.year.many, "Recurring prices: billed every few years, and a duration in years ({count} is how many)"],
  recurringOneYear: [units.year.one, "Recurring prices: a duration of one year"],
} as const satisfies Record<string, readonly [string, string]>;
