import { CHECKOUT_REFUSALS } from "./checkout";
import { paidAnswer } from "./paidAnswer";
import { orderAccessToken } from "./downloadLinks";
import { checkoutsRepository } from "./checkoutsRepository";
import { ordersRepository } from "./ordersRepository";
import { OPEN_ORDER_STATUSES, ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { StoreService } from "./storeService";

/** Claims looked at in one pass; the next pass takes the rest. */
const BATCH = 100;
const PAID: readonly string[] = [ORDER_STATUS.PAID, ORDER_STATUS.FULFILLED, ORDER_STATUS.REFUNDED];

/**
 * Gives checkout submissions that a crash cut off (their idempotency key still "processing")
 * the answer their order came to once the recovery sweep settled it, so a buyer who retries
 * with the same key sees that answer at once instead of waiting; a submission cut off before
 * its order was written is forgotten, so its retry runs again. Orders still open are left for
 * a later pass. Only claims older than ORDER_RECOVERY_AFTER_SECONDS are looked at.
 */
export async function settleCutOffCheckouts(store: StoreService): Promise<{ answered: number; released: number }> {
  const cutoff = new Date(store.clock.now().getTime() - store.recoveryAfterMs).toISOString();
  let answered = 0;
  let released = 0;
  for (const claim of await checkoutsRepository.staleClaims(store.db, cutoff, BATCH)) {
    const order = await ordersRepository.findOrderByKey(store.db, claim.websiteId, claim.idempotencyKey);
    if (!order) {
      await store.releaseKey(claim.websiteId, claim.idempotencyKey);
      released += 1;
      continue;
    }
    if ((OPEN_ORDER_STATUSES as readonly string[]).includes(order.status)) continue;
    const answer = PAID.includes(order.status)
      ? paidAnswer(order.id, orderAccessToken(store.secret, order.id))
      : { status: 402, body: { error: CHECKOUT_REFUSALS.notCharged, code: "payment_failed", orderId: order.id } };
    await store.answerKey(claim.websiteId, claim.idempotencyKey, answer);
    answered += 1;
  }
  return { answered, released };
}
