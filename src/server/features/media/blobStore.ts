import { constants, createReadStream } from "node:fs";
import { access, mkdir, rename, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { randomBytes } from "node:crypto";

/**
 * Where file bytes live, addressed by key (built from the content's SHA-256). The file system
 * store is the only one today; an object store implements the same five calls.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The size in bytes, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** The bytes of a key, or of the inclusive byte range start-end when given. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Resolves when the store can take and give bytes now; the readiness probe asks it. */
  ready(): Promise<void>;
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

/** Keeps blobs as files under a root folder (DATA_DIR/media); writes are atomic renames. */
export class FileBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Bad blob key ${key}`);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
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
}

/** The blob store of a data directory: DATA_DIR/media. */
export function blobStoreIn(dataDir: string): FileBlobStore {
  return new FileBlobStore(path.join(dataDir, "media"));
}
