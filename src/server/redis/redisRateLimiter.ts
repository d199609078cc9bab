import type { Redis } from "ioredis";
import { DOMAIN_ERROR_CODE, DomainError } from "../../domain/errors";
import type { RateLimiter, RateLimitResult } from "../rateLimits/rateLimiter";

const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** What a request that needs the shared limits answers while Redis cannot be reached. */
export const LIMITS_UNAVAILABLE_MESSAGE = "This cannot be done right now. Please try again in a moment.";

/** Seconds a client is asked to wait before trying again while Redis cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/** A Redis failure as a refusal the client can act on: 503 with Retry-After, never a 500. */
function unavailable(error: unknown): never {
  throw new DomainError(DOMAIN_ERROR_CODE.UNAVAILABLE, LIMITS_UNAVAILABLE_MESSAGE, { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: error });
}

/**
 * Fixed-window rate limits shared by every node through Redis: one atomic script counts the
 * attempt and starts the window on the first one.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "tessera:rate:",
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [count, ttl] = (await this.redis.eval(SCRIPT, 1, `${this.prefix}${key}`, String(windowMs)).catch(unavailable)) as [number, number];
    const allowed = count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(`${this.prefix}${key}`).pttl(`${this.prefix}${key}`).exec().catch(unavailable)) as [
      [null, string | null],
      [null, number],
    ];
    if (count === null || ttl <= 0) return { count: 0, retryAfterSeconds: 0 };
    return { count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }
}
