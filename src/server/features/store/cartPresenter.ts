import type { ShoppingCart } from "../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../domain/currencies";
import { cartDisplayCount, cartSpokenLabel } from "../../../domain/messages/cartMessages";
import { formatMoney } from "../../../domain/money";
import { recurringPriceText } from "../../../domain/commerce/subscriptionPlan";
import { discountAmount, discountLabel } from "../../../domain/commerce/discountLine";

/**
 * The cart as the visitor API answers it: the spec's entity plus the formatted amounts and
 * the cart icon's count and spoken label, so browser code needs no money formatting of its own.
 */
export function presentCart(cart: ShoppingCart, currency: CurrencyCode) {
  const money = (cents: number) => formatMoney(cents, currency);
  /** A subscription's amounts carry its recurring price words ("$12.00 every month"). */
  const priced = (cents: number, entry: ShoppingCart["entries"][number]) =>
    entry.subscriptionPlan ? recurringPriceText(money(cents), entry.subscriptionPlan) : money(cents);
  return {
    cart,
    display: {
      currency,
      subtotal: money(cart.subtotalCents),
      discount: discountAmount(cart.discountCents, money),
      discountLabel: discountLabel(cart.validCoupons.map((c) => c.code)),
      shipping: money(cart.shippingCostCents),
      tax: money(cart.taxCents),
      grandTotal: money(cart.grandTotalCents),
      count: cartDisplayCount(cart.totalQuantity),
      label: cartSpokenLabel(cart.totalQuantity === 0 ? null : cart.totalQuantity),
      entries: Object.fromEntries(cart.entries.map((e) => [e.id, { unitPrice: priced(e.unitPriceCents, e), lineTotal: priced(e.lineTotalCents, e) }])),
    },
  };
}
