import pg from "pg";
import { newId } from "../../src/domain/ids";

/** A database of its own on the test PostgreSQL server, and how to drop it again. */
export interface FreshPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Runs one statement on the server's administration database and disconnects. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named `{prefix}_{random id}` on the server `adminUrl` reaches
 * (TEST_DATABASE_URL), so a journey's servers start on a platform of their own, migrate it and
 * seed it as on a new install. The name is made here of letters, digits and underscores only.
 */
export async function freshPostgres(adminUrl: string, prefix: string): Promise<FreshPostgres> {
  const name = `${prefix}_${newId()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}
