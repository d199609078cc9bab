import type { Insertable } from "kysely";
import type { Database } from "../../../db/schema";
import { processLog, type ServerLog } from "../../log/serverLog";
import type { Db } from "../../../db/database";

/** The tables the recorder writes. */
export type RecordedTable = "censusHits" | "analyticsEvents" | "javascriptErrors" | "pageSpeedSamples";

/** How the recorder batches. */
export interface RecorderOptions {
  /** Longest a row waits before it is written. */
  flushIntervalMs: number;
  /** Rows written per INSERT statement. */
  rowsPerInsert: number;
  /** Rows held in memory at most; beyond it new rows are refused (the caller answers 503). */
  maxQueued: number;
}

/** The default batching: write every 250 ms, 50 rows per statement, at most 50,000 rows waiting. */
export const DEFAULT_RECORDER_OPTIONS: RecorderOptions = { flushIntervalMs: 250, rowsPerInsert: 50, maxQueued: 50_000 };

type Row<T extends RecordedTable> = Insertable<Database[T]>;
type Queues = { [T in RecordedTable]: Row<T>[] };

/** A queue per table, all empty. */
function emptyQueues(): Queues {
  return { censusHits: [], analyticsEvents: [], javascriptErrors: [], pageSpeedSamples: [] };
}

/**
 * Keeps what visitors' browsers report in memory for a moment and writes it in batches, so a
 * burst of census calls costs a few multi-row INSERTs instead of one transaction per call. Each
 * INSERT commits on its own and the writer yields to the event loop between them, so page
 * requests arriving meanwhile (SQLite writes block the thread) wait for one small statement at
 * most. A statement that fails (for example a site deleted meanwhile) is written row by row so
 * one bad row loses only itself. close() writes everything still waiting.
 */
export class AnalyticsRecorder {
  private queues: Queues = emptyQueues();
  private queued = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: RecorderOptions = DEFAULT_RECORDER_OPTIONS,
    private readonly log: ServerLog = processLog,
  ) {}

  /** Queues a row; false when the queue is full or the recorder closed (the row is not kept). */
  record<T extends RecordedTable>(table: T, row: Row<T>): boolean {
    if (this.closed || this.queued >= this.options.maxQueued) return false;
    (this.queues[table] as Row<T>[]).push(row);
    this.queued += 1;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.flushIntervalMs);
    return true;
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.queued;
  }

  /** Writes everything queued so far; resolves once it is committed. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeQueued());
    return this.flushing;
  }

  /** Stops taking rows and writes what is waiting. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Writes rows one at a time, so one bad row costs only itself; a row that still fails is logged and dropped. */
  private async writeOneByOne(table: RecordedTable, rows: readonly Row<RecordedTable>[]): Promise<void> {
    for (const row of rows) {
      try {
        await this.db
          .insertInto(table)
          .values(row as never)
          .execute();
      } catch (error) {
        this.log.error("analytics.write", `A ${table} row could not be stored and was dropped.`, error);
      }
    }
  }

  private async writeQueued(): Promise<void> {
    const batch = this.queues;
    this.queues = emptyQueues();
    this.queued = 0;
    for (const [table, rows] of Object.entries(batch) as [RecordedTable, Row<RecordedTable>[]][]) {
      for (let start = 0; start < rows.length; start += this.options.rowsPerInsert) {
        const chunk = rows.slice(start, start + this.options.rowsPerInsert);
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await this.db
            .insertInto(table)
            .values(chunk as never)
            .execute();
        } catch (error) {
          this.log.warn("analytics.write", `Writing ${chunk.length} ${table} rows at once failed; they are written one by one.`, error);
          await this.writeOneByOne(table, chunk);
        }
      }
    }
  }
}
