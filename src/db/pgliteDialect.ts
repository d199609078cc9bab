import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import type { PGlite } from "@electric-sql/pglite";

/**
 * A Kysely dialect over an in-process PGlite instance, so the PostgreSQL code path runs in
 * every test run even where no PostgreSQL server answers. PGlite has a single connection,
 * so the driver hands it out to one caller at a time (a transaction keeps it until it ends).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(): Promise<void> {
    this.connection.release();
  }
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};

  constructor(private readonly pglite: PGlite) {}

  /**
   * Runs a query as pg does: one without parameters goes through the simple protocol, so it may
   * hold several statements (a migration's, say); the answer holds every statement's rows in
   * order and the last one's count.
   */
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length > 0) {
      const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
    }
    const results = await this.pglite.exec(compiled.sql);
    return { rows: results.flatMap((result) => result.rows) as R[], numAffectedRows: BigInt(results.at(-1)?.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield -- Kysely reads a stream from a generator; PGlite has none, so the first read throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite connections do not stream");
  }
}
