import { createHmac, timingSafeEqual } from "node:crypto";

/** The cookie that remembers an unlocked site or page for this browser. */
export function unlockCookieName(scopeId: string): string {
  return `tsr_unlock_${scopeId}`;
}

/**
 * The value proving a browser knows the current password of a scope (a site or a page). It
 * is bound to the password's hash, so changing the password locks everyone out again.
 */
export function unlockToken(secret: string, scopeId: string, passwordHash: string): string {
  return createHmac("sha256", secret).update(`unlock|${scopeId}|${passwordHash}`).digest("base64url");
}

/** Whether a cookie value unlocks the scope. */
export function isUnlocked(secret: string, scopeId: string, passwordHash: string, cookieValue: string | undefined): boolean {
  if (!cookieValue) return false;
  const expected = Buffer.from(unlockToken(secret, scopeId, passwordHash));
  const given = Buffer.from(cookieValue);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
