import type { Db } from "../../../db/database";
import type { NewsletterCampaignRecipientRow } from "../../../db/schema";
import { newId } from "../../../domain/ids";
import { PeriodicJob } from "../../background/periodicJob";
import { isoNow, type Clock } from "../../clock";
import { processLog, type ServerLog } from "../../log/serverLog";
import type { MailService } from "../mail/mailService";
import { CAMPAIGN_MAIL } from "./campaignComposer";
import { campaignsRepository } from "./campaignsRepository";
import { recipientsRepository } from "./recipientsRepository";
import { suppressionsRepository } from "./suppressionsRepository";

/** How often due campaigns are looked for, and what the log says when looking fails. */
const CAMPAIGN_CHECKS = { source: "newsletter.campaigns", failure: "Looking for due campaigns failed; the next check tries again.", intervalMs: 15_000 };
const BATCH = 200;

/**
 * Sends campaigns when their time comes, on every node. A due campaign's recipients are
 * written once (one row per campaign and address, which the database keeps), then each
 * recipient is claimed by a conditional update in the transaction that queues its mail in the
 * outbox, so two nodes, or a node that restarts halfway, never queue one address twice. An
 * address suppressed or unsubscribed by then is settled without a mail.
 */
export class CampaignSender {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly log: ServerLog = processLog,
  ) {
    this.job = new PeriodicJob({ ...CAMPAIGN_CHECKS, round: () => this.runOnce(), log });
  }

  /** Queues the mails of every due campaign; returns how many this round queued. */
  async runOnce(): Promise<number> {
    let queued = 0;
    for (const id of await campaignsRepository.dueIds(this.db, isoNow(this.clock))) {
      try {
        queued += await this.sendCampaign(id);
      } catch (error) {
        this.log.error("newsletter.campaigns", `Sending campaign ${id} stopped halfway; the next check goes on from where it stopped.`, error);
      }
    }
    if (queued > 0) this.mail.deliverSoon();
    return queued;
  }

  private async sendCampaign(id: string): Promise<number> {
    await campaignsRepository.startSending(this.db, id, isoNow(this.clock));
    const campaign = await campaignsRepository.findById(this.db, id);
    if (!campaign || campaign.state !== "sending") return 0;
    await this.writeRecipients(campaign.websiteId, campaign.id, campaign.groupId);
    let queued = 0;
    for (let batch = await recipientsRepository.pending(this.db, id, BATCH); batch.length > 0; batch = await recipientsRepository.pending(this.db, id, BATCH))
      for (const recipient of batch) if (await this.queue(recipient, campaign.subject)) queued += 1;
    await campaignsRepository.finishSending(this.db, id, isoNow(this.clock));
    return queued;
  }

  /** Writes a recipient for each subscribed member of the group; members already written stay as they are. */
  private async writeRecipients(websiteId: string, campaignId: string, groupId: string | null): Promise<void> {
    if (groupId === null) return;
    const members = await this.db
      .selectFrom("newsletterGroupMembers as m")
      .innerJoin("newsletterSubscribers as s", "s.id", "m.subscriberId")
      .select(["s.id", "s.email", "s.emailKey"])
      .where("m.groupId", "=", groupId)
      .where("s.status", "=", "subscribed")
      .orderBy("s.id")
      .execute();
    const rows: NewsletterCampaignRecipientRow[] = members.map((member) => ({
      id: newId(),
      websiteId,
      campaignId,
      subscriberId: member.id,
      email: member.email,
      emailKey: member.emailKey,
      state: "pending",
      queuedAt: null,
      openedAt: null,
      clickedAt: null,
      clicks: 0,
    }));
    await recipientsRepository.insertMissing(this.db, rows);
  }

  /** Claims one recipient and queues its mail in one transaction; true when this sender queued it. */
  private async queue(recipient: NewsletterCampaignRecipientRow, subject: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = isoNow(this.clock);
      const suppressed = await suppressionsRepository.find(trx, recipient.websiteId, recipient.emailKey);
      const subscriber = await trx.selectFrom("newsletterSubscribers").select("status").where("id", "=", recipient.subscriberId).executeTakeFirst();
      const state = suppressed ? "suppressed" : subscriber?.status === "subscribed" ? "queued" : "skipped";
      if (!(await recipientsRepository.settle(trx, recipient.id, state, now)) || state !== "queued") return false;
      await this.mail.enqueue(trx, { websiteId: recipient.websiteId, kind: CAMPAIGN_MAIL, to: recipient.email, subject, sourceId: recipient.id });
      return true;
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
