import type { DatabaseNotices, Listening } from "../../../db/notices";
import type { ServerLog } from "../../log/serverLog";

/** The channel on which a checkout key's answer (or its released claim) is announced to every node. */
const CHANNEL = "tessera_checkout_key_answered";

/** How long a request waits for the answer of the request that claimed its key before it says "still being processed". */
const WAIT_LIMIT_MS = 60_000;

function noticeOf(websiteId: string, key: string): string {
  return `${websiteId} ${key}`;
}

/** A request waiting for a key's answer: woken by the key's announcement; parked while it waits for one. */
interface Waiter {
  wake(): void;
  parked: boolean;
}

/**
 * Where a checkout request that finds its idempotency key claimed by another request, on this
 * node or another, waits for that request's answer without reading the database again and
 * again: the claimer announces the key once its answer is committed (or its claim released),
 * through the database's notices (NOTIFY on a PostgreSQL server, heard by every node on one
 * LISTEN connection of its own; directly in the one process that owns SQLite or PGlite), and
 * each waiter of that key reads the stored answer again. A waiter listens before its first
 * read, so no announcement falls between the read and the wait; it gives up after
 * WAIT_LIMIT_MS, the time a claimer that crashed leaves it waiting.
 */
export class KeyAnswerWaits {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private listening: Promise<Listening> | null = null;

  constructor(
    private readonly notices: DatabaseNotices,
    private readonly log: ServerLog,
  ) {}

  /** Tells the requests waiting for a key, on every node, that its answer is stored or its claim released; call it after the commit. */
  answered(websiteId: string, key: string): Promise<void> {
    return this.notices.notify(CHANNEL, noticeOf(websiteId, key));
  }

  /**
   * Reads a key's answer with `read` until it finds one: once now, then each time the key is
   * announced. Undefined when none came within WAIT_LIMIT_MS.
   */
  async waitFor<T>(websiteId: string, key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const notice = noticeOf(websiteId, key);
    const waiter: Waiter = { wake: () => {}, parked: false };
    const ofKey = this.waiters.get(notice) ?? new Set();
    this.waiters.set(notice, ofKey.add(waiter));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Unreferenced: a request still waiting does not hold a closing process open until its limit.
    const limit = new Promise<"limit">((resolve) => (timer = setTimeout(() => resolve("limit"), WAIT_LIMIT_MS).unref()));
    try {
      for (;;) {
        const woken = new Promise<"woken">((resolve) => (waiter.wake = () => resolve("woken")));
        await this.listen();
        const found = await read();
        if (found !== undefined) return found;
        waiter.parked = true;
        const outcome = await Promise.race([woken, limit]);
        waiter.parked = false;
        if (outcome === "limit") return undefined;
      }
    } finally {
      clearTimeout(timer);
      ofKey.delete(waiter);
      if (ofKey.size === 0 && this.waiters.get(notice) === ofKey) this.waiters.delete(notice);
    }
  }

  /** How many requests read a key's answer, found none yet and wait for its announcement now. */
  waiting(websiteId: string, key: string): number {
    return [...(this.waiters.get(noticeOf(websiteId, key)) ?? [])].filter((waiter) => waiter.parked).length;
  }

  /** Stops listening (the server is closing). */
  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await (await listening?.catch(() => null))?.stop();
  }

  /** Listens once for the whole node; a listen that failed, or whose connection was lost, is tried again by the next read. */
  private listen(): Promise<Listening> {
    if (!this.listening) {
      const listening = this.notices.listen(
        CHANNEL,
        (notice) => this.wake(notice),
        (error) => this.lost(error),
      );
      this.listening = listening;
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
    }
    return this.listening;
  }

  private wake(notice: string): void {
    for (const waiter of this.waiters.get(notice) ?? []) waiter.wake();
  }

  /** Announcements may have been missed while the connection was down: every waiter reads again, listening anew. */
  private lost(error: Error): void {
    this.log.error("store.checkout", "The connection hearing checkout answers from other nodes was lost; waiting requests read their answers again.", error);
    this.listening = null;
    for (const ofKey of this.waiters.values()) for (const waiter of ofKey) waiter.wake();
  }
}
