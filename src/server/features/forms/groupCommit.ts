import type { AppDatabase, Db } from "../../../db/database";
import { durableTransaction } from "../../../db/durableTransaction";
import { GroupQueue } from "../../../db/groupQueue";

/** A unit of work run inside a shared transaction. It must not fail after writing (see GroupCommit). */
export type GroupJob<T> = (trx: Db) => Promise<T>;

interface Pending {
  job: GroupJob<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Most jobs committed together. */
const MAX_BATCH = 100;

/**
 * Group commit for SQLite, whose one connection runs one transaction at a time: jobs that
 * arrive while a transaction is committing wait and then commit together in the next one, so
 * many durable writes share one disk flush (see durableTransaction). PostgreSQL groups
 * concurrent commits itself, so there each job runs in its own transaction on the pool. A job's promise
 * settles only after its transaction committed, so a caller answering "done" after it is
 * never wrong. Jobs report refusals as results, not by throwing; if one throws anyway (a
 * database error), its batch rolls back and each job is retried alone, so only the failing
 * one fails.
 */
export class GroupCommit {
  private readonly queue = new GroupQueue<Pending>(MAX_BATCH, (batch) => this.commit(batch));

  constructor(private readonly database: Pick<AppDatabase, "db" | "engine">) {}

  run<T>(job: GroupJob<T>): Promise<T> {
    if (this.database.engine !== "sqlite") return durableTransaction(this.database, job);
    return new Promise<T>((resolve, reject) => this.queue.add({ job, resolve: resolve as (value: unknown) => void, reject }));
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      const results = await durableTransaction(this.database, async (trx) => {
        const out: unknown[] = [];
        for (const pending of batch) out.push(await pending.job(trx));
        return out;
      });
      batch.forEach((pending, index) => pending.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const pending of batch) await this.commit([pending]);
    }
  }
}
