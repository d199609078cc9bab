import { z } from "zod";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most payments one site file may carry. */
const MAX_PAYMENTS = 2_000_000;

const paymentSchema = z.strictObject({
  id: recordId,
  /** One of the file's orders. */
  orderId: recordId,
  provider: z.string().min(1).max(40),
  /** The provider's reference, unique per provider across the server. */
  reference: z.string().min(1).max(500),
  amountCents: recordCents,
  status: z.enum(["requires_action", "captured", "declined", "refunded"]),
  createdAt: recordTime,
  updatedAt: recordTime,
});

/** A payment as a site file's records carry it. */
type SiteFilePayment = z.infer<typeof paymentSchema>;

/**
 * The payments made at providers for the site's orders. A provider's reference names one
 * payment on the whole server, so a file whose references another site holds is refused.
 */
export const paymentsRecords: RecordSection<SiteFilePayment[]> = {
  key: "payments",
  schema: z.array(paymentSchema).max(MAX_PAYMENTS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("storePayments").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(payments, context, db) {
    const ids = payments.map((payment, index) => ({ id: payment.id, path: `records.payments[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another payment.",
    );
    assertDistinct(
      payments.map((payment, index) => ({ value: `${payment.provider}\n${payment.reference}`, path: `records.payments[${index}].reference` })),
      "is used by another payment of this provider.",
    );
    for (const [index, payment] of payments.entries()) {
      if (!context.fileOrderIds.has(payment.orderId)) recordProblem(`records.payments[${index}].orderId`, "is not one of the file's orders.");
    }
    for (let start = 0; start < payments.length; start += 500) {
      const chunk = payments.slice(start, start + 500);
      const recorded = await db
        .selectFrom("storePayments")
        .select(["provider", "reference"])
        .where(
          "reference",
          "in",
          chunk.map((payment) => payment.reference),
        )
        .execute();
      const taken = new Set(recorded.map((row) => `${row.provider}\n${row.reference}`));
      const clash = chunk.findIndex((payment) => taken.has(`${payment.provider}\n${payment.reference}`));
      if (clash >= 0) recordProblem(`records.payments[${start + clash}].reference`, "this payment is already recorded for another site.");
    }
    await assertIdsFree(db, "storePayments", null, ids);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("storePayments").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    return rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      provider: row.provider,
      reference: row.reference,
      amountCents: Number(row.amountCents),
      status: row.status as SiteFilePayment["status"],
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
  },

  async importRecords(db, context, payments) {
    for (const payment of payments)
      await db
        .insertInto("storePayments")
        .values({ ...payment, websiteId: context.websiteId })
        .execute();
  },
};
