import type { ShoppingCart } from "../../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import { recurringPriceText } from "../../../../domain/commerce/recurringPrice";
import { recurringPriceWords } from "../../../../domain/translations/recurringPriceWords";
import { discountAmount, discountLabel } from "../../../../domain/commerce/discountLine";
import type { StoreOrderRow } from "../../../../db/schema";
import type { OrderLine } from "../ordersRepository";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";

/** One bought line as a receipt shows it. */
interface ReceiptLine {
  key: string;
  quantity: number;
  name: string;
  /** The variant's option values, "12 oz, Whole bean", or "". */
  options: string;
  total: string;
  /** A subscription's recurring price words ("$24.00 every month"); absent for a line bought once. */
  recurring?: string;
}

/** One total row; `name` is what the checkout island updates it by (`data-total`). */
interface ReceiptTotal {
  name: "subtotal" | "discount" | "shipping" | "tax" | "grandTotal";
  label: string;
  value: string;
}

/** What a receipt shows: the lines and the totals below them. */
export interface ReceiptContent {
  lines: ReceiptLine[];
  totals: ReceiptTotal[];
}

const optionsOf = (values: { value: string }[]) => values.map((o) => o.value).join(", ");

function totalsOf(
  cents: Record<ReceiptTotal["name"], number>,
  coupons: readonly string[],
  money: (cents: number) => string,
  showZeroDiscount: boolean,
  texts: StoreTexts,
): ReceiptTotal[] {
  return [
    { name: "subtotal", label: texts.subtotal, value: money(cents.subtotal) },
    ...(showZeroDiscount || cents.discount > 0
      ? [{ name: "discount" as const, label: discountLabel(coupons, texts), value: discountAmount(cents.discount, money) }]
      : []),
    { name: "shipping", label: texts.shipping, value: money(cents.shipping) },
    { name: "tax", label: texts.tax, value: money(cents.tax) },
    { name: "grandTotal", label: texts.total, value: money(cents.grandTotal) },
  ];
}

/** The checkout's summary of a cart: every total, the discount too, since a coupon may change it. */
export function receiptOfCart(cart: ShoppingCart, currency: CurrencyCode, texts: StoreTexts = PRIMARY_STORE_TEXTS): ReceiptContent {
  const money = (cents: number) => formatMoney(cents, currency);
  return {
    lines: cart.entries.map((e) => ({
      key: e.id,
      quantity: e.quantity,
      name: e.productName,
      options: optionsOf(e.optionValues),
      total: money(e.lineTotalCents),
      ...(e.subscriptionPlan ? { recurring: recurringPriceText(money(e.lineTotalCents), e.subscriptionPlan, recurringPriceWords(texts)) } : {}),
    })),
    totals: totalsOf(
      { subtotal: cart.subtotalCents, discount: cart.discountCents, shipping: cart.shippingCostCents, tax: cart.taxCents, grandTotal: cart.grandTotalCents },
      cart.validCoupons.map((c) => c.code),
      money,
      true,
      texts,
    ),
  };
}

/** An order's receipt, as its pages and mails show it: the discount only when there was one. */
export function receiptOfOrder(order: StoreOrderRow, texts: StoreTexts = PRIMARY_STORE_TEXTS): ReceiptContent {
  const currency = order.currency as CurrencyCode;
  const money = (cents: number) => formatMoney(Number(cents), currency);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  return {
    lines: lines.map((l) => ({ key: l.variantId, quantity: l.quantity, name: l.name, options: optionsOf(l.optionValues), total: money(l.lineTotalCents) })),
    totals: totalsOf(
      {
        subtotal: Number(order.subtotalCents),
        discount: Number(order.discountCents),
        shipping: Number(order.shippingCents),
        tax: Number(order.taxCents),
        grandTotal: Number(order.grandTotalCents),
      },
      JSON.parse(order.couponsJson) as string[],
      money,
      false,
      texts,
    ),
  };
}
