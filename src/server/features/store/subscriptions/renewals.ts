import type { Db } from "../../../../db/database";
import type { StoreSubscriptionChargeRow, StoreSubscriptionRow } from "../../../../db/subscriptionRows";
import { periodStart, SUBSCRIPTION_STATUS, type BillingUnit } from "../../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../../domain/ids";
import { PeriodicJob } from "../../../background/periodicJob";
import type { Clock } from "../../../clock";
import type { ServerLog } from "../../../log/serverLog";
import type { MailService } from "../../mail/mailService";
import type { ChargeResult, PaymentProvider } from "../payments/paymentProvider";
import { chargeSavedMethod, nextTryAt, refusalReason, STALE_ATTEMPT_MS } from "../payments/savedMethodCharges";
import { mailSiteOfWebsite } from "../mailSiteOfWebsite";
import { cancelledForPaymentMail, paymentFailedMail, renewedMail, type SubscriptionMailLanguage } from "./subscriptionMail";
import { orderLocale, storeTextsFor } from "../storeLanguage";
import { refusalInLanguage } from "../storeRefusals";
import { CHARGE_STATE, subscriptionsRepository } from "./subscriptionsRepository";

/** How often due periods and retries are looked for, and what the log says when looking fails. */
const RENEWAL_CHECKS = { source: "store.renewals", failure: "Looking for subscription renewals failed; the next round tries again.", intervalMs: 60_000 };
/** Most periods opened and charges tried in one round; the next round takes the rest. */
const BATCH = 100;

/** What the renewals are handed, by name. */
export interface RenewalCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
  log: ServerLog;
  /** The provider that takes a site's payments now (StoreService.paymentsFor). */
  paymentsFor: (websiteId: string) => Promise<PaymentProvider>;
}

/** What one round did: periods opened and charges paid, refused (to be tried again) and ended in cancellation. */
export interface RenewalRound {
  opened: number;
  paid: number;
  retrying: number;
  cancelled: number;
}

/** How many steps a round took, all kinds together. */
function countOf(round: RenewalRound): number {
  return round.opened + round.paid + round.retrying + round.cancelled;
}

/**
 * Charges subscriptions for their next periods with the payment method saved at their
 * checkout. Every node runs one; each step is claimed in the database: a period is opened by
 * the conditional update that moves its subscription's next charge on (with one charge row per
 * subscription and period, a unique key), and each attempt is claimed by a conditional update
 * of its charge row before the provider is asked, so a period is charged once however many
 * rounds and nodes run at the same time. The provider gets one idempotency key per
 * subscription, period and attempt: a retry after a refusal is a new attempt (a provider
 * answers a repeated key with its first answer, the refusal), while an attempt cut off by a
 * crash is asked again with its own key and so never charged twice.
 */
export class Renewals {
  private readonly job: PeriodicJob;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly mail: MailService;
  private readonly log: ServerLog;
  private readonly paymentsFor: (websiteId: string) => Promise<PaymentProvider>;

  constructor(collaborators: RenewalCollaborators) {
    this.db = collaborators.db;
    this.clock = collaborators.clock;
    this.mail = collaborators.mail;
    this.log = collaborators.log;
    this.paymentsFor = collaborators.paymentsFor;
    this.job = new PeriodicJob({ ...RENEWAL_CHECKS, round: async () => countOf(await this.runOnce()), log: collaborators.log });
  }

  /** One round: opens the periods that began, then tries every charge due. */
  async runOnce(): Promise<RenewalRound> {
    const round: RenewalRound = { opened: 0, paid: 0, retrying: 0, cancelled: 0 };
    const now = this.clock.now();
    for (const subscription of await subscriptionsRepository.periodsDue(this.db, now.toISOString(), BATCH)) {
      if (await this.openPeriod(subscription, now.toISOString())) round.opened += 1;
    }
    const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS).toISOString();
    for (const charge of await subscriptionsRepository.chargesDue(this.db, now.toISOString(), staleBefore, BATCH)) {
      try {
        const outcome = await this.attempt(charge, now, staleBefore);
        if (outcome) round[outcome] += 1;
      } catch (error) {
        this.log.error(
          "store.renewals",
          `Charging period ${charge.period} of subscription ${charge.subscriptionId} failed; the next round tries again.`,
          error,
        );
      }
    }
    if (round.paid + round.retrying + round.cancelled > 0) this.mail.deliverSoon();
    return round;
  }

  /** Opens a subscription's period that began: its charge row, once, moving the next period on; false when another run opened it or the plan's payments are all made. */
  private async openPeriod(subscription: StoreSubscriptionRow, stamp: string): Promise<boolean> {
    const readNext = subscription.nextChargeAt!;
    const period = { value: subscription.periodValue, unit: subscription.periodUnit as BillingUnit };
    const fixed = subscription.numBillingCycles > 0;
    if (fixed && subscription.paidPeriods + (await subscriptionsRepository.openCharges(this.db, subscription.id)) >= subscription.numBillingCycles)
      return false;
    const n = subscription.nextPeriod;
    const next = { period: n + 1, at: periodStart(new Date(subscription.startedAt), period, n + 1).toISOString() };
    return this.db.transaction().execute(async (trx) => {
      if (!(await subscriptionsRepository.claimPeriod(trx, subscription.id, readNext, next, stamp))) return false;
      return subscriptionsRepository.insertCharge(trx, {
        id: newId(),
        subscriptionId: subscription.id,
        websiteId: subscription.websiteId,
        period: n,
        amountCents: subscription.amountCents,
        state: CHARGE_STATE.DUE,
        attempts: 0,
        nextAttemptAt: stamp,
        claimedAt: null,
        reference: null,
        message: null,
        createdAt: stamp,
        updatedAt: stamp,
      });
    });
  }

  /** Claims and makes one attempt of a charge; null when another run claimed it first. */
  private async attempt(charge: StoreSubscriptionChargeRow, now: Date, staleBefore: string): Promise<keyof Omit<RenewalRound, "opened"> | null> {
    const stamp = now.toISOString();
    const claimed = await subscriptionsRepository.claimCharge(this.db, charge, stamp, staleBefore);
    if (!claimed) return null;
    const subscription = await subscriptionsRepository.find(this.db, claimed.websiteId, claimed.subscriptionId);
    if (!subscription || (subscription.status !== SUBSCRIPTION_STATUS.ACTIVE && subscription.status !== SUBSCRIPTION_STATUS.PAST_DUE)) {
      await subscriptionsRepository.finishCharge(this.db, claimed, {
        state: CHARGE_STATE.CANCELLED,
        reference: null,
        message: null,
        nextAttemptAt: stamp,
        updatedAt: stamp,
      });
      return null;
    }
    const result = await this.charge(subscription, claimed);
    const site = await mailSiteOfWebsite(this.db, subscription.websiteId);
    const language = await this.languageOf(subscription);
    if (result.outcome === "succeeded") {
      await this.db.transaction().execute(async (trx) => {
        if (
          !(await subscriptionsRepository.finishCharge(trx, claimed, {
            state: CHARGE_STATE.PAID,
            reference: result.reference,
            message: null,
            nextAttemptAt: stamp,
            updatedAt: stamp,
          }))
        )
          return;
        await subscriptionsRepository.countPaidPeriod(trx, subscription, stamp);
        const after = await subscriptionsRepository.find(trx, subscription.websiteId, subscription.id);
        await this.mail.enqueue(trx, renewedMail(subscription, site, after?.status === SUBSCRIPTION_STATUS.ACTIVE ? after.nextChargeAt : null, language));
      });
      return "paid";
    }
    const reason = refusalReason(result);
    const nextTry = nextTryAt(claimed.attempts, now);
    const last = nextTry === null;
    const retryAt = nextTry ?? stamp;
    await this.db.transaction().execute(async (trx) => {
      const changes = { reference: result.reference, message: reason, nextAttemptAt: retryAt, updatedAt: stamp };
      if (!(await subscriptionsRepository.finishCharge(trx, claimed, { ...changes, state: last ? CHARGE_STATE.FAILED : CHARGE_STATE.RETRY }))) return;
      if (last) {
        const ended = await subscriptionsRepository.moveStatus(
          trx,
          subscription.websiteId,
          subscription.id,
          [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE],
          {
            status: SUBSCRIPTION_STATUS.CANCELLED,
            cancelledAt: stamp,
            nextChargeAt: null,
            updatedAt: stamp,
          },
        );
        if (ended) await this.mail.enqueue(trx, cancelledForPaymentMail(subscription, site, claimed.attempts, language));
        return;
      }
      await subscriptionsRepository.moveStatus(trx, subscription.websiteId, subscription.id, [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE], {
        status: SUBSCRIPTION_STATUS.PAST_DUE,
        updatedAt: stamp,
      });
      await this.mail.enqueue(trx, paymentFailedMail(subscription, site, refusalInLanguage(reason, language.texts), retryAt, language));
    });
    return last ? "cancelled" : "retrying";
  }

  /** The language a subscription's mails are written in: its first order's, its days in it too. */
  private async languageOf(subscription: StoreSubscriptionRow): Promise<SubscriptionMailLanguage> {
    const locale = await orderLocale(this.db, subscription.websiteId, subscription.orderId);
    return { texts: await storeTextsFor(this.db, subscription.websiteId, locale), locale: locale ?? "en-GB" };
  }

  /** Asks the site's provider to charge the saved method for one attempt of one period, off session. */
  private async charge(subscription: StoreSubscriptionRow, charge: StoreSubscriptionChargeRow): Promise<ChargeResult> {
    return chargeSavedMethod(await this.paymentsFor(subscription.websiteId), subscription, {
      id: charge.id,
      amountCents: Number(charge.amountCents),
      idempotencyKey: `renewal-${subscription.id}-${charge.period}-${charge.attempts}`,
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
