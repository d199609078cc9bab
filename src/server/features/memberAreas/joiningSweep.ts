import type { Db } from "../../../db/database";
import { PeriodicJob } from "../../background/periodicJob";
import { isoNow, type Clock } from "../../clock";
import type { ServerLog } from "../../log/serverLog";
import { abandonUnconfirmed } from "../store/payments/confirmationSweep";
import type { PaymentProvider } from "../store/payments/paymentProvider";
import { memberAreasRepository } from "./memberAreasRepository";

/** How often joinings left waiting are looked for. */
const CHECK_MS = 60_000;

/** What the sweep of unconfirmed joinings is handed, by name. */
export interface JoiningSweepCollaborators {
  db: Db;
  clock: Clock;
  log: ServerLog;
  /** The provider that takes a site's payments now (StoreService.paymentsFor). */
  paymentsFor: (websiteId: string) => Promise<PaymentProvider>;
}

/**
 * Ends the joinings whose member never gave their card's extra confirmation, CONFIRMATION_WAIT_MS
 * after it was asked (the gifts' sweep: store/payments/confirmationSweep.ts). Each is claimed by
 * a conditional update of a joining still pending with that payment, so of any number of nodes
 * sweeping at once one ends it, and a confirmation settled first keeps it active; the node that
 * ended it then cancels the payment at the provider, so it can no longer be confirmed. A
 * confirmation that still arrives is refunded (joiningConfirmations.ts). Every node runs one.
 */
export class JoiningSweep {
  private readonly job: PeriodicJob;

  constructor(private readonly collaborators: JoiningSweepCollaborators) {
    this.job = new PeriodicJob({
      source: "memberAreas.joining",
      failure: "Sweeping unconfirmed joinings failed; the next round tries again.",
      intervalMs: CHECK_MS,
      round: () => this.runOnce(),
      log: collaborators.log,
    });
  }

  /** One round; answers how many joinings it ended. */
  runOnce(): Promise<number> {
    const { db, clock } = this.collaborators;
    return abandonUnconfirmed(clock, {
      waitingSince: (before, limit) => memberAreasRepository.waitingSince(db, before, limit),
      abandon: async (membership) => {
        if (!(await memberAreasRepository.abandon(db, membership, isoNow(clock)))) return false;
        await this.cancelPayment(membership.websiteId, membership.paymentReference!);
        return true;
      },
    });
  }

  /** Cancels an ended joining's payment; a failure is logged, and a confirmation that still comes is refunded. */
  private async cancelPayment(websiteId: string, reference: string): Promise<void> {
    try {
      await (await this.collaborators.paymentsFor(websiteId)).cancel(reference);
    } catch (error) {
      this.collaborators.log.error(
        "memberAreas.joining",
        `Cancelling the payment ${reference} of an unconfirmed joining failed; a late confirmation of it is refunded.`,
        error,
      );
    }
  }

  start(intervalMs?: number): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
