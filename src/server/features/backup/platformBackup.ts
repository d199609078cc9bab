import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { create as createArchive, extract as extractArchive } from "tar";
import { openDatabase, type DatabaseTarget, type Db } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { conflict, invalid } from "../../../domain/errors";
import { ASSET_STATUS } from "../media/assetsRepository";
import { originalKey, type BlobStore } from "../media/blobStore";
import { PROCESSED_FORMATS } from "../media/imagePipeline";
import { restoreDatabase, snapshotDatabase } from "./databaseSnapshot";

/** What a backup file says of itself (manifest.json at its root). */
interface BackupManifest {
  format: "tessera-backup";
  version: 1;
  createdAt: string;
  engine: DatabaseTarget["engine"];
  /** How many stored files (uploaded originals) it holds. */
  files: number;
}

/** Where the platform's data is: the database, the data directory's own files and the blob store. */
export interface PlatformPlace {
  target: DatabaseTarget;
  dataDir: string;
  blobs: BlobStore;
  /** Told a line at each step and as files are copied, for a person watching. */
  progress?: (line: string) => void;
}

/** What a backup or restore did, for the line the command prints at the end. */
export interface BackupSummary {
  engine: DatabaseTarget["engine"];
  files: number;
  /** Originals the database names that were gone from the blob store (deleted while the backup ran). */
  missingFiles: number;
}

const DATABASE_ENTRY = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;
/** The data directory's own files (secrets, the demo's first passwords) go here in the archive. */
const DATA_ENTRY = "data";
const BLOBS_ENTRY = "blobs";
/** How often, in files, progress is told while files are copied. */
const PROGRESS_EVERY = 50;

/** The data directory's files a backup carries: every plain file there but the SQLite database and its journal. */
async function dataDirectoryFiles(dataDir: string, target: DatabaseTarget): Promise<string[]> {
  const databaseFile = target.engine === "sqlite" ? path.resolve(target.file) : "";
  const names: string[] = [];
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    const full = path.resolve(dataDir, entry.name);
    if (!entry.isFile() || full === databaseFile || full === `${databaseFile}-wal` || full === `${databaseFile}-shm` || full === `${databaseFile}-journal`)
      continue;
    names.push(entry.name);
  }
  return names;
}

/** Copies items one at a time, telling progress every PROGRESS_EVERY items and at the end. */
async function eachWithProgress<T>(items: readonly T[], label: string, progress: (line: string) => void, work: (item: T) => Promise<void>): Promise<void> {
  for (const [index, item] of items.entries()) {
    await work(item);
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 || done === items.length) progress(`${label}: ${done} of ${items.length}`);
  }
}

/**
 * Writes a backup of the whole platform to a file (a gzip'd tar) while the server keeps running:
 * a consistent snapshot of the database, the data directory's own files (the session secret
 * among them) and every uploaded original from the blob store. Image widths are not carried: they
 * are made again after a restore. The file appears only once it is whole.
 */
export async function backupPlatform(place: PlatformPlace, db: Db, file: string): Promise<BackupSummary> {
  const progress = place.progress ?? (() => undefined);
  const staging = await mkdtemp(path.join(tmpdir(), "tessera-backup-"));
  try {
    const databaseEntry = DATABASE_ENTRY[place.target.engine];
    await snapshotDatabase(place.target, path.join(staging, databaseEntry));
    progress(`Database: copied (${((await stat(path.join(staging, databaseEntry))).size / 1_048_576).toFixed(1)} MB)`);

    const dataFiles = await dataDirectoryFiles(place.dataDir, place.target);
    await mkdir(path.join(staging, DATA_ENTRY));
    for (const name of dataFiles) await copyFile(path.join(place.dataDir, name), path.join(staging, DATA_ENTRY, name));
    progress(`Data directory: ${dataFiles.length} files copied`);

    // Read after the snapshot: every original the snapshot names was uploaded before it, so it is here.
    const hashes = (await db.selectFrom("assets").select("sha256").distinct().execute()).map((row) => row.sha256);
    let missingFiles = 0;
    await eachWithProgress(hashes, "Files", progress, async (sha256) => {
      const key = originalKey(sha256);
      const bytes = await place.blobs.get(key);
      if (!bytes) {
        missingFiles += 1;
        return;
      }
      await mkdir(path.dirname(path.join(staging, BLOBS_ENTRY, key)), { recursive: true });
      await writeFile(path.join(staging, BLOBS_ENTRY, key), bytes);
    });

    const manifest: BackupManifest = {
      format: "tessera-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      engine: place.target.engine,
      files: hashes.length - missingFiles,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    await createArchive({ gzip: true, file: partial, cwd: staging, portable: true }, [
      "manifest.json",
      databaseEntry,
      DATA_ENTRY,
      ...(hashes.length > missingFiles ? [BLOBS_ENTRY] : []),
    ]);
    await rename(partial, file);
    progress(`Backup written to ${file}`);
    return { engine: place.target.engine, files: manifest.files, missingFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks a backup's manifest: one this version of Tessera writes, for the engine configured here. */
async function readManifest(staging: string, engine: DatabaseTarget["engine"]): Promise<BackupManifest> {
  const text = await readFile(path.join(staging, "manifest.json"), "utf8").catch(() => "");
  let manifest: Partial<BackupManifest> | null = null;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    manifest = null;
  }
  if (manifest?.format !== "tessera-backup" || manifest.version !== 1)
    throw invalid("This file is not a Tessera backup (it has no manifest.json of a backup).");
  if (manifest.engine !== engine) {
    throw invalid(
      `This backup holds a ${manifest.engine === "sqlite" ? "SQLite" : "PostgreSQL"} database, and this server is set up for ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}. Restore it with the same kind of database; to move sites between them, use site export and site import.`,
    );
  }
  return manifest as BackupManifest;
}

/** Fails unless the configured database holds no tables: a restore never mixes with data already there. */
async function requireEmptyDatabase(target: DatabaseTarget): Promise<void> {
  if (target.engine === "sqlite" && !(await stat(target.file).catch(() => null))) return;
  const database = openDatabase(target);
  try {
    const tables = await database.db.introspection.getTables();
    if (tables.length > 0)
      throw conflict("The database is not empty. Restore into a new data directory (or an empty PostgreSQL database) so nothing already there is overwritten.");
  } finally {
    await database.close();
  }
}

/** Every file under a folder, as paths relative to it with forward slashes. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * Brings a backup back on an empty database: the database as it was at the snapshot, the data
 * directory's files (so sessions and links signed before stay valid) and every original into the
 * blob store; then migrates, and sets images to be processed again so their widths are made.
 */
export async function restorePlatform(place: PlatformPlace, file: string): Promise<BackupSummary> {
  const progress = place.progress ?? (() => undefined);
  await requireEmptyDatabase(place.target);
  const staging = await mkdtemp(path.join(tmpdir(), "tessera-restore-"));
  try {
    await extractArchive({ file, cwd: staging, strict: true }).catch((error: Error) => {
      throw invalid(`This file cannot be read as a Tessera backup (${error.message}).`);
    });
    const manifest = await readManifest(staging, place.target.engine);
    await restoreDatabase(place.target, path.join(staging, DATABASE_ENTRY[manifest.engine]));
    progress("Database: restored");

    const dataFiles = await filesUnder(path.join(staging, DATA_ENTRY));
    await mkdir(place.dataDir, { recursive: true });
    for (const name of dataFiles) await copyFile(path.join(staging, DATA_ENTRY, name), path.join(place.dataDir, name));
    progress(`Data directory: ${dataFiles.length} files restored`);

    const blobKeys = await filesUnder(path.join(staging, BLOBS_ENTRY));
    await eachWithProgress(blobKeys, "Files", progress, async (key) => place.blobs.put(key, await readFile(path.join(staging, BLOBS_ENTRY, key))));

    const database = openDatabase(place.target);
    try {
      await migrateToLatest(database.db);
      await database.db
        .updateTable("assets")
        .set({ status: ASSET_STATUS.PENDING, progress: 0, claimedAt: null })
        .where("format", "in", PROCESSED_FORMATS)
        .where("status", "!=", ASSET_STATUS.FAILED)
        .execute();
    } finally {
      await database.close();
    }
    progress(`Restored the backup of ${manifest.createdAt}`);
    return { engine: manifest.engine, files: blobKeys.length, missingFiles: 0 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
