import type { Db } from "../../../db/database";
import type { MailchimpMemberRow } from "../../../db/connectedAccountRows";
import { CONNECTED_ACCOUNT_SERVICE } from "../../../domain/enumerations/connectedAccounts";
import { newId } from "../../../domain/ids";
import { PeriodicJob } from "../../background/periodicJob";
import type { Clock } from "../../clock";
import { processLog, type ServerLog } from "../../log/serverLog";
import { connectedAccountsRepository } from "./connectedAccountsRepository";
import { MailchimpError, type MailchimpApi } from "./mailchimpApi";
import { mailchimpMemberReason } from "./mailchimpMemberReasons";
import { mailchimpMembersRepository } from "./mailchimpMembersRepository";

/** After this many failed attempts a member is given up; the sign-up itself stays in Tessera. */
const MAX_MEMBER_ATTEMPTS = 8;
/** How long the n-th retry waits: 1 minute, doubling, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60 * 1000);
}
const BATCH = 20;
const JOB = {
  source: "mailchimp.members",
  failure: "Sending sign-ups to MailChimp failed before any was tried; the next run tries again.",
  intervalMs: 15_000,
};
const NOT_CONNECTED = "MailChimp is not connected.";

/**
 * The sign-ups of forms stored to a MailChimp list. Each is written to the queue inside the
 * sign-up's own transaction, then a background job on every node claims it (a conditional
 * update, so one node sends it) and adds it with the site's key as it stands when sent. A
 * failure MailChimp may get over (unreachable, busy, the key refused, not connected) is tried
 * again later, up to MAX_MEMBER_ATTEMPTS; the sign-up is never lost from Tessera's own list.
 */
export class MailchimpMembers {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly api: MailchimpApi,
    private readonly log: ServerLog = processLog,
  ) {
    this.job = new PeriodicJob({ ...JOB, round: () => this.sendBatch(), log, runAtStart: true, rerun: true });
  }

  /** Queues a sign-up inside the caller's transaction. */
  async queue(trx: Db, member: { websiteId: string; listId: string; email: string; doubleOptIn: boolean }): Promise<void> {
    const now = this.clock.now().toISOString();
    await mailchimpMembersRepository.insert(trx, {
      id: newId(),
      websiteId: member.websiteId,
      listId: member.listId,
      email: member.email,
      memberStatus: member.doubleOptIn ? "pending" : "subscribed",
      state: "pending",
      attempts: 0,
      dueAt: now,
      claimedAt: null,
      lastError: null,
      createdAt: now,
      addedAt: null,
    });
  }

  /** Starts sending what is due now, without waiting for it. */
  sendSoon(): void {
    this.job.soon();
  }

  /** Sends every due member once; resolves how many were added. Concurrent calls share one run. */
  sendDue(): Promise<number> {
    return this.job.runNow();
  }

  private async sendBatch(): Promise<number> {
    let added = 0;
    for (const id of await mailchimpMembersRepository.dueIds(this.db, this.clock.now(), BATCH)) {
      const claimedAt = await mailchimpMembersRepository.claim(this.db, id, this.clock.now());
      if (claimedAt === null) continue;
      const member = await mailchimpMembersRepository.findById(this.db, id);
      if (member && (await this.send(member, claimedAt))) added += 1;
    }
    return added;
  }

  /** Sends one claimed member and records the outcome; true when MailChimp took it. */
  private async send(member: MailchimpMemberRow, claimedAt: string): Promise<boolean> {
    try {
      const account = await connectedAccountsRepository.find(this.db, member.websiteId, CONNECTED_ACCOUNT_SERVICE.MAILCHIMP);
      if (!account) throw new MailchimpError(NOT_CONNECTED, 401);
      await this.api.putMember(account.secret, member.listId, { email: member.email, status: member.memberStatus });
      const now = this.clock.now().toISOString();
      await mailchimpMembersRepository.finish(this.db, member.id, claimedAt, { state: "added", dueAt: now, lastError: null, addedAt: now });
      return true;
    } catch (error) {
      const retry = (!(error instanceof MailchimpError) || error.retryable) && member.attempts < MAX_MEMBER_ATTEMPTS;
      const lastError = mailchimpMemberReason(error);
      // A given-up member's due time is when it was given up, which the owner's list shows.
      const dueAt = retry ? new Date(this.clock.now().getTime() + retryDelayMs(member.attempts)).toISOString() : this.clock.now().toISOString();
      await mailchimpMembersRepository.finish(this.db, member.id, claimedAt, { state: retry ? "pending" : "failed", dueAt, lastError, addedAt: null });
      if (retry) this.log.warn(JOB.source, `Sign-up ${member.id} could not be added to MailChimp (attempt ${member.attempts}); it is tried again.`, error);
      else this.log.error(JOB.source, `Sign-up ${member.id} was not added to MailChimp and is given up; it stays in the site's own list.`, error);
      return false;
    }
  }

  /** Sends due members every interval until stop(). */
  start(intervalMs?: number): void {
    this.job.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }
}
