import { sql, type Kysely } from "kysely";
import type pgModule from "pg";
import type { Database } from "./schema";

/** Why a listener is told it may have missed notices when its connection closed without an error. */
const LISTENING_CLOSED = "The connection listening for database notices closed.";

/** A channel heard until stop(). */
export interface Listening {
  stop(): Promise<void>;
}

/**
 * Short notices between the processes that share a database, so one can wait for another's
 * commit without reading the database again and again: on a PostgreSQL server they are
 * NOTIFY and LISTEN, heard by every node; SQLite and PGlite belong to one process, whose
 * listeners hear them directly.
 */
export interface DatabaseNotices {
  /** Sends a payload to every listener of a channel, in every process on this database. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls onNotice with each payload sent on a channel until stop(). onLost says notices may
   * have been missed (the listening connection was lost): listen again to hear the next ones.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost: (error: Error) => void): Promise<Listening>;
}

/** The notices of a database one process owns (SQLite, PGlite): its listeners are called as each notice is sent. */
export function inProcessNotices(): DatabaseNotices {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async listen(channel, onNotice) {
      const heard = (payload: string) => onNotice(payload);
      const ofChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, ofChannel.add(heard));
      return {
        async stop() {
          ofChannel.delete(heard);
        },
      };
    },
  };
}

/**
 * The notices of a PostgreSQL server: pg_notify through the pool, and each listener on a
 * connection of its own outside the pool (a LISTEN holds its connection for as long as it
 * listens, and the pool's connections stay free for queries). Open listening connections are
 * ended when the database is closed.
 */
export function serverNotices(db: Kysely<Database>, connect: () => pgModule.Client): DatabaseNotices & { close(): Promise<void> } {
  const open = new Set<pgModule.Client>();
  const end = async (client: pgModule.Client) => {
    if (!open.delete(client)) return;
    await client.end().catch(() => undefined);
  };
  return {
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async listen(channel, onNotice, onLost) {
      const client = connect();
      const lost = (error: Error) => {
        if (open.has(client)) onLost(error);
        void end(client);
      };
      client.on("error", lost);
      client.on("end", () => lost(new Error(LISTENING_CLOSED)));
      client.on("notification", (notice) => {
        if (notice.channel === channel) onNotice(notice.payload ?? "");
      });
      try {
        await client.connect();
        await client.query(sql`listen ${sql.id(channel)}`.compile(db).sql);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      open.add(client);
      return { stop: () => end(client) };
    },
    async close() {
      await Promise.all([...open].map(end));
    },
  };
}
