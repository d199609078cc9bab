import type { Db } from "../../../../db/database";
import type { StoreDonationPlanRow, StoreDonationRow } from "../../../../db/donationRows";
import { insertUnlessPresent } from "../../../../db/insertUnlessPresent";
import { countRows } from "../../../../db/countRows";

/**
 * A gift's states: claimed and being charged, waiting for the donor's extra confirmation at the
 * provider (a gift's first payment), paid, refused by the provider, refused and to be tried again
 * (a monthly gift's month), not tried again because its monthly gift was stopped, or never
 * confirmed and swept (abandoned: nothing kept, a later confirmation is refunded).
 */
export const DONATION_STATUS = {
  PENDING: "pending",
  AWAITING_CONFIRMATION: "awaiting_confirmation",
  PAID: "paid",
  DECLINED: "declined",
  RETRY: "retry",
  CANCELLED: "cancelled",
  ABANDONED: "abandoned",
} as const;

/** A monthly gift's states. */
export const DONATION_PLAN_STATUS = { ACTIVE: "active", CANCELLED: "cancelled" } as const;

/** Who stops a monthly gift: the donor, the site's owner, or its payment refused at its last try. */
export const PLAN_STOPPED_BY = { DONOR: "donor", OWNER: "owner", PAYMENT: "payment" } as const;
/** One of those who stop a monthly gift. */
export type PlanStoppedBy = (typeof PLAN_STOPPED_BY)[keyof typeof PLAN_STOPPED_BY];

/** How a claimed try of a month's gift ended. */
export interface TryEnd {
  status: "paid" | "retry" | "declined" | "cancelled";
  paymentReference: string | null;
  declineMessage: string | null;
  nextAttemptAt: string | null;
  paidAt: string | null;
  answer: StoredDonationAnswer | null;
}

/** The answer a finished gift gave its checkout, kept for a repeat of its key. */
export interface StoredDonationAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The SQL of donations and monthly gifts; every "only once" step is a unique key or a conditional update. */
export const donationsRepository = {
  /** Claims a checkout's key by inserting its gift; false when the key (site and key unique) was claimed before. */
  claim(db: Db, row: StoreDonationRow): Promise<boolean> {
    return insertUnlessPresent(db, "storeDonations", row, ["websiteId", "idempotencyKey"]);
  },

  async findByKey(db: Db, websiteId: string, idempotencyKey: string): Promise<StoreDonationRow | undefined> {
    return db.selectFrom("storeDonations").selectAll().where("websiteId", "=", websiteId).where("idempotencyKey", "=", idempotencyKey).executeTakeFirst();
  },

  async find(db: Db, websiteId: string, id: string): Promise<StoreDonationRow | undefined> {
    return db.selectFrom("storeDonations").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  /**
   * Ends a gift being charged (pending, or waiting for its confirmation when `from` says so) as
   * paid or refused with its answer; false when it was no longer in that state (so it ends once).
   */
  async finish(
    db: Db,
    id: string,
    end: { status: "paid" | "declined"; paymentReference: string | null; answer: StoredDonationAnswer; paidAt: string | null; planId?: string },
    from: typeof DONATION_STATUS.PENDING | typeof DONATION_STATUS.AWAITING_CONFIRMATION = DONATION_STATUS.PENDING,
  ): Promise<boolean> {
    const updated = await db
      .updateTable("storeDonations")
      .set({
        status: end.status,
        paymentReference: end.paymentReference,
        answerJson: JSON.stringify(end.answer),
        paidAt: end.paidAt,
        ...(end.planId ? { planId: end.planId } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /**
   * Moves a pending gift to waiting for the donor's confirmation, with the provider's reference,
   * the answer that sends the donor there and, for a monthly gift's first gift, its saved card.
   */
  async awaitConfirmation(
    db: Db,
    id: string,
    paymentReference: string,
    answer: StoredDonationAnswer,
    card: { methodReference: string; customerReference: string | null; label: string } | null,
  ): Promise<void> {
    await db
      .updateTable("storeDonations")
      .set({
        status: DONATION_STATUS.AWAITING_CONFIRMATION,
        paymentReference,
        answerJson: JSON.stringify(answer),
        ...(card ? { savedMethodReference: card.methodReference, savedCustomerReference: card.customerReference, savedMethodLabel: card.label } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", DONATION_STATUS.PENDING)
      .execute();
  },

  /** Gifts waiting for their donor's confirmation since before `before`, oldest first (migration 1392's index). */
  async waitingSince(db: Db, before: string, limit: number): Promise<Pick<StoreDonationRow, "id">[]> {
    return db
      .selectFrom("storeDonations")
      .select("id")
      .where("status", "=", DONATION_STATUS.AWAITING_CONFIRMATION)
      .where("createdAt", "<", before)
      .orderBy("createdAt")
      .limit(limit)
      .execute();
  },

  /** Abandons a gift still waiting for its confirmation, with the refusal a repeat of its key gets; false when it had moved on (paid, refused or swept by another node). */
  async abandon(db: Db, id: string, answer: StoredDonationAnswer): Promise<boolean> {
    const updated = await db
      .updateTable("storeDonations")
      .set({ status: DONATION_STATUS.ABANDONED, answerJson: JSON.stringify(answer) })
      .where("id", "=", id)
      .where("status", "=", DONATION_STATUS.AWAITING_CONFIRMATION)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** The gift a provider's payment belongs to, found by the provider's reference (migration 1372's index). */
  async findByPayment(db: Db, provider: string, paymentReference: string): Promise<StoreDonationRow | undefined> {
    return db.selectFrom("storeDonations").selectAll().where("provider", "=", provider).where("paymentReference", "=", paymentReference).executeTakeFirst();
  },

  /** A page of the site's gifts, newest first, and how many there are. */
  async listOfSite(db: Db, websiteId: string, page: { limit: number; offset: number }): Promise<{ rows: StoreDonationRow[]; total: number }> {
    const shown = db.selectFrom("storeDonations").where("websiteId", "=", websiteId).where("status", "<>", DONATION_STATUS.PENDING);
    const rows = await shown.selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
    return { rows, total: await countRows(shown) };
  },

  /** Every gift of the site, oldest first: the CSV file and the site file. */
  async allOfSite(db: Db, websiteId: string): Promise<StoreDonationRow[]> {
    return db.selectFrom("storeDonations").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
  },

  /** The paid gifts a signed-in donor gave, newest first. */
  async paidOfCustomer(db: Db, websiteId: string, siteUserId: string, limit: number): Promise<StoreDonationRow[]> {
    return db
      .selectFrom("storeDonations")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("siteUserId", "=", siteUserId)
      .where("status", "=", DONATION_STATUS.PAID)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  },

  async insertPlan(db: Db, row: StoreDonationPlanRow): Promise<void> {
    await db.insertInto("storeDonationPlans").values(row).execute();
  },

  /** The monthly gifts a donor gives, active ones first. */
  async plansOfCustomer(db: Db, websiteId: string, siteUserId: string): Promise<StoreDonationPlanRow[]> {
    return db
      .selectFrom("storeDonationPlans")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("siteUserId", "=", siteUserId)
      .orderBy("status")
      .orderBy("createdAt", "desc")
      .execute();
  },

  /**
   * Stops an active monthly gift of the site (only the donor's own when `siteUserId` is given),
   * saying who stopped it; false when there is no such gift or it was stopped before, so of any
   * number of stops at once one stops it.
   */
  async stopPlan(db: Db, plan: { websiteId: string; id: string; siteUserId?: string }, by: PlanStoppedBy, now: string): Promise<boolean> {
    let stop = db
      .updateTable("storeDonationPlans")
      .set({ status: DONATION_PLAN_STATUS.CANCELLED, cancelledAt: now, stoppedBy: by })
      .where("websiteId", "=", plan.websiteId)
      .where("id", "=", plan.id)
      .where("status", "=", DONATION_PLAN_STATUS.ACTIVE);
    if (plan.siteUserId !== undefined) stop = stop.where("siteUserId", "=", plan.siteUserId);
    return Number((await stop.executeTakeFirst()).numUpdatedRows) === 1;
  },

  async findPlan(db: Db, websiteId: string, planId: string): Promise<StoreDonationPlanRow | undefined> {
    return db.selectFrom("storeDonationPlans").selectAll().where("websiteId", "=", websiteId).where("id", "=", planId).executeTakeFirst();
  },

  /** A page of the site's monthly gifts, active ones first, newest first, and how many there are. */
  async plansOfSite(db: Db, websiteId: string, page: { limit: number; offset: number }): Promise<{ rows: StoreDonationPlanRow[]; total: number }> {
    const plans = db.selectFrom("storeDonationPlans").where("websiteId", "=", websiteId);
    const rows = await plans.selectAll().orderBy("status").orderBy("createdAt", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
    return { rows, total: await countRows(plans) };
  },

  /** Months refused whose next try is due, and months whose try was claimed before `staleBefore` and never finished (a crash). */
  async triesDue(db: Db, now: string, staleBefore: string, limit: number): Promise<StoreDonationRow[]> {
    return db
      .selectFrom("storeDonations")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", DONATION_STATUS.RETRY), eb("nextAttemptAt", "<=", now)]),
          eb.and([eb("status", "=", DONATION_STATUS.PENDING), eb("claimedAt", "is not", null), eb("claimedAt", "<", staleBefore)]),
        ]),
      )
      .orderBy("createdAt")
      .limit(limit)
      .execute();
  },

  /**
   * Claims a month's next try: a refused month due again becomes pending with one try more; a
   * try left unfinished since before `staleBefore` is claimed again with the same number (so the
   * provider, asked with the same key, answers as it did). Of any number of runs one wins.
   */
  async claimTry(db: Db, gift: StoreDonationRow, now: string, staleBefore: string): Promise<StoreDonationRow | undefined> {
    const stale = gift.status === DONATION_STATUS.PENDING;
    let claim = db
      .updateTable("storeDonations")
      .set({ status: DONATION_STATUS.PENDING, claimedAt: now, attempts: stale ? gift.attempts : gift.attempts + 1 })
      .where("id", "=", gift.id)
      .where("attempts", "=", gift.attempts);
    claim = stale
      ? claim.where("status", "=", DONATION_STATUS.PENDING).where("claimedAt", "<", staleBefore)
      : claim.where("status", "=", DONATION_STATUS.RETRY).where("nextAttemptAt", "<=", now);
    return claim.returningAll().executeTakeFirst();
  },

  /** Ends the claimed try of a month's gift (only that try: same number, still pending); false when it had ended. */
  async endTry(db: Db, gift: Pick<StoreDonationRow, "id" | "attempts">, end: TryEnd): Promise<boolean> {
    const ended = await db
      .updateTable("storeDonations")
      .set({
        status: end.status,
        paymentReference: end.paymentReference,
        declineMessage: end.declineMessage,
        nextAttemptAt: end.nextAttemptAt,
        paidAt: end.paidAt,
        ...(end.answer ? { answerJson: JSON.stringify(end.answer) } : {}),
      })
      .where("id", "=", gift.id)
      .where("attempts", "=", gift.attempts)
      .where("status", "=", DONATION_STATUS.PENDING)
      .returning("id")
      .executeTakeFirst();
    return ended !== undefined;
  },

  /** Active monthly gifts whose next month began, oldest due first. */
  async plansDue(db: Db, now: string, limit: number): Promise<StoreDonationPlanRow[]> {
    return db
      .selectFrom("storeDonationPlans")
      .selectAll()
      .where("status", "=", DONATION_PLAN_STATUS.ACTIVE)
      .where("nextChargeAt", "<=", now)
      .orderBy("nextChargeAt")
      .limit(limit)
      .execute();
  },

  /** Moves a plan on past the month it was read at; false when another run moved it first. */
  async advancePlan(db: Db, planId: string, month: number, nextChargeAt: string): Promise<boolean> {
    const updated = await db
      .updateTable("storeDonationPlans")
      .set({ nextMonth: month + 1, nextChargeAt })
      .where("id", "=", planId)
      .where("nextMonth", "=", month)
      .where("status", "=", DONATION_PLAN_STATUS.ACTIVE)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },
};
