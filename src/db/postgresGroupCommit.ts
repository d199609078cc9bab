import { CompiledQuery, type DatabaseConnection } from "kysely";
import type { Db } from "./database";
import { perDatabase } from "./perDatabase";
import { GroupQueue } from "./groupQueue";
import { BEGIN_UNFLUSHED, FLUSH_AFTER_COMMIT } from "./postgresFlush";
import { postgresLiteral } from "./inlineParameters";

interface Pending {
  /** The piece of work's steps as tessera_steps takes them, a JSON array. */
  steps: string;
  /** Statements the steps run by name (tessera_steps' prepared steps), by name, to prepare first on a connection that lacks them. */
  prepare: ReadonlyMap<string, string>;
  resolve(outcome: unknown): void;
  reject(error: unknown): void;
}

/** Most pieces of work on shared rows committed together, so the first of a long queue is not kept waiting for all of it. */
const SHARED_ROWS_GROUP = 100;
/**
 * Most pieces of work on rows of their own committed together (paying orders): smaller
 * groups, which wait on no lock, let this process answer the buyers of one group while the
 * database commits the next, instead of answering a hundred after the last commit.
 */
const OWN_ROWS_GROUP = 25;
const ROLLBACK = CompiledQuery.raw("rollback");

/** The names of the statements prepared on each connection (PREPARE), which last as long as it does. */
const preparedOn = new WeakMap<DatabaseConnection, Set<string>>();
const PREPARED_NAMES = CompiledQuery.raw("select name from pg_prepared_statements");

/**
 * Prepares on a connection the statements a group runs by name that it lacks, in one round
 * trip before the group's own. Should one fail, the connection's list is read again from the
 * server (those before it stay prepared) and the error goes to the group.
 */
async function prepareMissing(connection: DatabaseConnection, group: readonly Pending[]): Promise<void> {
  let known = preparedOn.get(connection);
  if (!known) preparedOn.set(connection, (known = new Set()));
  const missing = new Map<string, string>();
  for (const pending of group) for (const [name, text] of pending.prepare) if (!known.has(name)) missing.set(name, text);
  if (missing.size === 0) return;
  try {
    await connection.executeQuery(CompiledQuery.raw([...missing].map(([name, text]) => `prepare ${name} as ${text}`).join(";\n")));
    for (const name of missing.keys()) known.add(name);
  } catch (error) {
    const { rows } = await connection.executeQuery<{ name: string }>(PREPARED_NAMES);
    preparedOn.set(connection, new Set(rows.map((row) => row.name)));
    throw error;
  }
}

/** The tag of the dollar-quoted literal a group's steps travel in. */
const STEPS_QUOTE = "$tessera_steps$";

/**
 * The steps of a group's pieces of work as one PostgreSQL literal of a JSON array, each piece's
 * steps an element: dollar-quoted as they are, without a pass to double their quotes and
 * backslashes (a checkout's steps are a few kilobytes, and a group carries a hundred), unless
 * the text holds the tag itself.
 */
function stepsLiteral(group: readonly Pending[]): string {
  const json = `[${group.map((pending) => pending.steps).join(",")}]`;
  return json.includes(STEPS_QUOTE) ? postgresLiteral(json) : `${STEPS_QUOTE}${json}${STEPS_QUOTE}`;
}

/**
 * One statement calling tessera_steps for each piece of work of a group, in the group's order,
 * answering one row (`outcome`) per piece in that order: one statement for the server to parse,
 * plan and answer, where a statement per piece cost it about a quarter more for the same work.
 */
function groupStatement(group: readonly Pending[]): string {
  return `select tessera_steps(value) as outcome from jsonb_array_elements(${stepsLiteral(group)}::jsonb) with ordinality order by ordinality`;
}

/**
 * Whether the server refused the group (its error has an SQLSTATE), so its transaction is
 * known to be undone; an error without one (a lost connection) leaves the commit's fate unknown.
 */
function serverRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * Group commit for PostgreSQL: durable pieces of work given as their steps (each answered by
 * one call of tessera_steps) that arrive while a group commits wait, then go together as one
 * statement in one transaction and one round trip, committed without waiting for the flush and
 * then flushed (postgresFlush.ts), so a checkout costs this process and the server a share of
 * one round trip and one statement instead of several of its own. One group at a time per
 * lane, so two groups never wait on each other's row locks. When the server refuses a group (a
 * deadlock with other work, say), nothing of it was written and each piece runs again alone; a
 * lone piece's error goes to its caller. Callers go on once the next group is sent
 * (groupQueue.ts), so the server commits it while this process works on their answers.
 */
class PostgresGroupCommit {
  private readonly queue: GroupQueue<Pending>;

  constructor(
    private readonly db: Db,
    maxGroup: number,
  ) {
    this.queue = new GroupQueue<Pending>(maxGroup, (group) => this.commitTogether(group));
  }

  /** Runs a piece of work's steps (a JSON array) in the next group, the statements they run by name prepared first, and answers tessera_steps' outcome once the group is on disk. */
  run(steps: string, prepare: ReadonlyMap<string, string> = new Map()): Promise<unknown> {
    return new Promise((resolve, reject) => this.queue.add({ steps, prepare, resolve, reject }));
  }

  /** Commits a group; answers the settling of each caller, which the queue runs once the next group is sent. */
  private async commitTogether(group: Pending[]): Promise<(() => void)[]> {
    let rows: Record<string, unknown>[];
    try {
      rows = await this.db.getExecutor().provideConnection(async (connection) => {
        await prepareMissing(connection, group);
        const text = [BEGIN_UNFLUSHED, groupStatement(group), "commit", FLUSH_AFTER_COMMIT].join(";\n");
        try {
          return (await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text))).rows;
        } catch (error) {
          await connection.executeQuery(ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      if (group.length === 1 || !serverRefused(error)) return group.map((pending) => () => pending.reject(error));
      const settles: (() => void)[] = [];
      for (const pending of group) settles.push(...(await this.commitTogether([pending])));
      return settles;
    }
    return group.map((pending, index) => () => {
      const row = rows[index];
      if (row) pending.resolve(row.outcome);
      else pending.reject(new Error(`A piece of work of a group commit was answered no row: ${pending.steps.slice(0, 80)}`));
    });
  }
}

/** The two group commits of a PostgreSQL database: one for work on rows that other work writes too (a product's stock), one for work on rows of its own (an order being paid). */
const lanesOf = perDatabase((db) => ({ shared: new PostgresGroupCommit(db, SHARED_ROWS_GROUP), own: new PostgresGroupCommit(db, OWN_ROWS_GROUP) }));

/**
 * The group commit of a PostgreSQL database for work that writes rows other work writes too
 * (`sharedRows`), or only rows of its own. Groups of the two commit side by side, on two
 * connections: work on its own rows never waits for the locks of the shared rows (a flash
 * sale's product), so paying the orders taken meanwhile need not wait for the next take.
 */
export function postgresGroupOf(db: Db, sharedRows: boolean): PostgresGroupCommit {
  const lanes = lanesOf(db);
  return sharedRows ? lanes.shared : lanes.own;
}
