import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { mailchimpQueueSchema } from "../../../domain/api/connectedAccounts";
import { notFound } from "../../../domain/errors";
import type { Clock } from "../../clock";
import type { MailchimpMembers } from "./mailchimpMembers";
import { MAILCHIMP_MEMBER_REASON } from "./mailchimpMemberReasons";
import { mailchimpMembersRepository } from "./mailchimpMembersRepository";

/** What the Connected accounts tab shows of the queue. */
type MailchimpQueueView = z.output<typeof mailchimpQueueSchema>;

/** What the owner reads when sending again a sign-up this site does not have. */
export const MAILCHIMP_SIGN_UP_NOT_FOUND = "This sign-up is no longer in the list. Reload the page to see the sign-ups as they are now.";

/** The reasons a row may show as they are; anything else written there is never shown. */
const OWNER_REASONS = new Set<string>(Object.values(MAILCHIMP_MEMBER_REASON));

/**
 * The owner's side of the queue of sign-ups to MailChimp (`services.mailchimpSignUps`): how many
 * wait and how many were given up, the given-up ones a page at a time with the reason in plain
 * words, and sending one again, which a conditional update makes happen once however often it
 * is asked.
 */
export class MailchimpSignUps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly members: MailchimpMembers,
  ) {}

  async view(websiteId: string, limit: number, offset: number): Promise<MailchimpQueueView> {
    const counts = await mailchimpMembersRepository.counts(this.db, websiteId);
    const rows = await mailchimpMembersRepository.failedPage(this.db, websiteId, limit, offset);
    return {
      ...counts,
      limit,
      offset,
      failures: rows.map((row) => ({
        id: row.id,
        email: row.email,
        listId: row.listId,
        failedAt: row.dueAt,
        reason: OWNER_REASONS.has(row.lastError ?? "") ? row.lastError! : MAILCHIMP_MEMBER_REASON.refused,
      })),
    };
  }

  /** Puts a given-up sign-up back in the queue and starts sending; false when it was waiting already (404 when the site has no such sign-up). */
  async sendAgain(websiteId: string, id: string): Promise<boolean> {
    const queued = await mailchimpMembersRepository.requeueFailed(this.db, websiteId, id, this.clock.now());
    if (!queued && !(await mailchimpMembersRepository.existsForSite(this.db, websiteId, id))) throw notFound(MAILCHIMP_SIGN_UP_NOT_FOUND);
    if (queued) this.members.sendSoon();
    return queued;
  }
}
