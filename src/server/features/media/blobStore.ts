import { constants, createReadStream } from "node:fs";
import { access, mkdir, readdir, rename, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { randomBytes } from "node:crypto";

/**
 * Where file bytes live, addressed by key (built from the content's SHA-256): a folder on this
 * node's disk (FileBlobStore) or an S3-compatible bucket every node shares (S3BlobStore).
 */
export interface BlobStore {
  /**
   * Whether every node of the platform sees the same bytes (a bucket), or only this one (a
   * folder): an image whose original is missing from an unshared store may be on another node's disk.
   */
  readonly shared: boolean;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The size in bytes, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** The bytes of a key, or of the inclusive byte range start-end when given. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Resolves when the store can take and give bytes now; the readiness probe asks it. */
  ready(): Promise<void>;
  /** Every key the store holds, for copying a platform's files to another store. */
  keys(): AsyncIterable<string>;
}

/** The key of an uploaded original. */
export function originalKey(sha256: string): string {
  return `originals/${sha256.slice(0, 2)}/${sha256}`;
}

/** The key of one re-encoded width of an image, e.g. variants/ab/ab…/750.webp. */
export function variantKey(sha256: string, width: number, extension: string): string {
  return `variants/${sha256.slice(0, 2)}/${sha256}/${width}.${extension}`;
}

/** The prefix of every variant of an image, for removing them together. */
export function variantPrefix(sha256: string): string {
  return `variants/${sha256.slice(0, 2)}/${sha256}`;
}

const KEY_PATTERN = /^[a-z0-9]+(\/[a-z0-9.]+)*$/;

/** The key itself when it is one the stores make (lowercase hex folders and names, no ".."); anything else is a bug and throws. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Bad blob key ${key}`);
  return key;
}

/** A file being written, renamed to its key once complete; never listed as a key. */
const TEMPORARY_SUFFIX = ".tmp";

/** Keeps blobs as files under a root folder (DATA_DIR/media); writes are atomic renames. */
export class FileBlobStore implements BlobStore {
  readonly shared = false;

  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkedKey(key).split("/"));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString("hex")}${TEMPORARY_SUFFIX}`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { recursive: true, force: true });
  }

  async ready(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async *keys(): AsyncIterable<string> {
    yield* filesUnder(this.root, []);
  }
}

/** The keys of the files under a folder, depth first in name order (files half written and names no store makes left out); a missing folder holds none. */
async function* filesUnder(folder: string, parts: string[]): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(folder, ...parts), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isDirectory()) yield* filesUnder(folder, [...parts, entry.name]);
    else if (entry.isFile() && !entry.name.endsWith(TEMPORARY_SUFFIX) && KEY_PATTERN.test([...parts, entry.name].join("/")))
      yield [...parts, entry.name].join("/");
  }
}

/** The blob store of a data directory: DATA_DIR/media. */
export function blobStoreIn(dataDir: string): FileBlobStore {
  return new FileBlobStore(path.join(dataDir, "media"));
}
