import type { Db } from "../../../db/database";
import type { MemberAreaRow, MembershipRow } from "../../../db/memberAreaRows";
import { MEMBERSHIP_STATUS } from "../../../domain/commerce/memberAreas";

/** Most members listed on the owner's screen at once. */
const MEMBERS_SHOWN = 500;

/** Reads and writes of member areas and memberships; joining is claimed by the unique key of area and customer. */
export const memberAreasRepository = {
  async listOfSite(db: Db, websiteId: string): Promise<MemberAreaRow[]> {
    return db.selectFrom("memberAreas").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
  },

  async find(db: Db, websiteId: string, id: string): Promise<MemberAreaRow | undefined> {
    return db.selectFrom("memberAreas").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  async insert(db: Db, row: MemberAreaRow): Promise<void> {
    await db.insertInto("memberAreas").values(row).execute();
  },

  async update(db: Db, row: MemberAreaRow): Promise<boolean> {
    const { id, websiteId, createdAt: _created, ...fields } = row;
    const result = await db.updateTable("memberAreas").set(fields).where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async remove(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("memberAreas").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async membership(db: Db, memberAreaId: string, siteUserId: string): Promise<MembershipRow | undefined> {
    return db.selectFrom("memberships").selectAll().where("memberAreaId", "=", memberAreaId).where("siteUserId", "=", siteUserId).executeTakeFirst();
  },

  async findMembership(db: Db, websiteId: string, id: string): Promise<MembershipRow | undefined> {
    return db.selectFrom("memberships").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  /**
   * Claims joining for a customer: inserts their membership as pending, or takes back one whose
   * payment was declined or which ended, by a conditional update. Null when another request holds
   * it (pending or active): that one pays, this one charges nothing.
   */
  async claimJoining(db: Db, row: MembershipRow): Promise<MembershipRow | null> {
    const inserted = await db
      .insertInto("memberships")
      .values(row)
      .onConflict((oc) => oc.columns(["memberAreaId", "siteUserId"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const { id: _id, memberAreaId, siteUserId, createdAt: _created, ...fields } = row;
    const retaken = await db
      .updateTable("memberships")
      .set(fields)
      .where("memberAreaId", "=", memberAreaId)
      .where("siteUserId", "=", siteUserId)
      .where("status", "in", [MEMBERSHIP_STATUS.DECLINED, MEMBERSHIP_STATUS.ENDED])
      .returningAll()
      .executeTakeFirst();
    return retaken ?? null;
  },

  /** Moves a pending joining (active, declined, or waiting with its payment's reference); only a pending one moves. */
  async settle(
    db: Db,
    id: string,
    change: Pick<MembershipRow, "status" | "paymentReference" | "subscriptionId" | "joinedAt" | "updatedAt"> &
      Pick<Partial<MembershipRow>, "savedMethodReference" | "savedCustomerReference" | "savedMethodLabel">,
  ): Promise<boolean> {
    const result = await db.updateTable("memberships").set(change).where("id", "=", id).where("status", "=", MEMBERSHIP_STATUS.PENDING).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Joinings still waiting for their card's confirmation since before `before`, oldest first (migration 1396's index). */
  async waitingSince(db: Db, before: string, limit: number): Promise<MembershipRow[]> {
    return db
      .selectFrom("memberships")
      .selectAll()
      .where("status", "=", MEMBERSHIP_STATUS.PENDING)
      .where("paymentReference", "is not", null)
      .where("updatedAt", "<", before)
      .orderBy("updatedAt")
      .limit(limit)
      .execute();
  },

  /**
   * Ends a joining still waiting for its card's confirmation, with that payment, by a conditional
   * update; false when it had moved on (confirmed, refused, or swept by another node).
   */
  async abandon(db: Db, membership: Pick<MembershipRow, "id" | "paymentReference">, updatedAt: string): Promise<boolean> {
    const result = await db
      .updateTable("memberships")
      .set({ status: MEMBERSHIP_STATUS.ENDED, updatedAt })
      .where("id", "=", membership.id)
      .where("status", "=", MEMBERSHIP_STATUS.PENDING)
      .where("paymentReference", "=", membership.paymentReference)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The membership a payment was made for, if any (one waiting for the card's extra confirmation among them). */
  async byPayment(db: Db, paymentReference: string): Promise<MembershipRow | undefined> {
    return db.selectFrom("memberships").selectAll().where("paymentReference", "=", paymentReference).executeTakeFirst();
  },

  async ofCustomer(db: Db, websiteId: string, siteUserId: string): Promise<MembershipRow[]> {
    return db
      .selectFrom("memberships")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("siteUserId", "=", siteUserId)
      .orderBy("createdAt", "desc")
      .execute();
  },

  async ofArea(db: Db, websiteId: string, memberAreaId: string): Promise<MembershipRow[]> {
    return db
      .selectFrom("memberships")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("memberAreaId", "=", memberAreaId)
      .orderBy("createdAt", "desc")
      .limit(MEMBERS_SHOWN)
      .execute();
  },

  async ofSite(db: Db, websiteId: string): Promise<MembershipRow[]> {
    return db.selectFrom("memberships").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
  },
};
