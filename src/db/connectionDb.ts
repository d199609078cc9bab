import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Database } from "./schema";
import type { Db } from "./database";
import { inlineParameters } from "./inlineParameters";

class OneConnectionDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("This connection already belongs to a transaction");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** A PostgreSQL Db whose every statement runs on one connection, compiled as the app's Db compiles them (camel case to snake case). */
function postgresDbOver(connection: DatabaseConnection): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new OneConnectionDriver(connection),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
}

/** A transaction's connection whose first statement carries the transaction's begin in the same round trip. */
class BeginningConnection implements DatabaseConnection {
  begun = false;

  constructor(
    private readonly connection: DatabaseConnection,
    readonly begin: string,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.begun) return this.connection.executeQuery<R>(query);
    this.begun = true;
    return this.connection.executeQuery<R>(CompiledQuery.raw(`${this.begin};\n${inlineParameters(query)}`));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

/**
 * A PostgreSQL transaction's Db over a connection: its first statement goes with `begin` (one
 * round trip for both); `begun` tells whether that happened, so a transaction that ran no
 * statement sends its begin with its commit.
 */
export function transactionDb(connection: DatabaseConnection, begin: string): { db: Db; begun: () => boolean } {
  const beginning = new BeginningConnection(connection, begin);
  return { db: postgresDbOver(beginning), begun: () => beginning.begun };
}
