import { ordersRepository } from "./ordersRepository";
import { OPEN_ORDER_STATUSES } from "../../../domain/commerce/orderStatus";
import type { StoreService } from "./storeService";
import { GIFT_CARD_PROVIDER } from "./giftCardProvider";

/** Orders checked in one pass; the next pass takes the rest. */
const BATCH = 100;

/**
 * Finds orders a crash (or a lost confirmation) left open and settles each with what its
 * provider knows: a captured payment completes the order (stock committed, cart closed,
 * confirmation mailed), a failed one or none at all fails it (stock released, cart free again),
 * and a payment still waiting for the buyer is left to its confirmation or its hold's end.
 * An order whose provider cannot be asked is logged and tried again on the next pass. Only
 * orders left alone for ORDER_RECOVERY_AFTER_SECONDS are asked about, so a checkout under way
 * is never second-guessed and a provider's search has caught up.
 */
export async function recoverOpenOrders(store: StoreService): Promise<{ completed: number; failed: number }> {
  const cutoff = new Date(store.clock.now().getTime() - store.recoveryAfterMs).toISOString();
  const orders = await ordersRepository.ordersInStatusSince(store.db, OPEN_ORDER_STATUSES, cutoff, BATCH);
  let completed = 0;
  let failed = 0;
  for (const order of orders) {
    try {
      // A gift card paid it all: the card was spent in the order's own transaction, so the order is paid.
      if (order.paymentProvider === GIFT_CARD_PROVIDER) {
        if (await store.completePayment(order.id, `${GIFT_CARD_PROVIDER}-${order.id}`)) completed += 1;
        continue;
      }
      const provider = await store.paymentsFor(order.websiteId);
      if (provider.name !== order.paymentProvider) {
        store.log.warn(
          "store.recovery",
          `Order ${order.id} was paid through ${order.paymentProvider}, which no longer takes this site's payments; it stays open until its hold ends.`,
        );
        continue;
      }
      const payment = await provider.paymentState(order.id, order.paymentReference);
      if (payment.state === "succeeded") {
        if (await store.completePayment(order.id, payment.reference)) completed += 1;
      } else if (payment.state === "failed" || payment.state === "none") {
        if (await store.failPayment(order.id, payment.state === "failed" ? payment.reference : null)) failed += 1;
      }
    } catch (error) {
      store.log.error("store.recovery", `Checking order ${order.id} with its payment provider failed; the next sweep tries again.`, error);
    }
  }
  return { completed, failed };
}
