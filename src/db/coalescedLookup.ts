import type { Db } from "./database";
import { perDatabase } from "./perDatabase";

/** Most keys one query of a coalesced lookup asks for, so its statement stays of a sensible size. */
const MAX_KEYS = 500;

interface Waiting<R> {
  keys: readonly string[];
  resolve(found: Map<string, R>): void;
  reject(error: unknown): void;
}

/** Loads the rows of some keys within one scope (a site): each found key with its row. */
type LoadMany<R> = (db: Db, scope: string, keys: readonly string[]) => Promise<Map<string, R>>;

async function loadInChunks<R>(loadMany: LoadMany<R>, db: Db, scope: string, keys: readonly string[]): Promise<Map<string, R>> {
  if (keys.length <= MAX_KEYS) return loadMany(db, scope, keys);
  const found = new Map<string, R>();
  for (let start = 0; start < keys.length; start += MAX_KEYS) {
    for (const [key, row] of await loadMany(db, scope, keys.slice(start, start + MAX_KEYS))) found.set(key, row);
  }
  return found;
}

/** Each caller's own keys out of what one query found for all of them. */
function ownRows<R>(found: Map<string, R>, keys: readonly string[]): Map<string, R> {
  const own = new Map<string, R>();
  for (const key of keys) {
    const row = found.get(key);
    if (row !== undefined) own.set(key, row);
  }
  return own;
}

/**
 * A lookup by key (a cart by its token's hash, variants by id) whose calls within one scope
 * that arrive in the same turn of the event loop are answered by one query for all their
 * keys, each caller getting the rows of its own. 200 buyers of a flash sale who check out at
 * once then cost the server and the database a few round trips instead of 400 (on PostgreSQL
 * each query costs this process a socket write and the server a wake-up). A lookup inside a
 * transaction runs alone, as it must see the transaction's writes.
 */
export function coalescedLookup<R>(loadMany: LoadMany<R>): (db: Db, scope: string, keys: readonly string[]) => Promise<Map<string, R>> {
  const waitingOf = perDatabase(() => new Map<string, Waiting<R>[]>());
  const answer = async (db: Db, scope: string, waiting: Waiting<R>[]) => {
    try {
      const found = await loadInChunks(loadMany, db, scope, [...new Set(waiting.flatMap((call) => call.keys))]);
      for (const call of waiting) call.resolve(ownRows(found, call.keys));
    } catch (error) {
      for (const call of waiting) call.reject(error);
    }
  };
  return (db, scope, keys) => {
    if (keys.length === 0) return Promise.resolve(new Map());
    if (db.isTransaction) return loadInChunks(loadMany, db, scope, keys);
    return new Promise((resolve, reject) => {
      const byScope = waitingOf(db);
      let waiting = byScope.get(scope);
      if (!waiting) {
        const calls: Waiting<R>[] = [];
        byScope.set(scope, calls);
        setImmediate(() => {
          byScope.delete(scope);
          void answer(db, scope, calls);
        });
        waiting = calls;
      }
      waiting.push({ keys, resolve, reject });
    });
  };
}
