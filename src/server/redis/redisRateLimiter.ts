import type { Redis } from "ioredis";
import type { RateLimiter, RateLimitResult } from "../rateLimits/rateLimiter";

const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

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
    const [count, ttl] = (await this.redis.eval(SCRIPT, 1, `${this.prefix}${key}`, String(windowMs))) as [number, number];
    const allowed = count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(`${this.prefix}${key}`).pttl(`${this.prefix}${key}`).exec()) as [
      [null, string | null],
      [null, number],
    ];
    if (count === null || ttl <= 0) return { count: 0, retryAfterSeconds: 0 };
    return { count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }
}
