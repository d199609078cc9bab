import type { Insertable } from "kysely";
import type { Database } from "../../../db/schema";
import type { Db } from "../../../db/database";

/** The tables the recorder writes. */
export type RecordedTable = "censusHits" | "analyticsEvents" | "javascriptErrors";

/** How the recorder batches. */
export interface RecorderOptions {
  /** Longest a row waits before it is written. */
  flushIntervalMs: number;
  /** Rows written per INSERT statement. */
  rowsPerInsert: number;
  /** Rows held in memory at most; beyond it new rows are refused (the caller answers 503). */
  maxQueued: number;
}

/** The default batching: write every 250 ms, 200 rows per statement, at most 50,000 rows waiting. */
export const DEFAULT_RECORDER_OPTIONS: RecorderOptions = { flushIntervalMs: 250, rowsPerInsert: 200, maxQueued: 50_000 };

type Row<T extends RecordedTable> = Insertable<Database[T]>;

/**
 * Keeps what visitors' browsers report in memory for a moment and writes it in batches, so a
 * burst of census calls costs a few multi-row INSERTs instead of one transaction per call and
 * page serving is not slowed. Rows are written in one transaction per flush; a batch that
 * fails (for example a site deleted meanwhile) is written row by row so one bad row loses only
 * itself. close() writes everything still waiting.
 */
export class AnalyticsRecorder {
  private queues: { [T in RecordedTable]: Row<T>[] } = { censusHits: [], analyticsEvents: [], javascriptErrors: [] };
  private queued = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: RecorderOptions = DEFAULT_RECORDER_OPTIONS,
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

  private async writeQueued(): Promise<void> {
    const batch = this.queues;
    this.queues = { censusHits: [], analyticsEvents: [], javascriptErrors: [] };
    this.queued = 0;
    const tables = Object.entries(batch).filter(([, rows]) => rows.length > 0) as [RecordedTable, Row<RecordedTable>[]][];
    if (tables.length === 0) return;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [table, rows] of tables) {
          for (let start = 0; start < rows.length; start += this.options.rowsPerInsert) {
            await trx.insertInto(table).values(rows.slice(start, start + this.options.rowsPerInsert) as never).execute();
          }
        }
      });
    } catch {
      for (const [table, rows] of tables) {
        for (const row of rows) await this.db.insertInto(table).values(row as never).execute().catch(() => undefined);
      }
    }
  }
}
