import type { Redis } from "ioredis";

/** Tells every node that a site changed (published, renamed, new domain) so caches drop it. */
export interface SiteChangeBus {
  publish(websiteId: string): void;
  subscribe(handler: (websiteId: string) => void): void;
  close(): Promise<void>;
}

/** One node: changes only concern this process. */
export class LocalSiteChangeBus implements SiteChangeBus {
  private readonly handlers: ((websiteId: string) => void)[] = [];
  publish(websiteId: string): void {
    for (const handler of this.handlers) handler(websiteId);
  }
  subscribe(handler: (websiteId: string) => void): void {
    this.handlers.push(handler);
  }
  async close(): Promise<void> {}
}

/** The Redis channel carrying site changes. */
const SITE_CHANGED_CHANNEL = "tessera:site-changed";

/** Several nodes: changes go out over Redis pub/sub and come back to every node, this one included. */
export class RedisSiteChangeBus implements SiteChangeBus {
  private readonly handlers: ((websiteId: string) => void)[] = [];
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    this.subscriber.on("message", (channel: string, message: string) => {
      if (channel === SITE_CHANGED_CHANNEL) for (const handler of this.handlers) handler(message);
    });
    this.ready = this.subscriber.subscribe(SITE_CHANGED_CHANNEL);
  }

  publish(websiteId: string): void {
    void this.ready.then(() => this.publisher.publish(SITE_CHANGED_CHANNEL, websiteId));
  }

  subscribe(handler: (websiteId: string) => void): void {
    this.handlers.push(handler);
  }

  /** Resolves once the subscription is active (tests wait for it). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    await this.subscriber.quit();
  }
}

/**
 * Tells every running node that a site changed, from a process that is not a node (the CLI
 * after `site import`), so their caches drop the site as after a change made through a route.
 */
export async function announceSiteChange(redisUrl: string, websiteId: string): Promise<void> {
  const { Redis: Client } = await import("ioredis");
  const publisher = new Client(redisUrl, { maxRetriesPerRequest: 3 });
  try {
    await publisher.publish(SITE_CHANGED_CHANNEL, websiteId);
  } finally {
    publisher.disconnect();
  }
}
