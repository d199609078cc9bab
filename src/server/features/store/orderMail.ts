import type { StoreOrderRow } from "../../../db/schema";
import type { CurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import type { OutgoingMail } from "../mail/mailService";
import { downloadLink, orderAccessToken } from "./downloadLinks";
import type { OrderLine } from "./ordersRepository";
import { STORE_PATHS } from "./storePaths";

/** The short order number buyers see: the last 8 characters of the order id, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** The buyer's confirmation mail: lines, totals, download links for digital products, and the order status link. */
export function orderConfirmationMail(order: StoreOrderRow, siteTitle: string, baseUrl: string, secret: string, now: Date): OutgoingMail {
  const currency = order.currency as CurrencyCode;
  const money = (cents: number) => formatMoney(Number(cents), currency);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  const text = [
    `Thank you for your order from ${siteTitle}.`,
    "",
    `Order ${orderNumber(order.id)}`,
    ...lines.map(
      (l) => `${l.quantity} × ${l.name}${l.optionValues.length ? ` (${l.optionValues.map((o) => o.value).join(", ")})` : ""} — ${money(l.lineTotalCents)}`,
    ),
    "",
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(Number(order.discountCents) > 0 ? [`Discount: -${money(order.discountCents)}`] : []),
    `Shipping: ${money(order.shippingCents)}`,
    `Tax: ${money(order.taxCents)}`,
    `Total: ${money(order.grandTotalCents)}`,
    ...lines
      .filter((l) => l.productType === "DIGITAL")
      .flatMap((l) => ["", `Download ${l.name}: ${baseUrl}${downloadLink(secret, order.id, l.variantId, now)}`]),
    "",
    `Order status: ${baseUrl}${STORE_PATHS.orderStatus(order.id)}?token=${orderAccessToken(secret, order.id)}`,
  ].join("\n");
  return { websiteId: order.websiteId, kind: "order-confirmation", to: order.email, subject: `Your ${siteTitle} order ${orderNumber(order.id)}`, text };
}
