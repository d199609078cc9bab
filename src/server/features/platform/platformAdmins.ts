import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { invalid, unauthorized } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import { SIGN_IN_FAILED_MESSAGE, normaliseEmail, sessionIdFor } from "../accounts/accountRules";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../accounts/passwords";
import { platformAdminsRepository } from "./platformAdminsRepository";

/** How long a platform administrator stays signed in: shorter than owners, since they hold every site. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 12;

/** The platform administrator behind a session cookie at the bare app domain. */
export interface PlatformAdmin {
  sessionId: string;
  adminId: string;
  email: string;
}

/**
 * The platform's administrators: made by `tessera admin create` and the demo seed, signing in
 * at the bare app domain with sessions of their own (never a site's). Built once in buildApp;
 * the CLI and the seed build their own with their database.
 */
export class PlatformAdmins {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates the administrator when new, or resets the password of the one with this email. */
  async create(input: { email: string; password: string }): Promise<{ adminId: string; created: boolean }> {
    const email = normaliseEmail(input.email);
    const problems: Record<string, string> = {};
    if (!EMAIL_PATTERN.test(email) || email.length > 256) problems.email = "Enter a valid email address.";
    if (input.password.length < MIN_PASSWORD_LENGTH) problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (Object.keys(problems).length > 0) throw invalid("The administrator's details are not valid.", problems);
    const now = isoNow(this.clock);
    const passwordHash = await hashPassword(input.password);
    const existing = await platformAdminsRepository.findByEmail(this.db, email);
    if (existing) {
      await platformAdminsRepository.updatePassword(this.db, existing.id, passwordHash, now);
      return { adminId: existing.id, created: false };
    }
    const adminId = newId();
    await platformAdminsRepository.insert(this.db, { id: adminId, email, passwordHash, createdAt: now, updatedAt: now });
    return { adminId, created: true };
  }

  /** Checks an administrator's credentials and opens a session; every failure gives the same generic error. */
  async signIn(input: { email: string; password: string }): Promise<{ token: string; expiresAt: Date }> {
    const admin = await platformAdminsRepository.findByEmail(this.db, normaliseEmail(input.email));
    const passwordOk = admin ? await verifyPassword(admin.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
    if (!admin || !passwordOk) throw unauthorized(SIGN_IN_FAILED_MESSAGE);
    const token = randomBytes(32).toString("base64url");
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await platformAdminsRepository.insertSession(this.db, {
      id: sessionIdFor(token),
      adminId: admin.id,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return { token, expiresAt };
  }

  /** The administrator behind a session token, or null when it is unknown or expired. */
  async resolve(token: string): Promise<PlatformAdmin | null> {
    const session = await platformAdminsRepository.findSession(this.db, sessionIdFor(token));
    if (!session || session.expiresAt <= isoNow(this.clock)) return null;
    const admin = await platformAdminsRepository.findById(this.db, session.adminId);
    return admin ? { sessionId: session.id, adminId: admin.id, email: admin.email } : null;
  }

  /** Ends a session; unknown tokens are ignored so signing out is always safe to repeat. */
  async signOut(token: string): Promise<void> {
    await platformAdminsRepository.deleteSession(this.db, sessionIdFor(token));
  }
}
