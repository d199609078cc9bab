import type { z } from "zod";
import type { fulfilBodySchema, refundBodySchema } from "../../../domain/api/store";
import { REFUND_MESSAGES, refundAmount } from "../../../domain/commerce/refundAmount";
import type { CurrencyCode } from "../../../domain/currencies";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { formatMoney } from "../../../domain/money";
import { isoNow } from "../../clock";
import { fulfilmentMail } from "./fulfilmentMail";
import { storeTextsFor } from "./storeLanguage";
import { inventory } from "./inventory";
import { couponUsesRepository } from "./couponUsesRepository";
import { giftCardsRepository } from "./giftCardsRepository";
import { orderAftercareRepository } from "./orderAftercareRepository";
import { ordersRepository, type OrderLine } from "./ordersRepository";
import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { StoreService } from "./storeService";

/** Messages of refused order moves. */
export const ORDER_MESSAGES = {
  notFound: "This order does not exist.",
  notFulfillable: "Only a paid order can be marked fulfilled.",
  notRefundable: "Only a paid or fulfilled order can be refunded.",
} as const;

const REFUNDABLE: readonly string[] = [ORDER_STATUS.PAID, ORDER_STATUS.FULFILLED];

/**
 * The owner's moves on an order (fulfil, refund), built once in buildApp over the store's
 * database, clock and payment providers. Fulfilling is a conditional status change, so a double
 * click or two owners at once make it happen once; refunds are recorded against the paid amount
 * by the database, so together they never pass it.
 */
export class OwnerOrders {
  constructor(private readonly store: StoreService) {}

  /** Marks a paid order fulfilled (shipped or handed over) with its tracking details and note, and mails them to the buyer. */
  async fulfil(websiteId: string, orderId: string, details: z.infer<typeof fulfilBodySchema>): Promise<void> {
    const store = this.store;
    const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const stamp = isoNow(store.clock);
    const texts = await storeTextsFor(store.db, websiteId, order.locale);
    const moved = await store.durably(async (trx) => {
      const done = await ordersRepository.moveStatus(trx, orderId, [ORDER_STATUS.PAID], ORDER_STATUS.FULFILLED, { fulfilledAt: stamp, updatedAt: stamp });
      if (!done) return false;
      const fulfilment = { orderId, ...details, createdAt: stamp };
      await orderAftercareRepository.insertFulfilment(trx, fulfilment);
      await store.mail.enqueue(trx, fulfilmentMail(done, fulfilment, store.secret, texts));
      return true;
    });
    if (!moved) throw conflict(ORDER_MESSAGES.notFulfillable);
    store.mail.deliverSoon();
  }

  /**
   * Refunds what remains of an order, an amount, or chosen lines. The refund is first recorded
   * against the paid amount (a conditional update the database refuses past it), so refunds at
   * once never together pass what was paid, and only a recorded refund asks the provider, keyed
   * by the refund. When the provider refuses, the record is undone. Once the whole amount is
   * refunded the order moves to refunded and its stock goes back on the shelf, once. An order a
   * gift card paid part of is refunded to the card payment first, then to the gift card (a ledger
   * row puts it back on the card's balance).
   */
  async refund(websiteId: string, orderId: string, request: z.infer<typeof refundBodySchema>): Promise<void> {
    const store = this.store;
    const order = await ordersRepository.findOrder(store.db, websiteId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === ORDER_STATUS.REFUNDED) throw conflict(REFUND_MESSAGES.nothingLeft);
    if (!REFUNDABLE.includes(order.status)) throw conflict(ORDER_MESSAGES.notRefundable);
    const paidCents = Number(order.grandTotalCents);
    const currency = order.currency as CurrencyCode;
    const totals = await orderAftercareRepository.refundTotals(store.db, orderId);
    const lines = JSON.parse(order.linesJson) as OrderLine[];
    const planned = refundAmount(request, { grandTotalCents: paidCents, refundedCents: totals?.refundedCents ?? 0, currency, lines });
    if ("error" in planned) throw planned.error === REFUND_MESSAGES.unknownLine ? invalid(planned.error) : conflict(planned.error);
    const { amountCents } = planned;
    const refundId = newId();
    const chargedCents = paidCents - Number(order.giftCardCents);
    const claimed = await store.durably(async (trx): Promise<{ toCardCents: number } | false> => {
      if (!(await orderAftercareRepository.claimRefund(trx, orderId, paidCents, amountCents))) return false;
      const refundedBefore = ((await orderAftercareRepository.refundTotals(trx, orderId))?.refundedCents ?? amountCents) - amountCents;
      await orderAftercareRepository.insertRefund(trx, {
        id: refundId,
        orderId,
        amountCents,
        linesJson: JSON.stringify(request.lineVariantIds ?? []),
        state: "pending",
        createdAt: isoNow(store.clock),
      });
      return { toCardCents: Math.min(amountCents, Math.max(0, chargedCents - refundedBefore)) };
    });
    if (!claimed) {
      const now = await orderAftercareRepository.refundTotals(store.db, orderId);
      const remaining = paidCents - (now?.refundedCents ?? 0);
      throw conflict(remaining <= 0 ? REFUND_MESSAGES.nothingLeft : REFUND_MESSAGES.tooMuch(formatMoney(remaining, currency)));
    }
    const whole = amountCents === paidCents;
    const { toCardCents } = claimed;
    const toGiftCardCents = amountCents - toCardCents;
    try {
      if (toCardCents > 0)
        await (await store.paymentsFor(websiteId)).refund(order.paymentReference!, toCardCents, whole ? `refund-${orderId}` : `refund-${refundId}`);
    } catch (error) {
      await store.durably(async (trx) => {
        await orderAftercareRepository.dropRefundClaim(trx, orderId, amountCents);
        await orderAftercareRepository.deleteRefund(trx, refundId);
      });
      throw error;
    }
    const stamp = isoNow(store.clock);
    await store.durably(async (trx) => {
      await orderAftercareRepository.finishRefund(trx, refundId);
      if (order.giftCardId && toGiftCardCents > 0) await giftCardsRepository.giveBack(trx, order.giftCardId, orderId, toGiftCardCents, "refunded", stamp);
      const after = await orderAftercareRepository.refundTotals(trx, orderId);
      if (after?.refundedCents !== paidCents) return;
      if (!(await ordersRepository.moveStatus(trx, orderId, REFUNDABLE, ORDER_STATUS.REFUNDED, { refundedAt: stamp, updatedAt: stamp }))) return;
      await inventory.restock(trx, orderId);
      await couponUsesRepository.giveBack(trx, orderId);
      await ordersRepository.setPaymentStatus(trx, order.paymentProvider, order.paymentReference!, "refunded", stamp);
    });
  }
}
