import type { MemberPriceWords } from "../commerce/memberAreas";
import { recurringPriceWords } from "./recurringPriceWords";
import type { StoreTexts } from "./storeTexts";

/** The member plans' price words in a page's language, for memberPlanPriceText. */
export function memberPriceWords(texts: StoreTexts): MemberPriceWords {
  return { free: texts.memberPriceFree, once: texts.memberPriceOnce, ...recurringPriceWords(texts) };
}
