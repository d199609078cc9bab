import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import type { ServerLog } from "../log/serverLog";

/** ioredis is loaded only when Redis is configured, so a single server never carries it. */
const requireModule = createRequire(import.meta.url);

/** The two Redis connections a node needs: one for commands, one held by pub/sub. */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
}

/**
 * Connects to Redis; commands queue while it (re)connects rather than failing at once. A lost
 * connection is logged once, not at every attempt to reconnect, and its return is logged too.
 */
export function connectRedis(url: string, log: ServerLog): RedisConnections {
  const options = { maxRetriesPerRequest: 3, enableAutoPipelining: true, lazyConnect: false };
  const { Redis: Client } = requireModule("ioredis") as typeof import("ioredis");
  const connections = { commands: new Client(url, options), subscriber: new Client(url, options) };
  for (const [name, connection] of Object.entries(connections)) {
    let down = false;
    connection.on("error", (error: Error) => {
      if (down) return;
      down = true;
      log.warn("redis", `The Redis ${name} connection failed; it reconnects by itself.`, error);
    });
    connection.on("ready", () => {
      if (!down) return;
      down = false;
      log.info("redis", `The Redis ${name} connection is back.`);
    });
  }
  return connections;
}
