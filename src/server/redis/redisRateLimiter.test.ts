import { afterEach, describe, expect, it } from "vitest";
import { memoryLog } from "../log/serverLog";
import { describeError } from "../http/errorHandler";
import { connectRedis, type RedisConnections } from "./connectRedis";
import { LIMITS_UNAVAILABLE_MESSAGE, RedisRateLimiter } from "./redisRateLimiter";

describe("shared rate limits while Redis cannot be reached", () => {
  let connections: RedisConnections | null = null;
  afterEach(() => {
    connections?.commands.disconnect();
    connections?.subscriber.disconnect();
  });

  it("refuse with 503 and Retry-After in plain words, never a 500", async () => {
    connections = connectRedis("redis://127.0.0.1:1", memoryLog());
    const limiter = new RedisRateLimiter(connections.commands);
    for (const attempt of [() => limiter.hit("sign-in:site:203.0.113.9", 10, 60_000), () => limiter.peek("sign-in:site:203.0.113.9")]) {
      const refusal = await attempt().catch((error: unknown) => error);
      expect(describeError(refusal)).toEqual({
        status: 503,
        body: { error: LIMITS_UNAVAILABLE_MESSAGE, code: "unavailable" },
        retryAfter: 5,
      });
    }
  });
});
