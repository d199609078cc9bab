import { z } from "zod";
import { MEMBERSHIP_STATUS } from "../../../../domain/commerce/memberAreas";
import { assertIdsFree } from "../idsFree";
import { assertDistinct, recordCents, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most memberships one site file may carry. */
const MAX_MEMBERSHIPS = 1_000_000;

const membershipSchema = z.strictObject({
  id: recordId,
  memberAreaId: recordId,
  /** The customer account (`records.customers[].id`). */
  siteUserId: recordId,
  email: z.string().min(3).max(256),
  planId: recordId,
  planName: z.string().max(80),
  planKind: z.enum(["free", "one_time", "recurring"]),
  amountCents: recordCents,
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code."),
  status: z.enum([MEMBERSHIP_STATUS.ACTIVE, MEMBERSHIP_STATUS.DECLINED, MEMBERSHIP_STATUS.ENDED]),
  paymentReference: z.string().max(200).nullable(),
  /** The subscription charging a recurring plan: not carried (subscriptions stay with their payment provider), so none after an import. */
  joinedAt: recordTime.nullable(),
  createdAt: recordTime,
  updatedAt: recordTime,
});

/**
 * The columns a site file carries, named so that a column added for a joining still waiting on
 * its payment (pending ones are not carried) stays out of the file.
 */
const CARRIED_COLUMNS = [
  "id",
  "memberAreaId",
  "siteUserId",
  "email",
  "planId",
  "planName",
  "planKind",
  "amountCents",
  "currency",
  "status",
  "paymentReference",
  "joinedAt",
  "createdAt",
  "updatedAt",
] as const;

/** A membership as a site file's records carry it. */
type SiteFileMembership = z.infer<typeof membershipSchema>;

/**
 * The customers' memberships of the site's member areas (`memberAreas`), each naming its
 * customer account of the file. A recurring plan's subscription is not carried: its saved card is
 * the payment provider's, so an imported recurring membership is ended and its member joins again.
 */
export const membershipsRecords: RecordSection<SiteFileMembership[]> = {
  key: "memberships",
  schema: z.array(membershipSchema).max(MAX_MEMBERSHIPS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("memberships").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(memberships, context, db) {
    const ids = memberships.map((membership, index) => ({ id: membership.id, path: `records.memberships[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another membership.",
    );
    assertDistinct(
      memberships.map((m, index) => ({ value: `${m.memberAreaId} ${m.siteUserId}`, path: `records.memberships[${index}].siteUserId` })),
      "is a member of this area twice.",
    );
    for (const [index, membership] of memberships.entries())
      if (!context.fileCustomerIds.has(membership.siteUserId))
        recordProblem(`records.memberships[${index}].siteUserId`, "is not a customer account of this file.");
    await assertIdsFree(db, "memberships", null, ids);
  },

  async exportRecords(db, websiteId) {
    const rows = await db
      .selectFrom("memberships")
      .select(CARRIED_COLUMNS)
      .select("subscriptionId")
      .where("websiteId", "=", websiteId)
      .where("status", "!=", MEMBERSHIP_STATUS.PENDING)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    return rows.map(({ subscriptionId, ...row }) => ({
      ...row,
      amountCents: Number(row.amountCents),
      planKind: row.planKind as SiteFileMembership["planKind"],
      status: (subscriptionId ? MEMBERSHIP_STATUS.ENDED : row.status) as SiteFileMembership["status"],
    }));
  },

  async importRecords(db, context, memberships) {
    for (const membership of memberships)
      await db
        .insertInto("memberships")
        .values({ ...membership, websiteId: context.websiteId, subscriptionId: null })
        .execute();
  },
};
