import { recurringPriceText } from "../../domain/commerce/recurringPrice";
import type { CurrencyCode } from "../../domain/currencies";
import { formatMoney, toMinorUnits } from "../../domain/money";
import type { PriceOption } from "./schema";

/**
 * What an option shows as its price: the label of a free option, else its amount in the
 * currency, with the subscriptions' recurring price words when it is charged every billing
 * period ("$9.00 every month", "$9.00 every month for 6 months").
 */
export function priceText(option: PriceOption, currency: CurrencyCode): string {
  if (option.free) return option.label;
  const amount = formatMoney(toMinorUnits(option.amount, currency), currency);
  return option.billingPeriod ? recurringPriceText(amount, { billingPeriod: option.billingPeriod, numBillingCycles: option.numBillingCycles }) : amount;
}

/** What names an option on the switch: its label, or its price when it has none. */
export function optionName(option: PriceOption, currency: CurrencyCode): string {
  return option.label || priceText(option, currency);
}
