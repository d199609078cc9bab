import { rateLimited } from "../../domain/errors";
import type { RateLimiter } from "./rateLimiter";

/** Failed checks of one secret that lock it, the window they count in, and how long the lock lasts. */
export const LOCKOUT = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/**
 * Locks a secret (an account's password, a site or page password, an invitation) after
 * LOCKOUT.failures wrong answers in LOCKOUT.windowMs, whatever addresses they came from, for
 * LOCKOUT.lockMs. Counts live in the rate limiter, so with Redis every node shares them. The
 * per-address limits of each route stay on top of this.
 */
export class FailureLocks {
  constructor(private readonly limiter: RateLimiter) {}

  /** Refuses with 429 and Retry-After while the key is locked. */
  async check(key: string, message: string): Promise<void> {
    const lock = await this.limiter.peek(`lock:${key}`);
    if (lock.count > 0) throw rateLimited(message, lock.retryAfterSeconds);
  }

  /**
   * Counts one wrong answer. True exactly once per lock: for the failure that set it (the
   * caller tells the owner then), even when several failures arrive at once.
   */
  async failed(key: string): Promise<boolean> {
    const count = await this.limiter.hit(`failures:${key}`, LOCKOUT.failures - 1, LOCKOUT.windowMs);
    if (count.allowed) return false;
    return (await this.limiter.hit(`lock:${key}`, 1, LOCKOUT.lockMs)).allowed;
  }
}
