import type { Db } from "../../../../db/database";
import { newId } from "../../../../domain/ids";
import { REVIEW_REQUEST_OPEN_DAYS, REVIEW_REQUEST_ROW_STATE } from "../../../../domain/commerce/productReviews";
import { PeriodicJob } from "../../../background/periodicJob";
import type { Clock } from "../../../clock";
import { processLog, type ServerLog } from "../../../log/serverLog";
import type { MailService } from "../../mail/mailService";
import { ordersRepository } from "../ordersRepository";
import { storeTextsFor } from "../storeLanguage";
import { reviewRequestDaysOf } from "./reviewRequestDays";
import { reviewRequestMail } from "./reviewRequestMail";
import { reviewRequestsRepository } from "./reviewRequestsRepository";

/** How often fulfilled orders and due requests are looked for, and what the log says when looking fails. */
const REVIEW_CHECKS = { source: "store.reviewRequests", failure: "Looking for review requests failed; the next round tries again.", intervalMs: 60_000 };
/** Most orders scheduled and requests sent in one round; the next round takes the rest. */
const BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Asks buyers for reviews: each round gives every fulfilled order without one a review request
 * due the site's review request days after its fulfilment, then sends the due ones. Every node
 * runs one; a request is claimed by a conditional update in the transaction that queues its
 * mail, so each buyer gets one mail however many nodes find it due together. A request found
 * more than REVIEW_REQUEST_OPEN_DAYS past due (an order fulfilled long before) expires unsent.
 */
export class ReviewRequests {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly secret: string,
    private readonly log: ServerLog = processLog,
  ) {
    this.job = new PeriodicJob({ ...REVIEW_CHECKS, round: () => this.runOnce(), log });
  }

  /** One round; returns how many mails this node queued (requests another node claimed first are not counted). */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const unscheduled = await reviewRequestsRepository.unscheduledOrders(this.db, BATCH);
    await reviewRequestsRepository.schedule(
      this.db,
      unscheduled.map((order) => ({
        id: newId(),
        websiteId: order.websiteId,
        orderId: order.orderId,
        state: REVIEW_REQUEST_ROW_STATE.SCHEDULED,
        dueAt: new Date(Date.parse(order.fulfilledAt) + reviewRequestDaysOf(order.siteExtraSettingsJson) * DAY_MS).toISOString(),
        claimedAt: null,
        createdAt: now.toISOString(),
      })),
    );
    let queued = 0;
    for (const request of await reviewRequestsRepository.due(this.db, now.toISOString(), BATCH)) {
      const late = Date.parse(request.dueAt) + REVIEW_REQUEST_OPEN_DAYS * DAY_MS <= now.getTime();
      try {
        const sent = await this.db.transaction().execute(async (trx) => {
          const to = late ? REVIEW_REQUEST_ROW_STATE.EXPIRED : REVIEW_REQUEST_ROW_STATE.SENT;
          const claimed = await reviewRequestsRepository.claim(trx, request.id, to, now.toISOString());
          if (!claimed || late) return false;
          const order = await ordersRepository.findWithSite(trx, claimed.orderId);
          if (!order) return false;
          const texts = await storeTextsFor(trx, order.websiteId, order.locale);
          await this.mail.enqueue(trx, reviewRequestMail(order, claimed.id, this.secret, texts));
          return true;
        });
        if (sent) queued += 1;
      } catch (error) {
        this.log.error("store.reviewRequests", `Sending review request ${request.id} failed; the next round tries again.`, error);
      }
    }
    if (queued > 0) this.mail.deliverSoon();
    return queued;
  }

  /** Checks every interval in the background until stop(). */
  start(intervalMs?: number): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
