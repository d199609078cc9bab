import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Database } from "./schema";
import type { Db } from "./database";

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly statements: CompiledQuery[]) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.statements.push(query);
    return { rows: [] };
  }

  // eslint-disable-next-line require-yield -- Kysely reads a stream from a generator; a recorder has nothing to stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Recorded statements do not stream");
  }
}

class RecordingDriver implements Driver {
  constructor(private readonly connection: RecordingConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("Recorded statements already belong to a transaction");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/**
 * A PostgreSQL Db that keeps the statements run on it instead of sending them, compiled as
 * the real Db compiles them (camel case to snake case), so writes whose answers nobody reads
 * can travel later in one round trip with the transaction's commit. Every statement answers
 * no rows and no count: only writes that do not look at their result belong here.
 */
export function statementRecorder(): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const driver = new RecordingDriver(new RecordingConnection(statements));
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
  return { db, statements };
}
