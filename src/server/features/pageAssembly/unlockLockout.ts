import type { Db } from "../../../db/database";
import type { FailureLocks } from "../../rateLimits/failureLock";
import type { MailService } from "../mail/mailService";
import { verifyPassword } from "../accounts/passwords";
import { passwordLockedMail, type LockPlace } from "../accounts/lockoutMails";
import { peopleRepository } from "../people/peopleRepository";

/** The answer while a site or page password is locked. */
export const PASSWORD_LOCKED_MESSAGE = "Too many wrong passwords. This password is locked for 15 minutes; please try again later.";

/** The lock a visitor is trying to open: the whole site or one page. */
export interface UnlockTarget {
  scope: "site" | "page";
  id: string;
  hash: string;
  /** How the mail names it: the site, or the page's title. */
  title: string;
  path: string;
}

/**
 * Checks visitors' site and page passwords, built once in buildApp. Wrong answers count per
 * password from every address; the one that locks it mails the site's admins once.
 */
export class LockScreenPasswords {
  constructor(
    private readonly db: Db,
    private readonly lockouts: FailureLocks,
    private readonly mail: MailService,
  ) {}

  /** Whether the password opens the lock; refused with PASSWORD_LOCKED_MESSAGE while it is locked. */
  async verify(place: LockPlace, target: UnlockTarget, password: string): Promise<boolean> {
    const key = `unlock:${target.id}`;
    await this.lockouts.check(key, PASSWORD_LOCKED_MESSAGE);
    if (await verifyPassword(target.hash, password)) return true;
    if (await this.lockouts.failed(key)) {
      const what = target.scope === "site" ? "the site" : `the page "${target.title}"`;
      for (const admin of await peopleRepository.adminEmails(this.db, place.websiteId)) {
        await this.mail.enqueue(this.db, passwordLockedMail(place, admin, what, target.path));
      }
      this.mail.deliverSoon();
    }
    return false;
  }
}
