import { createHash } from "node:crypto";

/** The one answer to every failed sign-in: it never says whether the account exists. */
export const SIGN_IN_FAILED_MESSAGE = "The email or password is incorrect.";

/** The session id stored for a cookie token: its SHA-256, so the table holds no live tokens. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Normalises an email for lookup and storage. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
