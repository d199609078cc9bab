import { describe, expect, it } from "vitest";
import { parseRedisChannelPrefix } from "./redisChannelPrefix";

describe("the Redis channel prefix", () => {
  it("names APP_DOMAIN and REDIS_URL's database number when unset, so deployments on one Redis differ by either", () => {
    const problems: string[] = [];
    expect(parseRedisChannelPrefix(undefined, "redis://127.0.0.1:6379", "sites.example.com", problems)).toBe("tessera:sites.example.com:0");
    expect(parseRedisChannelPrefix("", "redis://127.0.0.1:6379/3", "sites.example.com", problems)).toBe("tessera:sites.example.com:3");
    expect(parseRedisChannelPrefix("  ", "rediss://:secret@cache.example.com:6380/12", "shop.example.com", problems)).toBe("tessera:shop.example.com:12");
    expect(problems).toEqual([]);
  });

  it("takes REDIS_CHANNEL_PREFIX as it is written, trimmed", () => {
    const problems: string[] = [];
    expect(parseRedisChannelPrefix(" staging ", "redis://127.0.0.1:6379/3", "sites.example.com", problems)).toBe("staging");
    expect(problems).toEqual([]);
  });

  it("refuses a prefix with spaces or over 200 characters, saying what it must be", () => {
    const problems: string[] = [];
    parseRedisChannelPrefix("my site", null, "localhost", problems);
    parseRedisChannelPrefix("p".repeat(201), null, "localhost", problems);
    expect(problems).toEqual([
      'REDIS_CHANNEL_PREFIX must be at most 200 characters without spaces (got "my site").',
      `REDIS_CHANNEL_PREFIX must be at most 200 characters without spaces (got "${"p".repeat(201)}").`,
    ]);
  });
});
