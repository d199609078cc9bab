import type { RecurringPriceWords } from "../commerce/recurringPrice";
import type { RECURRING_TEXT_SOURCES } from "./recurringTextSources";
import type { StoreTexts } from "./storeTexts";

/** The store words a recurring price is written in. */
export type RecurringTexts = Pick<StoreTexts, keyof typeof RECURRING_TEXT_SOURCES>;

/** The recurring price words in a page's language, for recurringPriceText: subscriptions, member plans and monthly gifts. */
export function recurringPriceWords(texts: RecurringTexts): RecurringPriceWords {
  return {
    every: texts.recurringEvery,
    everyFor: texts.recurringEveryFor,
    units: {
      week: { every: texts.recurringEveryWeek, many: texts.recurringEveryWeeks, one: texts.recurringOneWeek },
      month: { every: texts.recurringEveryMonth, many: texts.recurringEveryMonths, one: texts.recurringOneMonth },
      year: { every: texts.recurringEveryYear, many: texts.recurringEveryYears, one: texts.recurringOneYear },
    },
  };
}
