import type { MemberPriceWords } from "../commerce/memberAreas";
import type { StoreTexts } from "./storeTexts";

/** The member plans' price words in a page's language, for memberPlanPriceText. */
export function memberPriceWords(texts: StoreTexts): MemberPriceWords {
  return {
    free: texts.memberPriceFree,
    once: texts.memberPriceOnce,
    every: texts.memberPriceEvery,
    everyFor: texts.memberPriceEveryFor,
    units: {
      week: { every: texts.memberEveryWeek, many: texts.memberEveryWeeks, one: texts.memberOneWeek },
      month: { every: texts.memberEveryMonth, many: texts.memberEveryMonths, one: texts.memberOneMonth },
      year: { every: texts.memberEveryYear, many: texts.memberEveryYears, one: texts.memberOneYear },
    },
  };
}
