import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { PASSWORD_RESET_LIFETIME_MINUTES } from "../../../domain/api/passwordReset";
import { notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import type { MailService } from "../mail/mailService";
import { accountsRepository } from "./accountsRepository";
import { normaliseEmail, sessionIdFor } from "./accountRules";
import type { LockPlace } from "./lockoutMails";
import { passwordResetMail } from "./passwordResetMail";
import { singleUseLinks, type LinkKind } from "./singleUseLinks";
import { hashPassword } from "./passwords";

/** What a used, expired or unknown link's page says. */
export const RESET_LINK_GONE_MESSAGE = "This link has expired or was already used. Ask for a new one.";

/** Links one account is sent per hour at most, however often they are asked for. */
const LINKS_PER_HOUR = 3;
const RESET_LINKS: LinkKind = { table: "passwordResets" };

/**
 * Forgotten passwords of owners and editors: a link mailed to the account's address on request
 * (only to an account with a role on the site; the request's answer never says which), and the
 * new password set through it once, ending every old session. Built once in buildApp.
 */
export class PasswordResets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  /** Mails a link when the address belongs to a member of the site, within the hourly count; otherwise does nothing, quietly. */
  async request(place: LockPlace, email: string): Promise<void> {
    const account = await accountsRepository.findByEmail(this.db, normaliseEmail(email));
    if (!account || (await accountsRepository.rolesOn(this.db, account.id, place.websiteId)).length === 0) return;
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    if ((await singleUseLinks.countSince(this.db, RESET_LINKS, account.id, hourAgo)) >= LINKS_PER_HOUR) return;
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction().execute(async (trx) => {
      await singleUseLinks.insert(trx, RESET_LINKS, {
        id: newId(),
        websiteId: place.websiteId,
        accountId: account.id,
        tokenHash: sessionIdFor(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MINUTES * 60 * 1000).toISOString(),
        usedAt: null,
      });
      await this.mail.enqueue(trx, passwordResetMail(place, account.email, token));
    });
    this.mail.deliverSoon();
  }

  /** Whether a link of the site can still be used (its page shows the form, or says it is gone). */
  async isUsable(websiteId: string, token: string): Promise<boolean> {
    return singleUseLinks.isUsable(this.db, RESET_LINKS, websiteId, sessionIdFor(token), this.clock.now().toISOString());
  }

  /**
   * Sets the new password through a link, which is used up in the same transaction (of requests
   * using one link at once, one wins; the others get RESET_LINK_GONE_MESSAGE as a not found),
   * and ends every session of the account. Returns the account.
   */
  async setPassword(websiteId: string, token: string, password: string): Promise<{ accountId: string }> {
    const passwordHash = await hashPassword(password);
    const now = this.clock.now().toISOString();
    const accountId = await this.db.transaction().execute(async (trx) => {
      const owner = await singleUseLinks.use(trx, RESET_LINKS, websiteId, sessionIdFor(token), now);
      if (!owner) return null;
      await accountsRepository.updatePassword(trx, owner, passwordHash, now);
      await accountsRepository.deleteSessionsOf(trx, owner);
      return owner;
    });
    if (!accountId) throw notFound(RESET_LINK_GONE_MESSAGE);
    return { accountId };
  }
}
