import type { Db } from "../../../db/database";
import { PeriodicJob } from "../../background/periodicJob";
import type { Clock } from "../../clock";
import { processLog, type ServerLog } from "../../log/serverLog";
import { publishLayout } from "./layoutPublishing";
import type { SiteChanges } from "../sites/siteChanges";
import { pagesRepository } from "./pagesRepository";

/** How often due scheduled posts are looked for (a post goes out at most 10 s after its time; the question reads an index of scheduled items only), and what the log says when looking fails. */
const SCHEDULE_CHECKS = { source: "pages.scheduledPublishing", failure: "Looking for scheduled posts failed; the next check tries again.", intervalMs: 10_000 };

/**
 * Publishes scheduled posts when their time comes: the post becomes published, its draft
 * layout goes live, and once committed its site goes through the site change path so cached
 * blog pages drop. Every node runs one; each post is claimed in the transaction that publishes
 * it (a conditional update from scheduled to published), so it is published once, with one
 * history version, however many nodes find it due together.
 */
export class ScheduledPublisher {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly siteChanges: SiteChanges,
    private readonly log: ServerLog = processLog,
  ) {
    this.job = new PeriodicJob({ ...SCHEDULE_CHECKS, round: () => this.runOnce(), log });
  }

  /**
   * Publishes every due post now; returns how many this round published (posts another node
   * claimed first are not counted). A post that fails to publish is logged
   * with its cause and stays due, so the next check tries it again; the others go ahead.
   */
  async runOnce(): Promise<number> {
    const now = this.clock.now().toISOString();
    const due = await pagesRepository.dueScheduledItems(this.db, now);
    const sites = new Set<string>();
    let published = 0;
    for (const item of due) {
      try {
        const won = await this.db.transaction().execute(async (trx) => {
          if (!(await pagesRepository.claimDueScheduledItem(trx, item.websiteId, item.id, now))) return false;
          await publishLayout(trx, item.websiteId, item.id, { publishedBy: null, publishedAt: now });
          return true;
        });
        if (!won) continue;
        sites.add(item.websiteId);
        published += 1;
      } catch (error) {
        this.log.error("pages.scheduledPublishing", `Publishing scheduled post ${item.id} failed; the next check tries again.`, error);
      }
    }
    for (const websiteId of sites) await this.siteChanges.changed(websiteId);
    return published;
  }

  /** Checks every interval in the background until stop(). */
  start(intervalMs?: number): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
