import { conflict, notFound } from "../../../domain/errors";
import { isoNow } from "../../clock";
import { inventory } from "./inventory";
import { ordersRepository } from "./ordersRepository";
import { ORDER_STATUS, type StoreService } from "./storeService";

/** Messages of refused order moves. */
export const ORDER_MESSAGES = {
  notFound: "This order does not exist.",
  notFulfillable: "Only a paid order can be marked fulfilled.",
  notRefundable: "Only a paid or fulfilled order can be refunded.",
} as const;

/** Marks a paid order fulfilled (shipped or handed over). */
export async function fulfilOrder(store: StoreService, websiteId: string, orderId: string): Promise<void> {
  const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const stamp = isoNow(store.clock);
  if (!(await ordersRepository.moveStatus(store.db, orderId, [ORDER_STATUS.PAID], ORDER_STATUS.FULFILLED, { fulfilledAt: stamp, updatedAt: stamp }))) {
    throw conflict(ORDER_MESSAGES.notFulfillable);
  }
}

/**
 * Refunds an order in full: the provider's refund first (keyed by the order, so a repeat
 * refunds once), then the order moves to refunded and its stock goes back on the shelf.
 */
export async function refundOrder(store: StoreService, websiteId: string, orderId: string): Promise<void> {
  const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const refundable: string[] = [ORDER_STATUS.PAID, ORDER_STATUS.FULFILLED];
  if (!refundable.includes(order.status) || !order.paymentReference) throw conflict(ORDER_MESSAGES.notRefundable);
  await (await store.paymentsFor(websiteId)).refund(order.paymentReference, Number(order.grandTotalCents), `refund-${orderId}`);
  const stamp = isoNow(store.clock);
  const moved = await store.db.transaction().execute(async (trx) => {
    if (!(await ordersRepository.moveStatus(trx, orderId, refundable, ORDER_STATUS.REFUNDED, { refundedAt: stamp, updatedAt: stamp }))) return false;
    await inventory.restock(trx, orderId);
    const payment = await ordersRepository.findPayment(trx, order.paymentProvider, order.paymentReference!);
    if (payment) await ordersRepository.setPaymentStatus(trx, payment.id, "refunded", stamp);
    return true;
  });
  if (!moved) throw conflict(ORDER_MESSAGES.notRefundable);
}
