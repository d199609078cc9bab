import { conflict, notFound } from "../../../domain/errors";
import { isoNow } from "../../clock";
import { inventory } from "./inventory";
import { ordersRepository } from "./ordersRepository";
import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { StoreService } from "./storeService";

/** Messages of refused order moves. */
export const ORDER_MESSAGES = {
  notFound: "This order does not exist.",
  notFulfillable: "Only a paid order can be marked fulfilled.",
  notRefundable: "Only a paid or fulfilled order can be refunded.",
  refundUnderWay: "This order is already being refunded.",
} as const;

/**
 * The owner's moves on an order (fulfil, refund), built once in buildApp over the store's
 * database, clock and payment providers. Each move is a conditional status change, so a
 * double click or two owners at once make it happen once.
 */
export class OwnerOrders {
  constructor(private readonly store: StoreService) {}

  /** Marks a paid order fulfilled (shipped or handed over). */
  async fulfil(websiteId: string, orderId: string): Promise<void> {
    const store = this.store;
    const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const stamp = isoNow(store.clock);
    const moved = await store.durably((trx) =>
      ordersRepository.moveStatus(trx, orderId, [ORDER_STATUS.PAID], ORDER_STATUS.FULFILLED, { fulfilledAt: stamp, updatedAt: stamp }),
    );
    if (!moved) {
      throw conflict(ORDER_MESSAGES.notFulfillable);
    }
  }

  /**
   * Refunds an order in full. The refund is claimed on the order first (a conditional update),
   * so of two refunds at once only one asks the provider; the provider's refund is keyed by the
   * order as well. Then the order moves to refunded and its stock goes back on the shelf. When
   * the provider refuses, the claim is dropped so the owner can try again.
   */
  async refund(websiteId: string, orderId: string): Promise<void> {
    const store = this.store;
    const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const refundable: string[] = [ORDER_STATUS.PAID, ORDER_STATUS.FULFILLED];
    if (!(await ordersRepository.claimRefund(store.db, websiteId, orderId, refundable, isoNow(store.clock)))) {
      throw conflict(refundable.includes(order.status) && order.refundStartedAt ? ORDER_MESSAGES.refundUnderWay : ORDER_MESSAGES.notRefundable);
    }
    try {
      await (await store.paymentsFor(websiteId)).refund(order.paymentReference!, Number(order.grandTotalCents), `refund-${orderId}`);
    } catch (error) {
      await ordersRepository.dropRefundClaim(store.db, orderId);
      throw error;
    }
    const stamp = isoNow(store.clock);
    await store.durably(async (trx) => {
      await ordersRepository.moveStatus(trx, orderId, refundable, ORDER_STATUS.REFUNDED, { refundedAt: stamp, updatedAt: stamp });
      await inventory.restock(trx, orderId);
      await ordersRepository.setPaymentStatus(trx, order.paymentProvider, order.paymentReference!, "refunded", stamp);
    });
  }
}
