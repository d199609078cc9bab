import { Redis } from "ioredis";

/** The two Redis connections a node needs: one for commands, one held by pub/sub. */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
}

/** Connects to Redis; commands queue while it (re)connects rather than failing at once. */
export function connectRedis(url: string): RedisConnections {
  const options = { maxRetriesPerRequest: 3, enableAutoPipelining: true, lazyConnect: false };
  return { commands: new Redis(url, options), subscriber: new Redis(url, options) };
}
