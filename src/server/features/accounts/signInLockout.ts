import { isDomainError } from "../../../domain/errors";
import type { Db } from "../../../db/database";
import type { FailureLocks } from "../../rateLimits/failureLock";
import type { MailService } from "../mail/mailService";
import type { AccountsService, OpenedSession } from "./accountsService";
import { accountsRepository } from "./accountsRepository";
import { normaliseEmail } from "./accountRules";
import { accountLockedMail, type LockPlace } from "./lockoutMails";

/** The answer while an account's sign-in is locked. */
export const ACCOUNT_LOCKED_MESSAGE = "Too many wrong passwords for this account. Signing in is locked for 15 minutes; please try again later.";

/** What signing in under the lock uses: the locks, the accounts and the mail to their holders. */
interface SignInGuards {
  db: Db;
  lockouts: FailureLocks;
  accounts: AccountsService;
  mail: MailService;
}

/**
 * Signs in unless the account is locked. Wrong passwords count per account (its email, whether
 * or not an account has it, so the answer tells nothing about which emails exist) from every
 * address; the failure that locks it mails the account's holder once.
 */
export async function signInOrLock(
  services: SignInGuards,
  place: LockPlace,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<OpenedSession> {
  const email = normaliseEmail(input.email);
  const key = `account:${email}`;
  await services.lockouts.check(key, ACCOUNT_LOCKED_MESSAGE);
  try {
    return await services.accounts.signIn({ websiteId: place.websiteId, email: input.email, password: input.password, rememberMe: input.rememberMe });
  } catch (error) {
    if (isDomainError(error) && error.code === "unauthorized" && (await services.lockouts.failed(key))) {
      const holder = await accountsRepository.findByEmail(services.db, email);
      if (holder) {
        await services.mail.enqueue(services.db, accountLockedMail(place, holder.email));
        services.mail.deliverSoon();
      }
    }
    throw error;
  }
}
