import { spawnSync } from "node:child_process";
import { buildSync } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcessS3, type InProcessS3 } from "../../testing/inProcessS3";
import { FileBlobStore, originalKey, variantKey, variantPrefix, type BlobStore } from "./blobStore";
import { S3BlobStore, s3ClientFor } from "./s3BlobStore";
import { PROJECT_ROOT } from "../../projectRoot";

const SHA = "ab".repeat(32);
const OTHER = "cd".repeat(32);

/** One kind of store, made fresh for the cases below and cleaned up after them. */
interface StoreKind {
  name: string;
  shared: boolean;
  open(): Promise<{ store: BlobStore; close(): Promise<void> }>;
}

let s3: InProcessS3;
beforeAll(async () => {
  s3 = await startInProcessS3();
});
afterAll(() => s3.close());

const KINDS: StoreKind[] = [
  {
    name: "a folder on disk",
    shared: false,
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), "tessera-blobs-"));
      return { store: new FileBlobStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "an S3-compatible bucket",
    shared: true,
    async open() {
      const store = s3.store();
      return {
        store,
        async close() {
          for await (const key of store.keys()) await store.remove(key);
        },
      };
    },
  },
];

describe.each(KINDS)("the blob store on $name", (kind) => {
  let store: BlobStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await kind.open());
  });
  afterAll(() => close());

  it("gives back the bytes it took, their size, and nothing for a key it does not hold", async () => {
    await store.put(originalKey(SHA), Buffer.from("hello, harbor"));
    expect((await store.get(originalKey(SHA)))?.toString()).toBe("hello, harbor");
    expect(await store.size(originalKey(SHA))).toBe(13);
    expect(await store.get(originalKey(OTHER))).toBeNull();
    expect(await store.size(originalKey(OTHER))).toBeNull();
    expect(store.shared).toBe(kind.shared);
  });

  it("replaces what a key held", async () => {
    await store.put(originalKey(SHA), Buffer.from("second harbor"));
    expect((await store.get(originalKey(SHA)))?.toString()).toBe("second harbor");
  });

  it("streams the whole object or an inclusive byte range of it", async () => {
    expect(await text(store.stream(originalKey(SHA)))).toBe("second harbor");
    expect(await text(store.stream(originalKey(SHA), { start: 7, end: 12 }))).toBe("harbor");
    expect(await text(store.stream(originalKey(SHA), { start: 12, end: 12 }))).toBe("r");
  });

  it("fails the stream of a key it does not hold", async () => {
    await expect(text(store.stream(originalKey(OTHER)))).rejects.toThrow();
  });

  it("lists every key, and removes an image's widths together", async () => {
    await store.put(variantKey(SHA, 500, "webp"), Buffer.from("w500"));
    await store.put(variantKey(SHA, 100, "jpg"), Buffer.from("j100"));
    await store.put(originalKey(OTHER), Buffer.from("other"));
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys.sort()).toEqual([originalKey(SHA), originalKey(OTHER), variantKey(SHA, 100, "jpg"), variantKey(SHA, 500, "webp")].sort());

    await store.remove(variantPrefix(SHA));
    expect(await store.size(variantKey(SHA, 500, "webp"))).toBeNull();
    expect(await store.size(variantKey(SHA, 100, "jpg"))).toBeNull();
    expect(await store.size(originalKey(SHA))).toBe(13);
    await store.remove(originalKey(SHA));
    expect(await store.get(originalKey(SHA))).toBeNull();
    await store.remove(originalKey(SHA));
    expect(await store.size(originalKey(OTHER))).toBe(5);
  });

  it("refuses a key no store makes", async () => {
    await expect(store.put("../escape", Buffer.from("x"))).rejects.toThrow("Bad blob key ../escape");
  });

  it("is ready while it can take and give bytes", async () => {
    await expect(store.ready()).resolves.toBeUndefined();
  });
});

describe("the S3 blob store", () => {
  it("makes its client without the SDK's warning that its later releases need Node 22", () => {
    // In a process of its own: the SDK warns once per process, and other tests make clients too.
    // Bundled inside the project, where the SDK's package is found.
    const cache = path.join(PROJECT_ROOT, "node_modules", ".cache");
    mkdirSync(cache, { recursive: true });
    const bundle = path.join(mkdtempSync(path.join(cache, "tessera-s3-client-")), "client.mjs");
    buildSync({
      stdin: {
        contents: 'import { s3ClientFor } from "./s3BlobStore"; s3ClientFor({ region: "us-east-1" }); setImmediate(() => console.log("client made"));',
        resolveDir: __dirname,
        loader: "ts",
      },
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      outfile: bundle,
    });
    try {
      const child = spawnSync(process.execPath, [bundle], { cwd: PROJECT_ROOT, encoding: "utf8" });
      expect(child.stdout).toContain("client made");
      expect(child.stderr).not.toContain("NodeVersionSupportWarning");
    } finally {
      rmSync(path.dirname(bundle), { recursive: true, force: true });
    }
  });

  it("is not ready when its bucket does not exist", async () => {
    const missing = new S3BlobStore(s3ClientFor(s3.config), "no-such-bucket");
    await expect(missing.ready()).rejects.toThrow();
  });
});
