import { afterEach, describe, expect, it } from "vitest";
import { memoryLog } from "../log/serverLog";
import { connectRedis, type RedisConnections } from "./connectRedis";
import { RedisSiteChangeBus } from "./siteChangeBus";

/** A Redis address where nothing listens: what a node sees while Redis is down. */
const UNREACHABLE_REDIS = "redis://127.0.0.1:1";

describe("site changes while Redis cannot be reached", () => {
  let connections: RedisConnections | null = null;
  afterEach(() => {
    connections?.commands.disconnect();
    connections?.subscriber.disconnect();
  });

  it("neither throws nor crashes: this node's caches still hear its own change, and what could not be sent or subscribed is logged", async () => {
    const log = memoryLog();
    connections = connectRedis(UNREACHABLE_REDIS, log);
    const bus = new RedisSiteChangeBus(connections.commands, connections.subscriber, log, "tessera:test");
    const heard: string[] = [];
    bus.subscribe((websiteId) => heard.push(websiteId));
    bus.publish("a".repeat(24));
    expect(heard).toEqual(["a".repeat(24)]);
    await expect
      .poll(() => log.entries.map((entry) => entry.message))
      .toEqual(
        expect.arrayContaining([
          "Site changes from other nodes cannot be received yet; subscribing again when Redis answers.",
          `The change of site ${"a".repeat(24)} could not be sent to the other nodes; they see it when their site lookup next reads it.`,
        ]),
      );
    // Each connection's loss is logged once, however often it tries to reconnect meanwhile.
    await expect.poll(() => connections!.commands.status).toBe("reconnecting");
    const lostConnections = log.entries.filter((entry) => entry.message.startsWith("The Redis ")).map((entry) => entry.message);
    expect(lostConnections.sort()).toEqual([
      "The Redis commands connection failed; it reconnects by itself.",
      "The Redis subscriber connection failed; it reconnects by itself.",
    ]);
    await bus.close();
  });
});
