import type { Db } from "../../../../db/database";
import type { StoreOrderRow } from "../../../../db/schema";
import { periodStart, SUBSCRIPTION_STATUS, subscriptionPlanOfJson, type SubscriptionPlan } from "../../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../../domain/ids";
import type { OrderLine } from "../ordersRepository";
import { subscriptionsRepository } from "./subscriptionsRepository";

/** The plans of an order's products that are sold as subscriptions, by product id. */
async function plansOf(trx: Db, websiteId: string, productIds: string[]): Promise<Map<string, SubscriptionPlan>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom("storeProducts")
    .select(["id", "subscriptionPlanJson"])
    .where("websiteId", "=", websiteId)
    .where("id", "in", productIds)
    .where("subscriptionPlanJson", "is not", null)
    .execute();
  const plans = new Map<string, SubscriptionPlan>();
  for (const row of rows) {
    const plan = subscriptionPlanOfJson(row.subscriptionPlanJson);
    if (plan) plans.set(row.id, plan);
  }
  return plans;
}

/**
 * Starts the subscriptions a paid order bought, inside the transaction that pays it: one per
 * line whose product is sold as a subscription, charged again with the payment method its
 * subscription checkout saved (kept by the checkout's key). The first period is the order;
 * the next begins one billing period after it. A subscription is unique per order and variant,
 * so a replayed confirmation starts nothing twice. Orders of the ordinary checkout save no
 * method and start nothing.
 */
export async function startSubscriptionsOf(trx: Db, order: StoreOrderRow, now: string): Promise<number> {
  if (!order.idempotencyKey) return 0;
  const setup = await subscriptionsRepository.findSetup(trx, order.websiteId, order.idempotencyKey);
  if (!setup) return 0;
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  const plans = await plansOf(trx, order.websiteId, [...new Set(lines.map((line) => line.productId))]);
  let started = 0;
  for (const line of lines) {
    const plan = plans.get(line.productId);
    if (!plan) continue;
    const onlyOnce = plan.numBillingCycles === 1;
    const inserted = await subscriptionsRepository.insertOnce(trx, {
      id: newId(),
      websiteId: order.websiteId,
      orderId: order.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      quantity: line.quantity,
      amountCents: line.lineTotalCents,
      currency: order.currency,
      periodValue: plan.billingPeriod.value,
      periodUnit: plan.billingPeriod.unit,
      numBillingCycles: plan.numBillingCycles,
      paidPeriods: 1,
      status: onlyOnce ? SUBSCRIPTION_STATUS.COMPLETED : SUBSCRIPTION_STATUS.ACTIVE,
      email: order.email,
      siteUserId: order.siteUserId ?? null,
      provider: setup.provider,
      methodReference: setup.methodReference,
      customerReference: setup.customerReference,
      methodLabel: setup.methodLabel,
      startedAt: now,
      nextPeriod: 2,
      nextChargeAt: onlyOnce ? null : periodStart(new Date(now), plan.billingPeriod, 2).toISOString(),
      pausedAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) started += 1;
  }
  return started;
}
