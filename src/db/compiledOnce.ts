import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import type { Db } from "./database";
import { keepPrepared } from "./preparedStatements";

/** Stands in a compiled query for the value named `name`, given anew each time the query runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** A statement compiled once: run it, or take it compiled with new values to run later (as a step of durableSteps). */
export interface CompiledOnce<V, R> {
  (db: Db, values: V): Promise<QueryResult<R>>;
  /** The statement as `db`'s dialect compiles it, with these values, not run. */
  compile(db: Db, values: V): CompiledQuery<R>;
}

/**
 * A query built and compiled once per SQL dialect and set of named values, then run with new
 * values. Kysely builds, transforms (camel case) and compiles every query anew, which was the
 * largest part of a checkout's own CPU time; the statements of the order path skip it. `build`
 * receives stand-ins with the names of the values given (those not undefined) and must use each
 * only as a value, so the query's SQL never depends on them (no `in` lists, no branching on a
 * value). Rows still pass through the plugins' result transforms (camel case). On PostgreSQL
 * each is prepared once per connection (preparedStatements.ts).
 */
export function compiledOnce<V extends object, R>(build: (db: Db, values: V) => Compilable<R>): CompiledOnce<V, R> {
  const compiled = new Map<string, CompiledQuery<R>>();
  const compile = (db: Db, values: V): CompiledQuery<R> => {
    const given = values as Record<string, unknown>;
    let key = db.getExecutor().adapter.constructor.name;
    for (const name of Object.keys(given)) if (given[name] !== undefined) key += `,${name}`;
    let query = compiled.get(key);
    if (!query) {
      const names = Object.keys(given).filter((name) => given[name] !== undefined);
      const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as V;
      query = build(db, slots).compile();
      compiled.set(key, query);
      keepPrepared(query.sql);
    }
    return { ...query, parameters: query.parameters.map((parameter) => (parameter instanceof Slot ? given[parameter.name] : parameter)) };
  };
  return Object.assign((db: Db, values: V) => db.executeQuery<R>(compile(db, values)), { compile });
}
