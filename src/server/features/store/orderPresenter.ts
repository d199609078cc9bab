import type { Db } from "../../../db/database";
import type { StoreOrderRow, StorePaymentRow } from "../../../db/schema";
import { orderAftercareRepository } from "./orderAftercareRepository";
import type { CurrencyCode } from "../../../domain/currencies";
import { fromMinorUnits } from "../../../domain/money";
import { handoverLine } from "../../../domain/commerce/handover";
import type { OrderShippingOption } from "../../../domain/api/store";
import { orderNumber } from "./orderMail";
import { ordersRepository, type OrderLine, type ShippingAddress } from "./ordersRepository";

/** An order as the owner API shows it: cents, plus the Money shape beside each total. */
export function presentOrder(order: StoreOrderRow, payments: StorePaymentRow[] = []) {
  const currency = order.currency as CurrencyCode;
  const money = (cents: number) => fromMinorUnits(Number(cents), currency);
  const shippingAddress = order.shippingAddressJson ? (JSON.parse(order.shippingAddressJson) as ShippingAddress) : null;
  const shippingOption = order.shippingOptionJson ? (JSON.parse(order.shippingOptionJson) as OrderShippingOption) : null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    email: order.email,
    shippingAddress,
    shippingOption,
    handover: handoverLine({ shippingAddress, shippingOption }),
    lines: JSON.parse(order.linesJson) as OrderLine[],
    coupons: JSON.parse(order.couponsJson) as string[],
    currency,
    subtotalCents: Number(order.subtotalCents),
    discountCents: Number(order.discountCents),
    shippingCents: Number(order.shippingCents),
    taxCents: Number(order.taxCents),
    grandTotalCents: Number(order.grandTotalCents),
    subtotal: money(order.subtotalCents),
    grandTotal: money(order.grandTotalCents),
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentReference,
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      reference: p.reference,
      amountCents: Number(p.amountCents),
      status: p.status,
      createdAt: p.createdAt,
    })),
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    fulfilledAt: order.fulfilledAt,
    refundedAt: order.refundedAt,
  };
}

/** One order as the owner's order screen shows it: with its payments, its refunds and how it was fulfilled. */
export async function presentOrderWithAftercare(db: Db, order: StoreOrderRow) {
  const [payments, refunds, totals, fulfilment] = await Promise.all([
    ordersRepository.paymentsOfOrder(db, order.id),
    orderAftercareRepository.refundsOf(db, order.id),
    orderAftercareRepository.refundTotals(db, order.id),
    orderAftercareRepository.fulfilmentOf(db, order.id),
  ]);
  return {
    ...presentOrder(order, payments),
    refundedCents: totals?.refundedCents ?? 0,
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: Number(r.amountCents),
      lineVariantIds: JSON.parse(r.linesJson) as string[],
      state: r.state as "pending" | "done",
      createdAt: r.createdAt,
    })),
    fulfilment: fulfilment
      ? {
          trackingNumber: fulfilment.trackingNumber,
          carrier: fulfilment.carrier,
          trackingUrl: fulfilment.trackingUrl,
          note: fulfilment.note,
          createdAt: fulfilment.createdAt,
        }
      : null,
  };
}
