import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { wrapDialect, type AppDatabase } from "../database";
import { migrateToLatest } from "../migrate";
import { PGliteDialect } from "../pgliteDialect";

/** Numbers come back as numbers, as the pg driver is told for the server (bigint and numeric). */
const PARSERS: PGliteOptions["parsers"] = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };

/** What every test database starts from: PGlite's compiled modules and a migrated data directory. */
interface PGliteTemplate {
  options: Pick<PGliteOptions, "pgliteWasmModule" | "initdbWasmModule" | "fsBundle">;
  migrated: Blob;
}

let template: Promise<PGliteTemplate> | undefined;

/**
 * Compiles PGlite's modules, starts it once and migrates it, and keeps its data directory.
 * Starting PGlite (WebAssembly and initdb) and migrating took about 2.3 s for each test file's
 * database; a database loaded from the kept directory is ready in about 0.4 s. Made once per
 * test process, so it always holds this checkout's migrations.
 */
function pgliteTemplate(): Promise<PGliteTemplate> {
  template ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all(["pglite.wasm", "initdb.wasm", "pglite.data"].map((file) => readFile(path.join(dist, file))));
    const options = {
      pgliteWasmModule: await WebAssembly.compile(pgliteWasm!),
      initdbWasmModule: await WebAssembly.compile(initdbWasm!),
      fsBundle: new Blob([fsBundle!]),
    };
    const pglite = await PGlite.create({ ...options, parsers: PARSERS });
    const database = wrapDialect(new PGliteDialect(pglite), "postgres", () => pglite.close());
    try {
      await migrateToLatest(database.db);
      return { options, migrated: await pglite.dumpDataDir("none") };
    } finally {
      await database.close();
    }
  })();
  return template;
}

/** A fresh PGlite database, already migrated, for one test block; closing it discards it. */
export async function openMigratedPGlite(): Promise<AppDatabase> {
  const { options, migrated } = await pgliteTemplate();
  const pglite = await PGlite.create({ ...options, loadDataDir: migrated, parsers: PARSERS });
  return wrapDialect(new PGliteDialect(pglite), "postgres", () => pglite.close());
}
