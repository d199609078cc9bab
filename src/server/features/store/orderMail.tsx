import { renderToStaticMarkup } from "react-dom/server";
import type { Db } from "../../../db/database";
import type { StoreOrderRow } from "../../../db/schema";
import type { CurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import type { MailBodies, MailComposer } from "../mail/mailService";
import { downloadLink, orderAccessToken } from "./downloadLinks";
import { mailLookOfSite, SITE_MAIL_LOOK, type MailLook } from "./mailLook";
import { ordersRepository, type OrderLine } from "./ordersRepository";
import { OrderMail } from "./pages/OrderMail";
import { handoverOfOrder } from "./orderHandover";
import { receiptOfOrder } from "./pages/receiptContent";
import { discountLabel } from "../../../domain/commerce/discountLine";
import { STORE_PATHS } from "./storePaths";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";
import { storeLanguageFor } from "./storeLanguage";
import { orderInLanguage } from "./linesInLanguage";

/** The short order number buyers see: the last 8 characters of the order id, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** The kind of the buyer's confirmation mail, queued by reference to its order. */
export const ORDER_CONFIRMATION = "order-confirmation";

/** The subject of an order's confirmation mail, in the order's language. */
export function orderConfirmationSubject(siteTitle: string, orderId: string, texts: StoreTexts = PRIMARY_STORE_TEXTS): string {
  return filledIn(texts.confirmationSubject, { site: siteTitle, number: orderNumber(orderId) });
}

/**
 * The bodies of the buyer's confirmation mail: lines, totals, download links for digital
 * products, and the order status link, as plain text and as HTML in the site's look (the order
 * pages' receipt).
 */
export function orderConfirmationBodies(
  order: StoreOrderRow,
  siteTitle: string,
  baseUrl: string,
  secret: string,
  now: Date,
  look: MailLook = SITE_MAIL_LOOK,
  texts: StoreTexts = PRIMARY_STORE_TEXTS,
): MailBodies {
  const currency = order.currency as CurrencyCode;
  const money = (cents: number) => formatMoney(Number(cents), currency);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  const downloads = lines
    .filter((l) => l.productType === "DIGITAL")
    .map((l) => ({ name: l.name, href: `${baseUrl}${downloadLink(secret, order.id, l.variantId, now)}` }));
  const statusHref = `${baseUrl}${STORE_PATHS.orderStatus(order.id)}?token=${orderAccessToken(secret, order.id)}`;
  const heading = filledIn(texts.confirmationHeading, { site: siteTitle });
  const number = filledIn(texts.orderNumber, { number: orderNumber(order.id) });
  const handover = handoverOfOrder(order, texts);
  const text = [
    heading,
    "",
    number,
    ...(handover ? [handover] : []),
    ...lines.map(
      (l) => `${l.quantity} × ${l.name}${l.optionValues.length ? ` (${l.optionValues.map((o) => o.value).join(", ")})` : ""} — ${money(l.lineTotalCents)}`,
    ),
    "",
    `${texts.subtotal}: ${money(order.subtotalCents)}`,
    ...(Number(order.discountCents) > 0 ? [`${discountLabel(JSON.parse(order.couponsJson) as string[], texts)}: -${money(order.discountCents)}`] : []),
    `${texts.shipping}: ${money(order.shippingCents)}`,
    `${texts.tax}: ${money(order.taxCents)}`,
    `${texts.total}: ${money(order.grandTotalCents)}`,
    ...downloads.flatMap((d) => ["", `${texts.download} ${d.name}: ${d.href}`]),
    "",
    `${texts.orderStatus}: ${statusHref}`,
  ].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <OrderMail
      siteTitle={siteTitle}
      heading={heading}
      orderNumber={number}
      handover={handover}
      receipt={receiptOfOrder(order, texts)}
      downloads={downloads}
      statusHref={statusHref}
      look={look}
      texts={texts}
    />,
  )}`;
  return { text, html };
}

/**
 * Composes an order's confirmation from the order as stored, with the links of the address the
 * buyer checked out on, in the order's language, when the mail is sent or read: the commit that pays the order queues
 * the mail by reference, so a sale's busiest moment renders no page.
 */
export function orderConfirmationComposer(db: Db, secret: string): MailComposer {
  return async (orderId, now) => {
    const order = await ordersRepository.findWithSite(db, orderId);
    if (!order) return null;
    // In the order's language: its words, and its lines under their products' translated names (the order keeps the primary ones).
    const { texts, lookup } = await storeLanguageFor(db, order.websiteId, order.locale);
    const shown = orderInLanguage(order, lookup);
    return orderConfirmationBodies(shown, order.siteTitle, order.baseUrl ?? "", secret, now, mailLookOfSite(order.siteExtraSettingsJson), texts);
  };
}
