import type pgModule from "pg";
import { preparedNameOf } from "./preparedStatements";

type Result = pgModule.QueryResult;

/**
 * One answer for a query of several statements: every statement's rows in order, with the
 * last statement's command and count. pg answers such a query with a list, which the query
 * builder would read as no rows; a transaction whose last round trip carries its writes and its
 * commit reads what those writes returned this way.
 */
function flattenResults(answer: Result | Result[]): Result {
  if (!Array.isArray(answer)) return answer;
  const last = answer.at(-1);
  const rows = answer.flatMap((result) => result.rows ?? []);
  return { command: last?.command ?? "", rowCount: last?.rowCount ?? null, oid: last?.oid ?? 0, fields: last?.fields ?? [], rows };
}

/**
 * The pg client the pool opens: its promise queries answer a multi-statement query as one
 * result (flattenResults), and statements kept prepared (preparedStatements.ts) run by name.
 */
export function batchResultsClient(pg: typeof pgModule): typeof pgModule.Client {
  return class BatchResultsClient extends pg.Client {
    constructor(config?: string | pgModule.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const [text, values] = args;
        const name = typeof text === "string" && Array.isArray(values) ? preparedNameOf(text) : undefined;
        const answer = name ? query({ name, text, values }) : query(...args);
        return answer instanceof Promise ? answer.then((value: Result | Result[]) => flattenResults(value)) : answer;
      }) as typeof this.query;
    }
  };
}
