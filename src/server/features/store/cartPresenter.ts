import type { ShoppingCart } from "../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../domain/currencies";
import { cartDisplayCount, cartSpokenLabel } from "../../../domain/messages/cartMessages";
import { formatMoney } from "../../../domain/money";
import { recurringPriceText } from "../../../domain/commerce/recurringPrice";
import { discountAmount, discountLabel } from "../../../domain/commerce/discountLine";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";
import { refusalInLanguage } from "./storeRefusals";
import { recurringPriceWords } from "../../../domain/translations/recurringPriceWords";

/**
 * The cart as the visitor API answers it: the spec's entity plus the formatted amounts and
 * the cart icon's count and spoken label, so browser code needs no money formatting of its own;
 * its words (the discount line, a refused coupon's reason, the spoken label) in the cart's
 * language (`texts`, the primary language's by default).
 */
export function presentCart(cart: ShoppingCart, currency: CurrencyCode, texts: StoreTexts = PRIMARY_STORE_TEXTS) {
  const money = (cents: number) => formatMoney(cents, currency);
  /** A subscription's amounts carry its recurring price words ("$12.00 every month"), in the cart's language. */
  const priced = (cents: number, entry: ShoppingCart["entries"][number]) =>
    entry.subscriptionPlan ? recurringPriceText(money(cents), entry.subscriptionPlan, recurringPriceWords(texts)) : money(cents);
  return {
    cart: { ...cart, invalidCoupons: cart.invalidCoupons.map((coupon) => ({ ...coupon, reason: refusalInLanguage(coupon.reason, texts) })) },
    display: {
      currency,
      subtotal: money(cart.subtotalCents),
      discount: discountAmount(cart.discountCents, money),
      discountLabel: discountLabel(
        cart.validCoupons.map((c) => c.code),
        texts,
      ),
      shipping: money(cart.shippingCostCents),
      tax: money(cart.taxCents),
      grandTotal: money(cart.grandTotalCents),
      count: cartDisplayCount(cart.totalQuantity),
      label: cartSpokenLabel(cart.totalQuantity === 0 ? null : cart.totalQuantity, texts),
      entries: Object.fromEntries(cart.entries.map((e) => [e.id, { unitPrice: priced(e.unitPriceCents, e), lineTotal: priced(e.lineTotalCents, e) }])),
    },
  };
}
