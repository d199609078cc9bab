import { z } from "zod";
import { BILLING_UNITS, SUBSCRIPTION_STATUS } from "../../../../domain/commerce/subscriptionPlan";
import { assertIdsFree } from "../idsFree";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most subscriptions one site file may carry. */
const MAX_SUBSCRIPTIONS = 1_000_000;

const chargeSchema = z.strictObject({
  id: recordId,
  /** 2 for the first renewal (period 1 is the first order); one charge per period. */
  period: z.number().int().min(2).max(100_000),
  amountCents: recordCents,
  state: z.enum(["due", "charging", "retry", "paid", "failed", "cancelled"]),
  attempts: z.number().int().min(0).max(100),
  nextAttemptAt: recordTime,
  claimedAt: recordTime.nullable(),
  reference: z.string().max(500).nullable(),
  message: z.string().max(2000).nullable(),
  createdAt: recordTime,
  updatedAt: recordTime,
});

const subscriptionSchema = z.strictObject({
  id: recordId,
  /** One of the file's orders: the one that paid its first period. */
  orderId: recordId,
  productId: recordId,
  variantId: recordId,
  productName: z.string().max(500),
  quantity: z.number().int().min(1).max(100_000),
  amountCents: recordCents,
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code such as USD."),
  periodValue: z.number().int().min(1).max(52),
  periodUnit: z.enum(BILLING_UNITS),
  numBillingCycles: z.number().int().min(0).max(520),
  paidPeriods: z.number().int().min(1).max(100_000),
  status: z.enum(Object.values(SUBSCRIPTION_STATUS) as [string, ...string[]]),
  email: z.string().max(320),
  /** One of the file's customer accounts, or null. */
  siteUserId: recordId.nullable(),
  provider: z.string().min(1).max(40),
  /** The provider's saved payment method: renewals keep working when the site keeps its provider account. */
  methodReference: z.string().min(1).max(500),
  customerReference: z.string().max(500).nullable(),
  methodLabel: z.string().max(200),
  startedAt: recordTime,
  nextPeriod: z.number().int().min(2).max(100_000),
  nextChargeAt: recordTime.nullable(),
  pausedAt: recordTime.nullable(),
  cancelledAt: recordTime.nullable(),
  createdAt: recordTime,
  updatedAt: recordTime,
  /** Its renewals' charges, period by period. */
  charges: z.array(chargeSchema).max(100_000),
});

/** A subscription as a site file's records carry it, with its charges. */
type SiteFileSubscription = z.infer<typeof subscriptionSchema>;

/**
 * The shop's subscriptions, each with the charges of its renewals, so a site moved to another
 * platform keeps charging them on their calendar (once per period: the charges carried say which
 * periods are paid). Each belongs to one of the file's orders and, when bought signed in, one of
 * its customer accounts.
 */
export const subscriptionsRecords: RecordSection<SiteFileSubscription[]> = {
  key: "subscriptions",
  schema: z.array(subscriptionSchema).max(MAX_SUBSCRIPTIONS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storeSubscriptions").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(subscriptions, context, db) {
    const ids = subscriptions.map((s, index) => ({ id: s.id, path: `records.subscriptions[${index}].id` }));
    const chargeIds = subscriptions.flatMap((s, index) => s.charges.map((c, at) => ({ id: c.id, path: `records.subscriptions[${index}].charges[${at}].id` })));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another subscription.",
    );
    assertDistinct(
      chargeIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another charge.",
    );
    assertDistinct(
      subscriptions.map((s, index) => ({ value: `${s.orderId}\n${s.variantId}`, path: `records.subscriptions[${index}].variantId` })),
      "already has a subscription from the same order.",
    );
    for (const [index, s] of subscriptions.entries()) {
      const path = `records.subscriptions[${index}]`;
      if (!context.fileOrderIds.has(s.orderId)) recordProblem(`${path}.orderId`, "is not one of the file's orders.");
      if (s.siteUserId !== null && !context.fileCustomerIds.has(s.siteUserId)) recordProblem(`${path}.siteUserId`, "is not a customer account of this file.");
      assertDistinct(
        s.charges.map((c, at) => ({ value: String(c.period), path: `${path}.charges[${at}].period` })),
        "is charged twice.",
      );
    }
    await assertIdsFree(db, "storeSubscriptions", null, ids);
    await assertIdsFree(db, "storeSubscriptionCharges", null, chargeIds);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("storeSubscriptions").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    const charges = await db
      .selectFrom("storeSubscriptionCharges")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .orderBy("subscriptionId")
      .orderBy("period")
      .execute();
    const chargesOf = new Map<string, typeof charges>();
    for (const charge of charges) {
      const ofSubscription = chargesOf.get(charge.subscriptionId);
      if (ofSubscription) ofSubscription.push(charge);
      else chargesOf.set(charge.subscriptionId, [charge]);
    }
    return rows.map(({ websiteId: _site, ...row }) => ({
      ...row,
      amountCents: Number(row.amountCents),
      periodUnit: row.periodUnit as SiteFileSubscription["periodUnit"],
      charges: (chargesOf.get(row.id) ?? []).map(({ subscriptionId: _subscription, websiteId: _chargeSite, ...charge }) => ({
        ...charge,
        amountCents: Number(charge.amountCents),
        state: charge.state as SiteFileSubscription["charges"][number]["state"],
      })),
    }));
  },

  async importRecords(db, context, subscriptions) {
    for (const { charges, ...subscription } of subscriptions) {
      await db
        .insertInto("storeSubscriptions")
        .values({ ...subscription, websiteId: context.websiteId })
        .execute();
      for (const charge of charges)
        await db
          .insertInto("storeSubscriptionCharges")
          .values({ ...charge, subscriptionId: subscription.id, websiteId: context.websiteId })
          .execute();
    }
  },
};
