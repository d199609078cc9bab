import { z } from "zod";
import { DONATION_FREQUENCIES } from "../../../../domain/commerce/donations";
import { assertIdsFree } from "../idsFree";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most gifts and monthly gifts one site file may carry. */
const MOST = 1_000_000;

const currency = z.string().regex(/^[A-Z]{3}$/, "must be a currency code such as USD.");

const planSchema = z.strictObject({
  id: recordId,
  donatePageId: recordId,
  amountCents: recordCents,
  feeCents: recordCents,
  currency,
  fund: z.string().max(100),
  email: z.string().max(320),
  name: z.string().max(200),
  /** The customer account giving it, one of the file's. */
  siteUserId: recordId,
  provider: z.string().max(40),
  /** The provider's saved method and customer: the next months are charged with them. */
  methodReference: z.string().max(200),
  customerReference: z.string().max(200).nullable(),
  methodLabel: z.string().max(100),
  status: z.enum(["active", "cancelled"]),
  /** Who stopped a cancelled monthly gift: the donor, the site's owner, or the payment after its last try. */
  stoppedBy: z.enum(["donor", "owner", "payment"]).nullable().default(null),
  nextMonth: z.number().int().min(2).max(10_000),
  nextChargeAt: recordTime,
  createdAt: recordTime,
  cancelledAt: recordTime.nullable(),
  /** The additional language it was made in, for its mails; null for the primary one. */
  locale: z.string().min(1).max(40).nullable().default(null),
});

const giftSchema = z.strictObject({
  id: recordId,
  idempotencyKey: z.string().min(1).max(200),
  donatePageId: recordId,
  /** The file's monthly gift it is a month of; null for a gift given once. */
  planId: recordId.nullable(),
  amountCents: recordCents,
  feeCents: recordCents,
  currency,
  fund: z.string().max(100),
  frequency: z.enum(DONATION_FREQUENCIES),
  email: z.string().max(320),
  name: z.string().max(200),
  /** The customer account that gave it (one of the file's), null for a visitor. */
  siteUserId: recordId.nullable(),
  status: z.enum(["paid", "declined"]),
  provider: z.string().max(40),
  paymentReference: z.string().max(200).nullable(),
  createdAt: recordTime,
  paidAt: recordTime.nullable(),
  /** The additional language it was made in, for its mails; null for the primary one. */
  locale: z.string().min(1).max(40).nullable().default(null),
});

const donationsSchema = z.strictObject({
  plans: z.array(planSchema).max(MOST).default([]),
  gifts: z.array(giftSchema).max(MOST).default([]),
});

/** Who stopped a monthly gift, as the file says it. */
function stoppedByOf(value: string | null): "donor" | "owner" | "payment" | null {
  return value === "donor" || value === "owner" || value === "payment" ? value : null;
}

/** The donations of a site file's records: monthly gifts, then each gift (a monthly gift's months too). */
type SiteFileDonations = z.infer<typeof donationsSchema>;

/**
 * The gifts given through the site's donate pages and its donors' monthly gifts (a gift still
 * being charged is left out). Each gift keeps its checkout key, so a key is never charged again
 * after a move; gifts and monthly gifts name customer accounts of the file.
 */
export const donationsRecords: RecordSection<SiteFileDonations> = {
  key: "donations",
  schema: donationsSchema.default({ plans: [], gifts: [] }),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storeDonations").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check({ plans, gifts }, context, db) {
    const planIds = plans.map((plan, index) => ({ id: plan.id, path: `records.donations.plans[${index}].id` }));
    const giftIds = gifts.map((gift, index) => ({ id: gift.id, path: `records.donations.gifts[${index}].id` }));
    assertDistinct(
      planIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another monthly gift.",
    );
    assertDistinct(
      giftIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another gift.",
    );
    assertDistinct(
      gifts.map((gift, index) => ({ value: gift.idempotencyKey, path: `records.donations.gifts[${index}].idempotencyKey` })),
      "is the key of another gift.",
    );
    const known = new Set(plans.map((plan) => plan.id));
    for (const [index, plan] of plans.entries()) {
      if (!context.fileCustomerIds.has(plan.siteUserId))
        recordProblem(`records.donations.plans[${index}].siteUserId`, "is not a customer account of the file.");
    }
    for (const [index, gift] of gifts.entries()) {
      if (gift.siteUserId !== null && !context.fileCustomerIds.has(gift.siteUserId))
        recordProblem(`records.donations.gifts[${index}].siteUserId`, "is not a customer account of the file.");
      if (gift.planId !== null && !known.has(gift.planId)) recordProblem(`records.donations.gifts[${index}].planId`, "is not a monthly gift of the file.");
    }
    await assertIdsFree(db, "storeDonationPlans", null, planIds);
    await assertIdsFree(db, "storeDonations", null, giftIds);
  },

  async exportRecords(db, websiteId) {
    const plans = await db.selectFrom("storeDonationPlans").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    const gifts = await db
      .selectFrom("storeDonations")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("status", "<>", "pending")
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    return {
      plans: plans.map(({ websiteId: _site, ...plan }) => ({
        ...plan,
        amountCents: Number(plan.amountCents),
        feeCents: Number(plan.feeCents),
        status: plan.status === "active" ? ("active" as const) : ("cancelled" as const),
        stoppedBy: stoppedByOf(plan.stoppedBy),
      })),
      gifts: gifts.map((gift) => ({
        id: gift.id,
        idempotencyKey: gift.idempotencyKey,
        donatePageId: gift.donatePageId,
        planId: gift.planId,
        amountCents: Number(gift.amountCents),
        feeCents: Number(gift.feeCents),
        currency: gift.currency,
        fund: gift.fund,
        frequency: gift.frequency === "monthly" ? ("monthly" as const) : ("once" as const),
        email: gift.email,
        name: gift.name,
        siteUserId: gift.siteUserId,
        status: gift.status === "paid" ? ("paid" as const) : ("declined" as const),
        provider: gift.provider,
        paymentReference: gift.paymentReference,
        createdAt: gift.createdAt,
        paidAt: gift.paidAt,
        locale: gift.locale,
      })),
    };
  },

  async importRecords(db, context, { plans, gifts }) {
    for (const plan of plans)
      await db
        .insertInto("storeDonationPlans")
        .values({ ...plan, websiteId: context.websiteId })
        .execute();
    for (const gift of gifts) {
      await db
        .insertInto("storeDonations")
        .values({
          ...gift,
          websiteId: context.websiteId,
          requestHash: "",
          totalCents: gift.amountCents + gift.feeCents,
          answerJson: null,
          baseUrl: null,
          attempts: 1,
          nextAttemptAt: null,
          claimedAt: null,
          declineMessage: null,
        })
        .execute();
    }
  },
};
