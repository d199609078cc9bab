import type { Redis } from "ioredis";
import type { ServerLog } from "../log/serverLog";

/**
 * What a change touched: "site" is anything visitors see (every cached page of the site drops);
 * "stock" is only a product's stock line (only the cached pages showing products drop).
 */
export type SiteChangeScope = "site" | "stock";

/** Runs on each node for each change of a site. */
export type SiteChangeHandler = (websiteId: string, scope: SiteChangeScope) => void;

/** Tells every node that a site changed (published, renamed, new domain, a stock line) so caches drop it. */
export interface SiteChangeBus {
  publish(websiteId: string, scope?: SiteChangeScope): void;
  /** Runs this node's handlers only, for a change it saw in the database (a message it missed); nothing is sent. */
  deliverHere(websiteId: string, scope?: SiteChangeScope): void;
  subscribe(handler: SiteChangeHandler): void;
  close(): Promise<void>;
}

/** One node: changes only concern this process. */
export class LocalSiteChangeBus implements SiteChangeBus {
  private readonly handlers: SiteChangeHandler[] = [];
  publish(websiteId: string, scope: SiteChangeScope = "site"): void {
    this.deliverHere(websiteId, scope);
  }
  deliverHere(websiteId: string, scope: SiteChangeScope = "site"): void {
    for (const handler of this.handlers) handler(websiteId, scope);
  }
  subscribe(handler: SiteChangeHandler): void {
    this.handlers.push(handler);
  }
  async close(): Promise<void> {}
}

/** The message of a change on the channel: the site's id, followed by " stock" for a stock line's change. */
function changeMessage(websiteId: string, scope: SiteChangeScope): string {
  return scope === "stock" ? `${websiteId} stock` : websiteId;
}

/**
 * The Redis channel carrying one deployment's site changes: its prefix (REDIS_CHANNEL_PREFIX) keeps
 * deployments that share a Redis apart, since pub/sub ignores the database number.
 */
function siteChangedChannel(channelPrefix: string): string {
  return `${channelPrefix}:site-changed`;
}

/**
 * Several nodes: changes go out over Redis pub/sub to every other node. This node's own handlers
 * run at once, so the node that made a change never serves its own stale page, even while Redis
 * cannot be reached; an echo from Redis only drops the same cache again. Redis being down never
 * fails a request or the process: the subscription is made as soon as Redis answers (ioredis
 * renews it after later reconnects), and a lost publish is logged. A message missed meanwhile
 * is made good by the site version check (http/siteVersionCheck.ts), within seconds.
 */
export class RedisSiteChangeBus implements SiteChangeBus {
  private readonly handlers: SiteChangeHandler[] = [];
  private readonly listening: Promise<void>;
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: ServerLog,
    channelPrefix: string,
  ) {
    this.channel = siteChangedChannel(channelPrefix);
    this.subscriber.on("message", (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const [websiteId = "", scope] = message.split(" ");
      this.deliverHere(websiteId, scope === "stock" ? "stock" : "site");
    });
    this.listening = this.listen();
  }

  publish(websiteId: string, scope: SiteChangeScope = "site"): void {
    this.deliverHere(websiteId, scope);
    this.publisher.publish(this.channel, changeMessage(websiteId, scope)).catch((error: unknown) => {
      this.log.warn("redis", `The change of site ${websiteId} could not be sent to the other nodes; they see it when their site lookup next reads it.`, error);
    });
  }

  subscribe(handler: SiteChangeHandler): void {
    this.handlers.push(handler);
  }

  /** Resolves once the subscription is active (tests wait for it). */
  whenReady(): Promise<void> {
    return this.listening;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  deliverHere(websiteId: string, scope: SiteChangeScope = "site"): void {
    for (const handler of this.handlers) handler(websiteId, scope);
  }

  /** Subscribes now or, when Redis cannot be reached, each time it answers again until it works. */
  private async listen(): Promise<void> {
    for (;;) {
      try {
        await this.subscriber.subscribe(this.channel);
        return;
      } catch (error) {
        this.log.warn("redis", "Site changes from other nodes cannot be received yet; subscribing again when Redis answers.", error);
        // Not events.once: it would reject on the connection errors Redis reports meanwhile.
        await new Promise((resolve) => this.subscriber.once("ready", resolve));
      }
    }
  }
}

/**
 * Tells every running node that a site changed, from a process that is not a node (the CLI
 * after `site import`), so their caches drop the site as after a change made through a route.
 */
export async function announceSiteChange(redisUrl: string, channelPrefix: string, websiteId: string): Promise<void> {
  const { Redis: Client } = await import("ioredis");
  const publisher = new Client(redisUrl, { maxRetriesPerRequest: 3 });
  try {
    await publisher.publish(siteChangedChannel(channelPrefix), websiteId);
  } finally {
    publisher.disconnect();
  }
}
