import { isDomainError, rateLimited } from "../../../domain/errors";
import type { FailureLocks } from "../../rateLimits/failureLock";
import type { RateLimiter } from "../../rateLimits/rateLimiter";
import { normaliseEmail } from "../accounts/accountRules";
import { ACCOUNT_LOCKED_MESSAGE } from "../accounts/signInLockout";
import type { PlatformAdmins } from "./platformAdmins";

/** Platform sign-in attempts allowed per client address in each window. */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** What a platform administrator's sign-in uses: the rate limit, the locks and the administrators. */
interface PlatformSignInGuards {
  rateLimiter: RateLimiter;
  lockouts: FailureLocks;
  platformAdmins: PlatformAdmins;
}

/**
 * Signs a platform administrator in, under the same guards as owners: a rate limit per client
 * address, and a lock on the email after repeated wrong passwords from any address.
 */
export async function signInPlatformAdmin(
  services: PlatformSignInGuards,
  clientAddress: string,
  input: { email: string; password: string },
): Promise<{ token: string; expiresAt: Date }> {
  const limit = await services.rateLimiter.hit(`platform-sign-in:${clientAddress}`, SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
  if (!limit.allowed) throw rateLimited("Too many sign-in attempts. Please wait a few minutes and try again.", limit.retryAfterSeconds);
  const key = `platform-admin:${normaliseEmail(input.email)}`;
  await services.lockouts.check(key, ACCOUNT_LOCKED_MESSAGE);
  try {
    return await services.platformAdmins.signIn(input);
  } catch (error) {
    if (isDomainError(error) && error.code === "unauthorized") await services.lockouts.failed(key);
    throw error;
  }
}
