import type { Db } from "../../../../db/database";
import type { StoreDonationPlanRow, StoreDonationRow } from "../../../../db/donationRows";
import { periodStart } from "../../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../../domain/ids";
import { PeriodicJob } from "../../../background/periodicJob";
import type { Clock } from "../../../clock";
import type { ServerLog } from "../../../log/serverLog";
import type { MailService } from "../../mail/mailService";
import type { PaymentProvider } from "../payments/paymentProvider";
import { chargeSavedMethod, nextTryAt, refusalReason, STALE_ATTEMPT_MS } from "../payments/savedMethodCharges";
import { mailSiteOfWebsite } from "../mailSiteOfWebsite";
import { abandonUnconfirmedGifts } from "./donationAbandonment";
import { donationMailLanguage } from "./donationLanguage";
import { donationReceiptMail, monthlyGiftFailedMail, monthlyGiftStoppedMail } from "./donationMail";
import { DONATION_PLAN_STATUS, DONATION_STATUS, donationsRepository, PLAN_STOPPED_BY } from "./donationsRepository";

/** How often monthly gifts that came due are looked for, and what the log says when looking fails. */
const GIFT_CHECKS = { source: "store.donations", failure: "Charging monthly gifts failed; the next round tries again.", intervalMs: 60_000 };
/** Most monthly gifts (and tries of refused months) charged in one round; the next round takes the rest. */
const BATCH = 100;

/** What the monthly gifts' job is handed, by name. */
export interface DonationRenewalCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
  log: ServerLog;
  /** The provider that takes a site's payments now (StoreService.paymentsFor). */
  paymentsFor: (websiteId: string) => Promise<PaymentProvider>;
}

/** What one round did: months paid, months refused to be tried again, monthly gifts stopped by their last refusal, and gifts abandoned unconfirmed. */
export interface DonationRenewalRound {
  paid: number;
  retrying: number;
  stopped: number;
  abandoned: number;
}

/** How many steps a round took, all kinds together. */
function countOf(round: DonationRenewalRound): number {
  return round.paid + round.retrying + round.stopped + round.abandoned;
}

/** What one try came to, counted in its round; null when the try had ended elsewhere or its monthly gift was stopped. */
type Outcome = Exclude<keyof DonationRenewalRound, "abandoned"> | null;

/** The provider's key of one try of a month's gift: its first try keeps the gift's own key, later tries add their number. */
function tryKey(gift: Pick<StoreDonationRow, "id" | "attempts">): string {
  return gift.attempts === 1 ? `donation-${gift.id}` : `donation-${gift.id}-${gift.attempts}`;
}

/**
 * Charges monthly gifts with the card saved at their first gift, and tries a refused month again
 * on the subscriptions' renewal schedule (savedMethodCharges.ts: 1, 2 and 4 days later), mailing
 * the donor each refusal through the outbox; the fourth refusal stops the monthly gift, with a
 * mail. Every node runs one; every step is claimed in the database: a month by the conditional
 * update that moves its plan on, then its gift keyed by plan and month (a unique key), and each
 * try by a conditional update of that gift, so a month is charged once however many rounds and
 * nodes run. Each try has its own provider key; a try cut off by a crash is asked again with its key.
 * Each round also abandons gifts whose donor never gave the card's extra confirmation.
 */
export class DonationRenewals {
  private readonly job: PeriodicJob;

  constructor(private readonly collaborators: DonationRenewalCollaborators) {
    this.job = new PeriodicJob({ ...GIFT_CHECKS, round: async () => countOf(await this.runOnce()), log: collaborators.log });
  }

  /** One round: abandons gifts left unconfirmed (donationAbandonment.ts), opens every monthly gift's month that began, then makes every try due. */
  async runOnce(): Promise<DonationRenewalRound> {
    const { db, clock, log } = this.collaborators;
    const round: DonationRenewalRound = { paid: 0, retrying: 0, stopped: 0, abandoned: await abandonUnconfirmedGifts(db, clock) };
    const now = clock.now();
    const stamp = now.toISOString();
    const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS).toISOString();
    const claimed: StoreDonationRow[] = [];
    for (const plan of await donationsRepository.plansDue(db, stamp, BATCH)) {
      const opened = await this.openMonth(plan, stamp);
      if (opened) claimed.push(opened);
    }
    for (const gift of await donationsRepository.triesDue(db, stamp, staleBefore, BATCH)) {
      const again = await donationsRepository.claimTry(db, gift, stamp, staleBefore);
      if (again) claimed.push(again);
    }
    for (const gift of claimed) {
      try {
        const outcome = await this.attempt(gift, now);
        if (outcome) round[outcome] += 1;
      } catch (error) {
        log.error("store.donations", `Charging month gift ${gift.id} failed; a later round tries again.`, error);
      }
    }
    if (round.paid + round.retrying + round.stopped > 0) this.collaborators.mail.deliverSoon();
    return round;
  }

  /** Claims a plan's month that began: moves the plan on, then writes the month's gift, its first try claimed; null when another run did. */
  private async openMonth(plan: StoreDonationPlanRow, stamp: string): Promise<StoreDonationRow | null> {
    const { db } = this.collaborators;
    const month = plan.nextMonth;
    const next = periodStart(new Date(plan.createdAt), { value: 1, unit: "month" }, month + 1).toISOString();
    if (!(await donationsRepository.advancePlan(db, plan.id, month, next))) return null;
    const row: StoreDonationRow = {
      id: newId(),
      websiteId: plan.websiteId,
      idempotencyKey: `plan-${plan.id}-${month}`,
      requestHash: "",
      donatePageId: plan.donatePageId,
      planId: plan.id,
      amountCents: plan.amountCents,
      feeCents: plan.feeCents,
      totalCents: Number(plan.amountCents) + Number(plan.feeCents),
      currency: plan.currency,
      fund: plan.fund,
      frequency: "monthly",
      email: plan.email,
      name: plan.name,
      siteUserId: plan.siteUserId,
      status: DONATION_STATUS.PENDING,
      provider: plan.provider,
      paymentReference: null,
      answerJson: null,
      baseUrl: null,
      createdAt: stamp,
      paidAt: null,
      attempts: 1,
      nextAttemptAt: null,
      claimedAt: stamp,
      declineMessage: null,
      locale: plan.locale,
    };
    return (await donationsRepository.claim(db, row)) ? row : null;
  }

  /** Makes one claimed try of a month's gift and ends it: paid with its receipt, refused and tried again with a mail, or the monthly gift stopped. */
  private async attempt(gift: StoreDonationRow, now: Date): Promise<Outcome> {
    const { db, mail } = this.collaborators;
    const stamp = now.toISOString();
    const plan = gift.planId ? await donationsRepository.findPlan(db, gift.websiteId, gift.planId) : undefined;
    const ended = { paymentReference: null, declineMessage: null, nextAttemptAt: null, paidAt: null, answer: null };
    if (!plan || plan.status !== DONATION_PLAN_STATUS.ACTIVE) {
      await donationsRepository.endTry(db, gift, { ...ended, status: DONATION_STATUS.CANCELLED });
      return null;
    }
    const result = await chargeSavedMethod(await this.collaborators.paymentsFor(plan.websiteId), plan, {
      id: gift.id,
      amountCents: Number(gift.totalCents),
      idempotencyKey: tryKey(gift),
    });
    const site = await mailSiteOfWebsite(this.collaborators.db, plan.websiteId);
    const language = await donationMailLanguage(db, plan.websiteId, plan.locale);
    if (result.outcome === "succeeded") {
      return db.transaction().execute(async (trx): Promise<Outcome> => {
        const answer = { status: 200, body: { donationId: gift.id, status: "paid" } };
        const paid = { ...ended, status: DONATION_STATUS.PAID, paymentReference: result.reference, paidAt: stamp, answer };
        if (!(await donationsRepository.endTry(trx, gift, paid))) return null;
        await mail.enqueue(trx, donationReceiptMail(gift, site, stamp, language));
        return "paid";
      });
    }
    const reason = refusalReason(result);
    const retryAt = nextTryAt(gift.attempts, now);
    const refused = { ...ended, paymentReference: result.reference, declineMessage: reason, answer: { status: 402, body: {} } };
    return db.transaction().execute(async (trx): Promise<Outcome> => {
      if (retryAt) {
        if (!(await donationsRepository.endTry(trx, gift, { ...refused, status: DONATION_STATUS.RETRY, nextAttemptAt: retryAt }))) return null;
        await mail.enqueue(trx, monthlyGiftFailedMail(plan, site, reason, retryAt, language));
        return "retrying";
      }
      if (!(await donationsRepository.endTry(trx, gift, { ...refused, status: DONATION_STATUS.DECLINED }))) return null;
      if (await donationsRepository.stopPlan(trx, { websiteId: plan.websiteId, id: plan.id }, PLAN_STOPPED_BY.PAYMENT, stamp))
        await mail.enqueue(trx, monthlyGiftStoppedMail(plan, site, { by: "payment", tries: gift.attempts }, language));
      return "stopped";
    });
  }

  /** Checks every interval in the background until stop(). */
  start(intervalMs?: number): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
