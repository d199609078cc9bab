import { renderToStaticMarkup } from "react-dom/server";
import type { StoreOrderRow } from "../../../db/schema";
import type { CurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import type { OutgoingMail } from "../mail/mailService";
import { downloadLink, orderAccessToken } from "./downloadLinks";
import { SITE_MAIL_LOOK, type MailLook } from "./mailLook";
import type { OrderLine } from "./ordersRepository";
import { OrderMail } from "./pages/OrderMail";
import { receiptOfOrder } from "./pages/receiptContent";
import { STORE_PATHS } from "./storePaths";

/** The short order number buyers see: the last 8 characters of the order id, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/**
 * The buyer's confirmation mail: lines, totals, download links for digital products, and the
 * order status link, as plain text and as HTML in the site's look (the order pages' receipt).
 */
export function orderConfirmationMail(
  order: StoreOrderRow,
  siteTitle: string,
  baseUrl: string,
  secret: string,
  now: Date,
  look: MailLook = SITE_MAIL_LOOK,
): OutgoingMail {
  const currency = order.currency as CurrencyCode;
  const money = (cents: number) => formatMoney(Number(cents), currency);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  const downloads = lines
    .filter((l) => l.productType === "DIGITAL")
    .map((l) => ({ name: l.name, href: `${baseUrl}${downloadLink(secret, order.id, l.variantId, now)}` }));
  const statusHref = `${baseUrl}${STORE_PATHS.orderStatus(order.id)}?token=${orderAccessToken(secret, order.id)}`;
  const heading = `Thank you for your order from ${siteTitle}.`;
  const text = [
    heading,
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
    ...downloads.flatMap((d) => ["", `Download ${d.name}: ${d.href}`]),
    "",
    `Order status: ${statusHref}`,
  ].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <OrderMail
      siteTitle={siteTitle}
      heading={heading}
      orderNumber={orderNumber(order.id)}
      receipt={receiptOfOrder(order)}
      downloads={downloads}
      statusHref={statusHref}
      look={look}
    />,
  )}`;
  return { websiteId: order.websiteId, kind: "order-confirmation", to: order.email, subject: `Your ${siteTitle} order ${orderNumber(order.id)}`, text, html };
}
