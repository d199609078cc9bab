import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { newId } from "../../../domain/ids";
import { invalid, notFound, unauthorized } from "../../../domain/errors";
import { isoNow, type Clock } from "../../clock";
import { websitesRepository } from "../sites/websitesRepository";
import { accountsRepository } from "./accountsRepository";
import { SIGN_IN_FAILED_MESSAGE, normaliseEmail, sessionIdFor } from "./accountRules";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
import type { Viewer } from "./viewer";

/** How long an owner stays signed in: 14 days when they ask to be remembered, else a day (and the cookie ends with the browser). */
const SESSION_LIFETIME_MS = { remembered: 14 * 24 * 60 * 60 * 1000, browser: 24 * 60 * 60 * 1000 } as const;

/** A session just opened: its cookie's token, when it ends, and whether its cookie outlives the browser. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

/**
 * Accounts and their sessions: owners made by the CLI and the demo seed, sign-in and
 * sign-out, and the viewer behind a session cookie. Built once in buildApp (the CLI and the
 * seed build their own with their database).
 */
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the account when it is new (or resets its password when it exists) and grants it
   * the role on the named site. Used by `tessera owner create` and the demo seed.
   */
  async createOwner(input: {
    email: string;
    password: string;
    siteIdentifier: string;
    roleId: number;
    displayName?: string;
  }): Promise<{ accountId: string; created: boolean }> {
    const db = this.db;
    const email = normaliseEmail(input.email);
    const problems: Record<string, string> = {};
    if (!EMAIL_PATTERN.test(email) || email.length > 256) problems.email = "Enter a valid email address.";
    if (input.password.length < MIN_PASSWORD_LENGTH) problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (Object.keys(problems).length > 0) throw invalid("The owner details are not valid.", problems);

    const site = await websitesRepository.findByIdentifier(db, input.siteIdentifier);
    if (!site) throw notFound(`No site has the identifier "${input.siteIdentifier}".`);

    const now = isoNow(this.clock);
    const passwordHash = await hashPassword(input.password);
    const existing = await accountsRepository.findByEmail(db, email);
    const accountId = existing?.id ?? newId();
    if (existing) {
      await accountsRepository.updatePassword(db, existing.id, passwordHash, now);
    } else {
      await accountsRepository.insert(db, {
        id: accountId,
        email,
        passwordHash,
        displayName: input.displayName ?? email.split("@")[0] ?? email,
        createdAt: now,
        updatedAt: now,
      });
    }
    await accountsRepository.grantRole(db, { id: newId(), websiteId: site.id, accountId, roleId: input.roleId, createdAt: now });
    return { accountId, created: !existing };
  }

  /**
   * Checks the credentials of someone signing in on a site and opens a new session. Any failure
   * (no account, wrong password, no role on this site) gives the same generic error.
   */
  async signIn(input: { websiteId: string; email: string; password: string; rememberMe: boolean }): Promise<OpenedSession> {
    const account = await accountsRepository.findByEmail(this.db, normaliseEmail(input.email));
    const passwordOk = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
    if (!account || !passwordOk) throw unauthorized(SIGN_IN_FAILED_MESSAGE);
    const roles = await accountsRepository.rolesOn(this.db, account.id, input.websiteId);
    if (roles.length === 0) throw unauthorized(SIGN_IN_FAILED_MESSAGE);
    return this.openSession(account.id, input.websiteId, input.rememberMe);
  }

  /**
   * Opens a new session of an account on a site whose credentials were already checked; one
   * opened by a mailed link (a password reset, an invitation) is remembered.
   */
  async openSession(accountId: string, websiteId: string, remember = true): Promise<OpenedSession> {
    const token = randomBytes(32).toString("base64url");
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + (remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.browser));
    await accountsRepository.insertSession(this.db, {
      id: sessionIdFor(token),
      accountId,
      websiteId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return { token, expiresAt, remember };
  }

  /** The viewer behind a session token on this site, or null when it is unknown or expired. */
  async resolveViewer(token: string, websiteId: string): Promise<Viewer | null> {
    const db = this.db;
    const session = await accountsRepository.findSession(db, sessionIdFor(token));
    if (!session || session.websiteId !== websiteId || session.expiresAt <= isoNow(this.clock)) return null;
    const account = await accountsRepository.findById(db, session.accountId);
    if (!account) return null;
    const roles = await accountsRepository.rolesOn(db, account.id, websiteId);
    if (roles.length === 0) return null;
    let flags: Record<string, unknown> = {};
    try {
      flags = JSON.parse(session.flagsJson) as Record<string, unknown>;
    } catch {
      flags = {};
    }
    return { sessionId: session.id, accountId: account.id, email: account.email, displayName: account.displayName, roles, flags };
  }

  /** Ends a session; unknown tokens are ignored so sign-out is always safe to repeat. */
  async signOut(token: string): Promise<void> {
    await accountsRepository.deleteSession(this.db, sessionIdFor(token));
  }
}
