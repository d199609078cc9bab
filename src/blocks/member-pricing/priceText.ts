import type { CurrencyCode } from "../../domain/currencies";
import { formatMoney, toMinorUnits } from "../../domain/money";
import type { PriceOption } from "./schema";

/** What an option shows as its price: the label of a free option, else its amount in the currency. */
export function priceText(option: PriceOption, currency: CurrencyCode): string {
  return option.free ? option.label : formatMoney(toMinorUnits(option.amount, currency), currency);
}

/** What names an option on the switch: its label, or its price when it has none. */
export function optionName(option: PriceOption, currency: CurrencyCode): string {
  return option.label || priceText(option, currency);
}
