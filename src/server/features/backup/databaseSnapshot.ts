import { spawn } from "node:child_process";
import SQLite from "better-sqlite3";
import type { DatabaseTarget } from "../../../db/database";
import { DOMAIN_ERROR_CODE, DomainError } from "../../../domain/errors";

/** Runs a PostgreSQL client program (pg_dump, pg_restore); fails with its own words when it fails, or says how to install it. */
function runPostgresTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    let said = "";
    child.stderr.on("data", (chunk) => (said += chunk));
    child.once("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new DomainError(
              DOMAIN_ERROR_CODE.UNAVAILABLE,
              `${program} is not installed; it comes with PostgreSQL's client (Debian: apt-get install -y postgresql-client).`,
            )
          : error,
      ),
    );
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new DomainError(DOMAIN_ERROR_CODE.UNAVAILABLE, `${program} failed: ${said.trim() || `exit code ${code}`}`)),
    );
  });
}

/**
 * Writes a consistent copy of the whole database to a file while the server keeps running:
 * SQLite's online backup (every page as of one moment, WAL included), or pg_dump's custom
 * format (one snapshot transaction).
 */
export async function snapshotDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.engine === "sqlite") {
    const source = new SQLite(target.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  await runPostgresTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, target.url]);
}

/** Puts a snapshot back into an empty database: the SQLite file is copied in place, a dump goes through pg_restore. */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.engine === "sqlite") {
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(target.file);
    } finally {
      source.close();
    }
    return;
  }
  await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.url}`, file]);
}
