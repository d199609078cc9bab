import type { StoreFulfilmentRow } from "../../../db/schema";
import type { OutgoingMail } from "../mail/mailService";
import { orderAccessToken } from "./downloadLinks";
import { orderNumber } from "./orderMail";
import type { MovedOrder } from "./ordersRepository";
import { STORE_PATHS } from "./storePaths";

/** The kind of the mail telling the buyer their order was fulfilled. */
const ORDER_FULFILLED = "order-fulfilled";

/**
 * The buyer's mail when the owner fulfils an order: that it is on its way (or ready), with the
 * carrier, tracking number and tracking address and the owner's note when given, and the link to
 * the order's page. Plain text, written to the outbox in the commit that fulfils the order.
 */
export function fulfilmentMail(order: MovedOrder, fulfilment: StoreFulfilmentRow, secret: string): OutgoingMail {
  const number = orderNumber(order.id);
  const ships = order.shippingAddressJson !== null;
  const statusHref = `${order.baseUrl ?? ""}${STORE_PATHS.orderStatus(order.id)}?token=${orderAccessToken(secret, order.id)}`;
  const text = [
    ships ? `Your order ${number} from ${order.siteTitle} is on its way.` : `Your order ${number} from ${order.siteTitle} is ready.`,
    "",
    ...(fulfilment.carrier ? [`Carrier: ${fulfilment.carrier}`] : []),
    ...(fulfilment.trackingNumber ? [`Tracking number: ${fulfilment.trackingNumber}`] : []),
    ...(fulfilment.trackingUrl ? [`Track your parcel: ${fulfilment.trackingUrl}`] : []),
    ...(fulfilment.note ? ["", `A note from ${order.siteTitle}:`, fulfilment.note] : []),
    "",
    `Order status: ${statusHref}`,
  ].join("\n");
  return {
    websiteId: order.websiteId,
    kind: ORDER_FULFILLED,
    to: order.email,
    subject: ships ? `Your ${order.siteTitle} order ${number} is on its way` : `Your ${order.siteTitle} order ${number} is ready`,
    text,
  };
}
