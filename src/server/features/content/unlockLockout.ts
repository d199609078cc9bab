import type { AppServices } from "../../services";
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
 * Checks a visitor's site or page password unless it is locked. Wrong answers count per
 * password from every address; the one that locks it mails the site's admins once.
 */
export async function verifyUnlockOrLock(services: AppServices, place: LockPlace, target: UnlockTarget, password: string): Promise<boolean> {
  const key = `unlock:${target.id}`;
  await services.lockouts.check(key, PASSWORD_LOCKED_MESSAGE);
  if (await verifyPassword(target.hash, password)) return true;
  if (await services.lockouts.failed(key)) {
    const what = target.scope === "site" ? "the site" : `the page "${target.title}"`;
    for (const admin of await peopleRepository.adminEmails(services.db, place.websiteId)) {
      await services.mail.enqueue(services.db, passwordLockedMail(place, admin, what, target.path));
    }
    services.mail.deliverSoon();
  }
  return false;
}
