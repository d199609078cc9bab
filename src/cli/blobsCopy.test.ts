import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobStoreIn, originalKey, variantKey } from "../server/features/media/blobStore";
import { PROJECT_ROOT } from "../server/projectRoot";
import { startInProcessS3, type InProcessS3 } from "../server/testing/inProcessS3";
import { onePageSite } from "../server/testing/siteFiles";

const BIN = path.join(PROJECT_ROOT, "bin", "tessera.mjs");
const SHA = "ab".repeat(32);

/** Runs the command as an operator would, without blocking this process (the S3 server answers from it). */
async function tessera(env: Record<string, string>, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      env: { ...process.env, DATABASE_URL: "", PORT: "", PUBLIC_URL: "", ...env },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function keysOf(store: { keys(): AsyncIterable<string> }): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

describe("tessera blobs copy and site files with a bucket", () => {
  let s3: InProcessS3;
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), "tessera-blobs-cli-"));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    s3 = await startInProcessS3();
  });
  afterAll(async () => {
    await s3.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it("copies a platform's files from disk to the bucket with a progress line, resumes, and copies them back", async () => {
    const dataDir = folder();
    const disk = blobStoreIn(dataDir);
    const original = Buffer.alloc(1_500_000, 7);
    await disk.put(originalKey(SHA), original);
    await disk.put(variantKey(SHA, 500, "webp"), Buffer.from("width 500"));
    await disk.put(variantKey(SHA, 100, "jpg"), Buffer.from("width 100"));
    writeFileSync(path.join(dataDir, "media", "originals", "ab", `${SHA}.f00d.tmp`), "half written");
    const env = { ...s3.env, DATA_DIR: dataDir };

    const copied = await tessera(env, "blobs", "copy", "--from", "disk", "--to", "s3");
    expect(copied.stderr).toContain("Copying files to bucket tessera-media: 3 of 3 (100%), 1.5 MB written");
    expect(copied.stderr).toContain(`Copied 3 files (1.5 MB) from ${path.join(dataDir, "media")} to bucket tessera-media; 0 files were there already.`);
    expect(copied.status).toBe(0);
    const bucket = s3.store();
    expect(await keysOf(bucket)).toEqual([originalKey(SHA), variantKey(SHA, 100, "jpg"), variantKey(SHA, 500, "webp")]);
    expect((await bucket.get(originalKey(SHA)))?.equals(original)).toBe(true);

    const again = await tessera(env, "blobs", "copy", "--from", "disk", "--to", "s3");
    expect(again.stderr).toContain(`Copied 0 files (0 MB) from ${path.join(dataDir, "media")} to bucket tessera-media; 3 files were there already.`);

    const otherNode = folder();
    const back = await tessera({ ...s3.env, DATA_DIR: otherNode }, "blobs", "copy", "--from", "s3", "--to", "disk");
    expect(back.status).toBe(0);
    expect(back.stderr).toContain(`Copied 3 files (1.5 MB) from bucket tessera-media to ${path.join(otherNode, "media")}; 0 files were there already.`);
    expect(await keysOf(blobStoreIn(otherNode))).toEqual(await keysOf(bucket));
    expect((await blobStoreIn(otherNode).get(variantKey(SHA, 500, "webp")))?.toString()).toBe("width 500");
  });

  it("explains what it needs: a direction, the bucket's settings, a bucket that answers", async () => {
    const dataDir = folder();
    const sideways = await tessera({ ...s3.env, DATA_DIR: dataDir }, "blobs", "copy", "--from", "disk", "--to", "disk");
    expect(sideways.status).toBe(2);
    expect(sideways.stderr).toContain("blobs copy needs --from disk --to s3, or --from s3 --to disk.");
    const unset = await tessera({ DATA_DIR: dataDir, S3_BUCKET: "" }, "blobs", "copy", "--from", "disk", "--to", "s3");
    expect(unset.status).toBe(1);
    expect(unset.stderr).toContain(
      "Error: blobs copy needs the bucket: set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as needed) as for the server.",
    );
    const missing = await tessera({ ...s3.env, S3_BUCKET: "no-such-bucket", DATA_DIR: dataDir }, "blobs", "copy", "--from", "s3", "--to", "disk");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      "Error: The bucket no-such-bucket cannot be reached or does not exist (NotFound). Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys.",
    );
    expect(existsSync(path.join(dataDir, "media"))).toBe(false);
  });

  it("imports a site's files into the bucket and exports them from it", async () => {
    const dataDir = folder();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const sha256 = createHash("sha256").update(pdf).digest("hex");
    const site = JSON.parse(onePageSite("bucketsite", []));
    site.assets = [{ id: "a1a1a1a1a1a1a1a1a1a1a1a1", fileName: "menu.pdf", sha256, data: pdf.toString("base64") }];
    const file = path.join(dataDir, "site.json");
    writeFileSync(file, JSON.stringify(site));
    const env = { ...s3.env, DATA_DIR: dataDir };

    const imported = await tessera(env, "site", "import", file);
    expect(imported.stderr).toMatch(/^Created site "bucketsite"/m);
    expect((await s3.store().get(originalKey(sha256)))?.equals(pdf)).toBe(true);
    expect(existsSync(path.join(dataDir, "media"))).toBe(false);

    const exported = await tessera(env, "site", "export", "bucketsite");
    expect(exported.status).toBe(0);
    expect(JSON.parse(exported.stdout).assets).toEqual([expect.objectContaining({ fileName: "menu.pdf", sha256, data: pdf.toString("base64") })]);
  });
});
