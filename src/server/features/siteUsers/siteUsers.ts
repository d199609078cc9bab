import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../db/database";
import { CUSTOMER_RESET_LIFETIME_MINUTES, SITE_USER_MESSAGES, VERIFY_LINK_LIFETIME_HOURS } from "../../../domain/api/siteUsers";
import { forbidden, notFound, unauthorized } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import type { FailureLocks } from "../../rateLimits/failureLock";
import { ACCOUNT_LOCKED_MESSAGE } from "../accounts/signInLockout";
import { normaliseEmail } from "../accounts/accountRules";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../accounts/passwords";
import type { MailService } from "../mail/mailService";
import { accountExistsMail, customerLockedMail, customerResetMail, verifyAccountMail, type CustomerPlace } from "./siteUserMails";
import { singleUseLinks } from "../accounts/singleUseLinks";
import { siteUsersRepository } from "./siteUsersRepository";

/** How long a customer stays signed in: a day, or 30 days when they ask to be remembered. */
const SESSION_HOURS = { remembered: 30 * 24, browser: 24 } as const;

/** Links of one purpose a customer is sent per hour at most, however often they are asked for. */
const LINKS_PER_HOUR = 3;

/** What a mailed link is for: checking a new account's address, or choosing a new password. */
type SiteUserLinkPurpose = "verify" | "reset";

/** The SHA-256 of a token, as stored: the tables hold no live token. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random token for a cookie, a header or a mailed link. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The customer signed in on a request. */
export interface SiteUser {
  id: string;
  websiteId: string;
  email: string;
  sessionId: string;
  /** The SHA-256 of the session's XSRF token, which each of its calls must send. */
  xsrfHash: string;
}

/** A customer's new session: the cookie's token, the XSRF token, and when it ends (null: with the browser). */
export interface OpenedSession {
  token: string;
  xsrfToken: string;
  expiresAt: Date;
  remember: boolean;
}

/**
 * Customer accounts of a site, apart from its owners and editors: sign-up with a mailed link
 * confirming the address, sign-in with argon2id passwords and the owners' per-account lockout,
 * sessions with an XSRF token, and new passwords through a mailed link. Built once in buildApp.
 */
export class SiteUsers {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly lockouts: FailureLocks,
  ) {}

  /**
   * Opens an account waiting for its address to be confirmed and mails the link, in the language
   * of the page asking and leading to its pages (as every mail here). An address that
   * has an account already gets a mail saying so instead, and the answer is the same, so sign-up
   * never tells which addresses have accounts.
   */
  async signUp(place: CustomerPlace, input: { email: string; password: string }): Promise<void> {
    const email = normaliseEmail(input.email);
    const now = this.clock.now().toISOString();
    const id = newId();
    const passwordHash = await hashPassword(input.password);
    const added = await siteUsersRepository.insert(this.db, {
      id,
      websiteId: place.websiteId,
      email,
      passwordHash,
      verifiedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    if (added) return this.mailLink(place, id, email, "verify");
    const existing = await siteUsersRepository.findByEmail(this.db, place.websiteId, email);
    if (!existing) return;
    if (existing.verifiedAt) {
      await this.mail.enqueue(this.db, accountExistsMail(place, existing.email));
      this.mail.deliverSoon();
      return;
    }
    await this.mailLink(place, existing.id, existing.email, "verify");
  }

  /** Confirms an address through its mailed link (once); returns the account. */
  async verify(websiteId: string, token: string): Promise<string> {
    const now = this.clock.now().toISOString();
    const siteUserId = await this.db.transaction().execute(async (trx) => {
      const owner = await singleUseLinks.use(trx, { table: "siteUserLinks", purpose: "verify" }, websiteId, tokenHash(token), now);
      if (owner) await siteUsersRepository.markVerified(trx, owner, now);
      return owner;
    });
    if (!siteUserId) throw notFound(SITE_USER_MESSAGES.linkGone);
    return siteUserId;
  }

  /**
   * Checks a customer's credentials and opens a session. Wrong passwords count per account (its
   * email on this site, whether or not an account has it) from every address, as for owners; the
   * failure that locks it mails the holder once. An unconfirmed address is refused after the
   * password checks out.
   */
  async signIn(place: CustomerPlace, input: { email: string; password: string; rememberMe: boolean }): Promise<OpenedSession> {
    const email = normaliseEmail(input.email);
    const key = `site-user:${place.websiteId}:${email}`;
    await this.lockouts.check(key, ACCOUNT_LOCKED_MESSAGE);
    const user = await siteUsersRepository.findByEmail(this.db, place.websiteId, email);
    const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
    if (!user || !passwordOk) {
      if (await this.lockouts.failed(key)) {
        if (user) {
          await this.mail.enqueue(this.db, customerLockedMail(place, user.email));
          this.mail.deliverSoon();
        }
      }
      throw unauthorized(SITE_USER_MESSAGES.signInFailed);
    }
    if (!user.verifiedAt) throw forbidden(SITE_USER_MESSAGES.notVerified);
    return this.openSession(user.id, place.websiteId, input.rememberMe);
  }

  /** Opens a session of a customer whose credentials were already checked. */
  async openSession(siteUserId: string, websiteId: string, remember: boolean): Promise<OpenedSession> {
    const token = newToken();
    const xsrfToken = newToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + (remember ? SESSION_HOURS.remembered : SESSION_HOURS.browser) * 3_600_000);
    await siteUsersRepository.insertSession(this.db, {
      id: tokenHash(token),
      siteUserId,
      websiteId,
      xsrfHash: tokenHash(xsrfToken),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return { token, xsrfToken, expiresAt, remember };
  }

  /** The customer behind a session token on this site, or null when it is unknown, expired or another site's. */
  async resolve(token: string, websiteId: string): Promise<SiteUser | null> {
    if (token.length > 100) return null;
    const session = await siteUsersRepository.findSession(this.db, tokenHash(token));
    if (!session || session.websiteId !== websiteId || session.expiresAt <= this.clock.now().toISOString()) return null;
    const user = await siteUsersRepository.findById(this.db, session.siteUserId);
    if (!user) return null;
    return { id: user.id, websiteId, email: user.email, sessionId: session.id, xsrfHash: session.xsrfHash };
  }

  /** Whether a call's X-SiteUser-XSRF-Token is its session's. */
  xsrfMatches(user: SiteUser, sent: string | undefined): boolean {
    if (!sent) return false;
    const given = Buffer.from(tokenHash(sent));
    return timingSafeEqual(given, Buffer.from(user.xsrfHash));
  }

  /** Ends a session; unknown tokens are ignored so sign-out is always safe to repeat. */
  async signOut(token: string): Promise<void> {
    await siteUsersRepository.deleteSession(this.db, tokenHash(token));
  }

  /** Mails a new-password link when the address has an account on the site, within the hourly count; otherwise nothing, quietly. */
  async requestReset(place: CustomerPlace, email: string): Promise<void> {
    const user = await siteUsersRepository.findByEmail(this.db, place.websiteId, normaliseEmail(email));
    if (user) await this.mailLink(place, user.id, user.email, "reset");
  }

  /** Whether a mailed link of the site can still be used. */
  async isLinkUsable(websiteId: string, purpose: SiteUserLinkPurpose, token: string): Promise<boolean> {
    return singleUseLinks.isUsable(this.db, { table: "siteUserLinks", purpose }, websiteId, tokenHash(token), this.clock.now().toISOString());
  }

  /**
   * Sets a new password through a mailed link, used up in the same transaction (of requests
   * using one link at once, one wins), ending every session of the account. Opening the link
   * proves the address too, so an unconfirmed account is confirmed. Returns the account.
   */
  async setPassword(websiteId: string, token: string, password: string): Promise<string> {
    const passwordHash = await hashPassword(password);
    const now = this.clock.now().toISOString();
    const siteUserId = await this.db.transaction().execute(async (trx) => {
      const owner = await singleUseLinks.use(trx, { table: "siteUserLinks", purpose: "reset" }, websiteId, tokenHash(token), now);
      if (!owner) return null;
      await siteUsersRepository.updatePassword(trx, owner, passwordHash, now);
      await siteUsersRepository.markVerified(trx, owner, now);
      await siteUsersRepository.deleteSessionsOf(trx, owner);
      return owner;
    });
    if (!siteUserId) throw notFound(SITE_USER_MESSAGES.linkGone);
    return siteUserId;
  }

  /** Writes a link and its mail together, at most LINKS_PER_HOUR of a purpose an hour. */
  private async mailLink(place: CustomerPlace, siteUserId: string, email: string, purpose: SiteUserLinkPurpose): Promise<void> {
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await singleUseLinks.countSince(this.db, { table: "siteUserLinks", purpose }, siteUserId, hourAgo)) >= LINKS_PER_HOUR) return;
    const token = newToken();
    const lifetimeMs = purpose === "verify" ? VERIFY_LINK_LIFETIME_HOURS * 3_600_000 : CUSTOMER_RESET_LIFETIME_MINUTES * 60_000;
    await this.db.transaction().execute(async (trx) => {
      await singleUseLinks.insert(
        trx,
        { table: "siteUserLinks", purpose },
        {
          id: newId(),
          websiteId: place.websiteId,
          siteUserId,
          purpose,
          tokenHash: tokenHash(token),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
          usedAt: null,
        },
      );
      await this.mail.enqueue(trx, purpose === "verify" ? verifyAccountMail(place, email, token) : customerResetMail(place, email, token));
    });
    this.mail.deliverSoon();
  }
}
