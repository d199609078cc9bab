import type { StoreFulfilmentRow } from "../../../db/schema";
import type { OutgoingMail } from "../mail/mailService";
import { orderAccessToken } from "./downloadLinks";
import { orderNumber } from "./orderMail";
import type { MovedOrder } from "./ordersRepository";
import { STORE_PATHS } from "./storePaths";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";

/** The kind of the mail telling the buyer their order was fulfilled. */
const ORDER_FULFILLED = "order-fulfilled";

/**
 * The buyer's mail when the owner fulfils an order: that it is on its way (or ready), with the
 * carrier, tracking number and tracking address and the owner's note when given, and the link to
 * the order's page, in the order's language. Plain text, written to the outbox in the commit that fulfils the order.
 */
export function fulfilmentMail(order: MovedOrder, fulfilment: StoreFulfilmentRow, secret: string, texts: StoreTexts): OutgoingMail {
  const words = { number: orderNumber(order.id), site: order.siteTitle };
  const ships = order.shippingAddressJson !== null;
  const statusHref = `${order.baseUrl ?? ""}${STORE_PATHS.orderStatus(order.id)}?token=${orderAccessToken(secret, order.id)}`;
  const text = [
    filledIn(ships ? texts.shippedLine : texts.readyLine, words),
    "",
    ...(fulfilment.carrier ? [`${texts.carrier}: ${fulfilment.carrier}`] : []),
    ...(fulfilment.trackingNumber ? [`${texts.trackingNumber}: ${fulfilment.trackingNumber}`] : []),
    ...(fulfilment.trackingUrl ? [`${texts.trackParcel}: ${fulfilment.trackingUrl}`] : []),
    ...(fulfilment.note ? ["", filledIn(texts.noteFrom, words), fulfilment.note] : []),
    "",
    `${texts.orderStatus}: ${statusHref}`,
  ].join("\n");
  return {
    websiteId: order.websiteId,
    kind: ORDER_FULFILLED,
    to: order.email,
    subject: filledIn(ships ? texts.shippedSubject : texts.readySubject, words),
    text,
  };
}
