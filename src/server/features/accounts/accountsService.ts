import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import { newId } from "../../../domain/ids";
import { invalid, notFound, unauthorized } from "../../../domain/errors";
import { isoNow, type Clock } from "../../clock";
import { websitesRepository } from "../sites/websitesRepository";
import { accountsRepository } from "./accountsRepository";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";

/** How long an owner stays signed in without signing in again. */
const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The one answer to every failed sign-in: it never says whether the account exists. */
export const SIGN_IN_FAILED_MESSAGE = "The email or password is incorrect.";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

/** Who is signed in on this request, with their roles on the site they are visiting. */
export interface Viewer {
  sessionId: string;
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  flags: Record<string, unknown>;
}

/** The session id stored for a cookie token: its SHA-256, so the table holds no live tokens. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Normalises an email for lookup and storage. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates the account when it is new (or resets its password when it exists) and grants it
 * the role on the named site. Used by `tessera owner create` and the demo seed.
 */
export async function createOwner(
  db: Db,
  clock: Clock,
  input: { email: string; password: string; siteIdentifier: string; roleId: number; displayName?: string },
): Promise<{ accountId: string; created: boolean }> {
  const email = normaliseEmail(input.email);
  const problems: Record<string, string> = {};
  if (!EMAIL_PATTERN.test(email) || email.length > 256) problems.email = "Enter a valid email address.";
  if (input.password.length < MIN_PASSWORD_LENGTH) problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (Object.keys(problems).length > 0) throw invalid("The owner details are not valid.", problems);

  const site = await websitesRepository.findByIdentifier(db, input.siteIdentifier);
  if (!site) throw notFound(`No site has the identifier "${input.siteIdentifier}".`);

  const now = isoNow(clock);
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
export async function signIn(db: Db, clock: Clock, input: { websiteId: string; email: string; password: string }): Promise<{ token: string; expiresAt: Date }> {
  const account = await accountsRepository.findByEmail(db, normaliseEmail(input.email));
  const passwordOk = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!account || !passwordOk) throw unauthorized(SIGN_IN_FAILED_MESSAGE);
  const roles = await accountsRepository.rolesOn(db, account.id, input.websiteId);
  if (roles.length === 0) throw unauthorized(SIGN_IN_FAILED_MESSAGE);
  return openSession(db, clock, account.id, input.websiteId);
}

/** Opens a new session of an account on a site whose credentials were already checked. */
export async function openSession(db: Db, clock: Clock, accountId: string, websiteId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await accountsRepository.insertSession(db, {
    id: sessionIdFor(token),
    accountId,
    websiteId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** The viewer behind a session token on this site, or null when it is unknown or expired. */
export async function resolveViewer(db: Db, clock: Clock, token: string, websiteId: string): Promise<Viewer | null> {
  const session = await accountsRepository.findSession(db, sessionIdFor(token));
  if (!session || session.websiteId !== websiteId || session.expiresAt <= isoNow(clock)) return null;
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
export async function signOut(db: Db, token: string): Promise<void> {
  await accountsRepository.deleteSession(db, sessionIdFor(token));
}
