import { CamelCasePlugin, type CompiledQuery, type SqliteDatabase } from "kysely";
import type { AppDatabase, Db } from "./database";
import type { DurableOptions } from "./durableTransaction";
import { inlineParameters, postgresLiteral } from "./inlineParameters";
import { postgresGroupOf } from "./postgresGroupCommit";
import { preparedNameOf } from "./preparedStatements";
import { sqliteGroupOf } from "./sqliteGroupCommit";

/** One statement of a durable piece of work given in advance. */
export interface Step {
  query: CompiledQuery;
  /** Whether the statement's first row goes into the answer (an UPDATE … RETURNING, say). */
  returns?: boolean;
  /** When the statement changes and returns no row: undo the steps before it and refuse the work, for this reason. */
  refuse?: string;
  /** With `refuse`: a statement whose first row, read after the undo, tells why (the stock left, say). */
  explain?: CompiledQuery;
  /**
   * With `refuse`: statements run after the undo when this step refuses, durably with the work
   * that arrived with it, each answering its first row (so each returns rows): storing the
   * refusal's answer, say, without a piece of work of its own.
   */
  otherwise?: readonly CompiledQuery[];
}

/**
 * What durable steps did: all of them, with the rows of those that return one; or a refusal,
 * having written nothing but the refusing step's `otherwise`, whose first rows are `after`.
 */
export type StepsOutcome =
  | { refused: null; rows: (Record<string, unknown> | null)[] }
  | { refused: string; detail: Record<string, unknown> | null; after: (Record<string, unknown> | null)[] };

/** The query builder's own renaming, for the rows steps answer as the database names the columns. */
const camelCase = new CamelCasePlugin();

/** Rows as the application reads them: camel-cased, as the query builder gives them. */
async function camelCased(rows: (Record<string, unknown> | null)[]): Promise<(Record<string, unknown> | null)[]> {
  const present = rows.filter((row): row is Record<string, unknown> => row !== null);
  const renamed = (await camelCase.transformResult({ result: { rows: present }, queryId: { queryId: "tessera_steps" } })).rows;
  let next = 0;
  return rows.map((row) => (row === null ? null : (renamed[next++] ?? null)));
}

/** An outcome whose rows are as the database names the columns, as the application reads it. */
async function camelCasedOutcome(outcome: StepsOutcome): Promise<StepsOutcome> {
  if (outcome.refused === null) return { refused: null, rows: await camelCased(outcome.rows) };
  const [detail = null, ...after] = await camelCased([outcome.detail, ...outcome.after]);
  return { refused: outcome.refused, detail, after };
}

/** Runs a statement on SQLite's connection itself: how many rows it changed (or answered) and its first row, as the database names the columns. */
function runOnConnection(connection: SqliteDatabase, query: CompiledQuery): { changed: number; first: Record<string, unknown> | null } {
  const statement = connection.prepare(query.sql);
  if (!statement.reader) return { changed: Number(statement.run(query.parameters).changes), first: null };
  const rows = statement.all(query.parameters) as Record<string, unknown>[];
  return { changed: rows.length, first: rows[0] ?? null };
}

/** The outcome of steps on SQLite, their rows as the database names the columns; `undo` undoes what they wrote. */
function runSteps(connection: SqliteDatabase, undo: () => void, steps: readonly Step[]): StepsOutcome {
  const rows: (Record<string, unknown> | null)[] = [];
  for (const step of steps) {
    const { changed, first } = runOnConnection(connection, step.query);
    if (changed === 0 && step.refuse !== undefined) {
      undo();
      const detail = step.explain ? runOnConnection(connection, step.explain).first : null;
      return { refused: step.refuse, detail, after: (step.otherwise ?? []).map((query) => runOnConnection(connection, query).first) };
    }
    rows.push(step.returns ? first : null);
  }
  return { refused: null, rows };
}

/**
 * SQLite: the steps run in the group commit on its connection itself, one after the other
 * without waiting between them, as they need no answer to go on. A refusing step undoes those
 * before it (the group's undo of a piece of work), and its explanation and `otherwise` run
 * after the undo in the same piece of work, so a refused buyer's stored answer shares the
 * commit of the group it was refused in, as tessera_steps does on PostgreSQL. The rows are
 * camel-cased once the group is on disk.
 */
async function sqliteSteps(db: Db, steps: readonly Step[]): Promise<StepsOutcome> {
  return camelCasedOutcome(await sqliteGroupOf(db).run(({ connection, undo }) => runSteps(connection, undo, steps)));
}

/** Whether a statement answers its rows, so a step that runs it by name counts the rows it changed. */
const ANSWERS_ROWS = /\breturning\b/i;

/**
 * A step as tessera_steps takes it: a statement kept prepared (compiledOnce) runs by name with
 * its values, planned once per connection (0950_prepared_steps.ts; the group commit prepares it
 * first, `prepare` gathering what to prepare); any other statement, or a refusing one that
 * answers no rows, travels as its text with the values written in.
 */
function postgresStep(query: CompiledQuery, refusing: boolean, prepare: Map<string, string>): { run: string; args: string } | { sql: string } {
  const name = preparedNameOf(query.sql);
  if (name === undefined || (refusing && !ANSWERS_ROWS.test(query.sql))) return { sql: inlineParameters(query) };
  const stepName = `${name}_step`;
  prepare.set(stepName, query.sql);
  return { run: stepName, args: query.parameters.map(postgresLiteral).join(", ") };
}

async function postgresSteps(db: Db, steps: readonly Step[], sharedRows: boolean): Promise<StepsOutcome> {
  const prepare = new Map<string, string>();
  const list = steps.map((step) => ({
    ...postgresStep(step.query, step.refuse !== undefined, prepare),
    ...(step.returns ? { returns: true } : {}),
    ...(step.refuse !== undefined ? { refuse: step.refuse } : {}),
    ...(step.explain ? { explain: inlineParameters(step.explain) } : {}),
    ...(step.otherwise?.length ? { otherwise: step.otherwise.map((query) => postgresStep(query, false, prepare)) } : {}),
  }));
  const outcome = (await postgresGroupOf(db, sharedRows).run(JSON.stringify(list), prepare)) as {
    refused?: string;
    detail?: Record<string, unknown> | null;
    after?: (Record<string, unknown> | null)[];
    rows?: (Record<string, unknown> | null)[];
  };
  return camelCasedOutcome(
    typeof outcome.refused === "string"
      ? { refused: outcome.refused, detail: outcome.detail ?? null, after: outcome.after ?? [] }
      : { refused: null, rows: outcome.rows ?? [] },
  );
}

/**
 * Runs a durable piece of work given as its statements in advance, all or none, and answers
 * once its commit is on disk (as durableTransaction does). Because nothing in it waits for an
 * answer before the next statement, work arriving together shares one transaction and one
 * commit: on SQLite in its group commit, on PostgreSQL in one round trip for the whole group
 * (tessera_steps, postgresGroupCommit.ts), which is what lets a flash sale's checkouts cost
 * little each. A step with `refuse` that changes no row undoes the work and answers the
 * refusal. Work may run again when the group it shared was refused by the server, so it must
 * guard itself against running twice (a claim its first step makes, say). On PostgreSQL, work
 * that touches only rows of its own (`sharedRows: false`: paying one order) goes in groups of
 * its own, which commit beside those of work on shared rows (taking a product's stock).
 */
export function durableSteps(database: Pick<AppDatabase, "db" | "engine">, steps: readonly Step[], options: DurableOptions = {}): Promise<StepsOutcome> {
  return database.engine === "sqlite" ? sqliteSteps(database.db, steps) : postgresSteps(database.db, steps, options.sharedRows !== false);
}
