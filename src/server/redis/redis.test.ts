import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../domain/ids";
import { memoryLog } from "../log/serverLog";
import { MemoryRateLimiter } from "../rateLimits/rateLimiter";
import { RedisRateLimiter } from "./redisRateLimiter";
import { announceSiteChange, RedisSiteChangeBus } from "./siteChangeBus";

describe("in-process rate limiter", () => {
  it("allows the limit within a window, then answers with the wait", async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
    expect(await limiter.hit("k", 3, 10_000)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect((await limiter.hit("other", 3, 10_000)).allowed).toBe(true);
    now += 10_001;
    expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("Redis (TEST_REDIS_URL)", () => {
  let a: Redis;
  let b: Redis;
  let sub1: Redis;
  let sub2: Redis;

  beforeAll(() => {
    a = new Redis(redisUrl!);
    b = new Redis(redisUrl!);
    sub1 = new Redis(redisUrl!);
    sub2 = new Redis(redisUrl!);
  });
  afterAll(() => {
    for (const client of [a, b, sub1, sub2]) client.disconnect();
  });

  it("shares one window between nodes", async () => {
    const key = `test:${newId()}`;
    const first = new RedisRateLimiter(a);
    const second = new RedisRateLimiter(b);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit(key, 6, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("carries site changes to every node", async () => {
    const one = new RedisSiteChangeBus(a, sub1, memoryLog());
    const two = new RedisSiteChangeBus(b, sub2, memoryLog());
    await Promise.all([one.whenReady(), two.whenReady()]);
    const seen: string[] = [];
    const arrived = new Promise<void>((resolve) => two.subscribe((id) => (seen.push(id), resolve())));
    const id = newId();
    one.publish(id);
    await arrived;
    expect(seen).toEqual([id]);
  });

  it("carries a site change announced from outside the nodes (the CLI after an import)", async () => {
    const node = new RedisSiteChangeBus(a, sub1, memoryLog());
    await node.whenReady();
    const id = newId();
    const arrived = new Promise<string>((resolve) => node.subscribe((seen) => seen === id && resolve(seen)));
    await announceSiteChange(redisUrl!, id);
    expect(await arrived).toBe(id);
  });
});
