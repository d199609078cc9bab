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

/** One deployment's channel prefix, and another's sharing the same Redis. */
const PREFIX = "tessera:one.example:0";
const OTHER_PREFIX = "tessera:two.example:0";

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
    const one = new RedisSiteChangeBus(a, sub1, memoryLog(), PREFIX);
    const two = new RedisSiteChangeBus(b, sub2, memoryLog(), PREFIX);
    await Promise.all([one.whenReady(), two.whenReady()]);
    const seen: string[] = [];
    const arrived = new Promise<void>((resolve) => two.subscribe((id, scope) => (seen.push(`${id} ${scope}`), seen.length === 2 && resolve())));
    const id = newId();
    one.publish(id);
    one.publish(id, "stock");
    await arrived;
    expect(seen).toEqual([`${id} site`, `${id} stock`]);
  });

  it("carries a site change announced from outside the nodes (the CLI after an import)", async () => {
    const node = new RedisSiteChangeBus(a, sub1, memoryLog(), PREFIX);
    await node.whenReady();
    const id = newId();
    const arrived = new Promise<string>((resolve) => node.subscribe((seen) => seen === id && resolve(seen)));
    await announceSiteChange(redisUrl!, PREFIX, id);
    expect(await arrived).toBe(id);
  });

  it("keeps deployments with different channel prefixes apart: only buses with the same prefix hear a change", async () => {
    const clients = Array.from({ length: 6 }, () => new Redis(redisUrl!));
    const [publisherLink, publisherSubscriber, sameLink, otherLink, subscriberOne, subscriberTwo] = clients as [Redis, Redis, Redis, Redis, Redis, Redis];
    try {
      const publisher = new RedisSiteChangeBus(publisherLink, publisherSubscriber, memoryLog(), PREFIX);
      const sameDeployment = new RedisSiteChangeBus(sameLink, subscriberOne, memoryLog(), PREFIX);
      const otherDeployment = new RedisSiteChangeBus(otherLink, subscriberTwo, memoryLog(), OTHER_PREFIX);
      await Promise.all([publisher.whenReady(), sameDeployment.whenReady(), otherDeployment.whenReady()]);
      const sameHeard: string[] = [];
      const otherHeard: string[] = [];
      const change = newId();
      const marker = newId();
      const sameArrived = new Promise<void>((resolve) => sameDeployment.subscribe((id) => (sameHeard.push(id), resolve())));
      const markerArrived = new Promise<void>((resolve) => otherDeployment.subscribe((id) => (otherHeard.push(id), id === marker && resolve())));
      publisher.publish(change);
      await sameArrived;
      // Redis delivers in the order it publishes: had the other deployment heard the change, it would have come before this marker.
      await announceSiteChange(redisUrl!, OTHER_PREFIX, marker);
      await markerArrived;
      expect(sameHeard).toEqual([change]);
      expect(otherHeard).toEqual([marker]);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });
});
