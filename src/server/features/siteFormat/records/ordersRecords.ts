import { z } from "zod";
import type { StoreOrderRow } from "../../../../db/schema";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { fulfilBodySchema, orderLineSchema, orderShippingOptionSchema, shippingAddressSchema } from "../../../../domain/api/store";
import { orderAftercareRepository } from "../../store/orderAftercareRepository";
import { orderSearchText } from "../../store/orderSearchText";
import { ordersRepository } from "../../store/ordersRepository";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most orders one site file may carry. */
const MAX_ORDERS = 1_000_000;

const refundSchema = z.strictObject({
  id: recordId,
  amountCents: recordCents,
  /** The variants of the lines refunded; empty for an amount typed. */
  lineVariantIds: z.array(z.string().max(100)).max(1000),
  state: z.enum(["pending", "done"]),
  createdAt: recordTime,
});

const orderSchema = z.strictObject({
  id: recordId,
  cartId: z.string().min(1).max(100),
  status: z.enum(Object.values(ORDER_STATUS) as [string, ...string[]]),
  email: z.string().max(320),
  shippingAddress: z.strictObject({ ...shippingAddressSchema.shape, phone: z.string().max(40).optional() }).nullable(),
  shippingOption: z.strictObject(orderShippingOptionSchema.shape).nullable(),
  lines: z.array(z.strictObject(orderLineSchema.shape)).max(1000),
  coupons: z.array(z.string().max(100)).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code such as USD."),
  subtotalCents: recordCents,
  discountCents: recordCents,
  shippingCents: recordCents,
  taxCents: recordCents,
  grandTotalCents: recordCents,
  giftCardCents: recordCents,
  giftCardId: recordId.nullable(),
  paymentProvider: z.string().min(1).max(40),
  paymentReference: z.string().max(500).nullable(),
  baseUrl: z.string().max(2000).nullable(),
  /** The additional language the buyer shopped in, null for the primary one. */
  locale: z.string().min(1).max(40).nullable().default(null),
  idempotencyKey: z.string().max(200).nullable(),
  /** The customer account it was placed from (one of the file's `records.customers`), or null for a guest. */
  siteUserId: recordId.nullable().default(null),
  createdAt: recordTime,
  updatedAt: recordTime,
  paidAt: recordTime.nullable(),
  fulfilledAt: recordTime.nullable(),
  refundedAt: recordTime.nullable(),
  refundStartedAt: recordTime.nullable(),
  refunds: z.array(refundSchema).max(1000),
  fulfilment: fulfilBodySchema.extend({ createdAt: recordTime }).nullable(),
});

/** An order as a site file's records carry it: its lines, refunds and fulfilment inside. */
type SiteFileOrder = z.infer<typeof orderSchema>;

/** Rows by the order they belong to, in the order read. */
function groupedByOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const ofOrder = grouped.get(row.orderId);
    if (ofOrder) ofOrder.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

function orderRow(websiteId: string, order: SiteFileOrder): StoreOrderRow {
  return {
    id: order.id,
    websiteId,
    cartId: order.cartId,
    status: order.status,
    email: order.email,
    shippingAddressJson: order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
    linesJson: JSON.stringify(order.lines),
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    grandTotalCents: order.grandTotalCents,
    couponsJson: JSON.stringify(order.coupons),
    shippingOptionJson: order.shippingOption ? JSON.stringify(order.shippingOption) : null,
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentReference,
    searchText: orderSearchText(order.email, order.shippingAddress?.name ?? "", order.lines),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    paidAt: order.paidAt,
    fulfilledAt: order.fulfilledAt,
    refundedAt: order.refundedAt,
    refundStartedAt: order.refundStartedAt,
    baseUrl: order.baseUrl,
    locale: order.locale,
    idempotencyKey: order.idempotencyKey,
    siteUserId: order.siteUserId,
    giftCardCents: order.giftCardCents,
    giftCardId: order.giftCardId,
  };
}

/**
 * The shop's orders with their lines, refunds and fulfilment. What has been refunded of an
 * order is the sum of its refunds, and never more than its total (as the database holds it).
 */
export const ordersRecords: RecordSection<SiteFileOrder[]> = {
  key: "orders",
  schema: z.array(orderSchema).max(MAX_ORDERS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storeOrders").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(orders, context, db) {
    assertDistinct(
      orders.map((order, index) => ({ value: order.id, path: `records.orders[${index}].id` })),
      "is used by another order.",
    );
    const refunds = orders.flatMap((order, index) =>
      order.refunds.map((refund, at) => ({ id: refund.id, path: `records.orders[${index}].refunds[${at}].id` })),
    );
    assertDistinct(
      refunds.map((refund) => ({ value: refund.id, path: refund.path })),
      "is used by another refund.",
    );
    for (const [index, order] of orders.entries()) {
      if (order.siteUserId !== null && !context.fileCustomerIds.has(order.siteUserId))
        recordProblem(`records.orders[${index}].siteUserId`, "is not a customer account of this file.");
      const refunded = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      if (refunded > order.grandTotalCents) recordProblem(`records.orders[${index}].refunds`, "add up to more than the order's total.");
    }
    await assertIdsFree(
      db,
      "storeOrders",
      null,
      orders.map((order, index) => ({ id: order.id, path: `records.orders[${index}].id` })),
    );
    await assertIdsFree(db, "storeRefunds", null, refunds);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    const refundsOf = groupedByOrder(
      await db
        .selectFrom("storeRefunds")
        .innerJoin("storeOrders", "storeOrders.id", "storeRefunds.orderId")
        .selectAll("storeRefunds")
        .where("storeOrders.websiteId", "=", websiteId)
        .orderBy("storeRefunds.createdAt")
        .orderBy("storeRefunds.id")
        .execute(),
    );
    const fulfilments = await db
      .selectFrom("storeFulfilments")
      .innerJoin("storeOrders", "storeOrders.id", "storeFulfilments.orderId")
      .selectAll("storeFulfilments")
      .where("storeOrders.websiteId", "=", websiteId)
      .execute();
    const fulfilmentOf = new Map(fulfilments.map((fulfilment) => [fulfilment.orderId, fulfilment]));
    return rows.map((row): SiteFileOrder => {
      const refunds = refundsOf.get(row.id) ?? [];
      const fulfilment = fulfilmentOf.get(row.id);
      return {
        id: row.id,
        cartId: row.cartId,
        status: row.status,
        email: row.email,
        shippingAddress: row.shippingAddressJson ? JSON.parse(row.shippingAddressJson) : null,
        shippingOption: row.shippingOptionJson ? JSON.parse(row.shippingOptionJson) : null,
        lines: JSON.parse(row.linesJson),
        coupons: JSON.parse(row.couponsJson),
        currency: row.currency,
        subtotalCents: Number(row.subtotalCents),
        discountCents: Number(row.discountCents),
        shippingCents: Number(row.shippingCents),
        taxCents: Number(row.taxCents),
        grandTotalCents: Number(row.grandTotalCents),
        giftCardCents: Number(row.giftCardCents),
        giftCardId: row.giftCardId,
        paymentProvider: row.paymentProvider,
        paymentReference: row.paymentReference,
        baseUrl: row.baseUrl,
        locale: row.locale,
        idempotencyKey: row.idempotencyKey,
        siteUserId: row.siteUserId ?? null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        paidAt: row.paidAt,
        fulfilledAt: row.fulfilledAt,
        refundedAt: row.refundedAt,
        refundStartedAt: row.refundStartedAt,
        refunds: refunds.map((refund) => ({
          id: refund.id,
          amountCents: Number(refund.amountCents),
          lineVariantIds: JSON.parse(refund.linesJson),
          state: refund.state as "pending" | "done",
          createdAt: refund.createdAt,
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
    });
  },

  async importRecords(db, context, orders) {
    for (const order of orders) {
      await ordersRepository.insert(db, orderRow(context.websiteId, order));
      if (order.refunds.length > 0) {
        const refundedCents = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
        await orderAftercareRepository.insertRefundTotals(db, order.id, order.grandTotalCents, refundedCents);
      }
      for (const refund of order.refunds) {
        const { lineVariantIds, ...rest } = refund;
        await orderAftercareRepository.insertRefund(db, { ...rest, orderId: order.id, linesJson: JSON.stringify(lineVariantIds) });
      }
      if (order.fulfilment) await orderAftercareRepository.insertFulfilment(db, { ...order.fulfilment, orderId: order.id });
    }
  },
};
