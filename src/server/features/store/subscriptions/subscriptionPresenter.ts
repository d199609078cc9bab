import type { z } from "zod";
import type { StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import type { subscriptionSchema } from "../../../../domain/api/subscriptions";
import { recurringPriceText } from "../../../../domain/commerce/recurringPrice";
import { SUBSCRIPTION_STATUS_LABEL, type BillingUnit } from "../../../../domain/commerce/subscriptionPlan";
import { isCurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";

/** A subscription's amount per period in its currency. */
export function subscriptionAmount(row: Pick<StoreSubscriptionRow, "amountCents" | "currency">): string {
  return isCurrencyCode(row.currency) ? formatMoney(Number(row.amountCents), row.currency) : String(row.amountCents);
}

/** A subscription's recurring price words, "$12.00 every month for 6 months". */
function subscriptionPrice(row: StoreSubscriptionRow): string {
  return recurringPriceText(subscriptionAmount(row), {
    billingPeriod: { value: row.periodValue, unit: row.periodUnit as BillingUnit },
    numBillingCycles: row.numBillingCycles,
  });
}

/** A subscription as the owner's list, the account page and the site file show it. */
export function presentSubscription(row: StoreSubscriptionRow): z.output<typeof subscriptionSchema> {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    productName: row.productName,
    quantity: row.quantity,
    amountCents: Number(row.amountCents),
    currency: row.currency,
    price: subscriptionPrice(row),
    billingPeriod: { value: row.periodValue, unit: row.periodUnit },
    numBillingCycles: row.numBillingCycles,
    paidPeriods: row.paidPeriods,
    status: row.status,
    statusLabel: SUBSCRIPTION_STATUS_LABEL[row.status] ?? row.status,
    email: row.email,
    methodLabel: row.methodLabel,
    startedAt: row.startedAt,
    nextChargeAt: row.nextChargeAt,
  };
}
