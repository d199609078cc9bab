import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { ObjectStorageConfig } from "../features/media/objectStorageConfig";
import { S3BlobStore, s3ClientFor } from "../features/media/s3BlobStore";

/** An S3-compatible server running inside the test process on a free port, with an empty bucket. */
export interface InProcessS3 {
  /** The configuration S3_* variables would give for its bucket. */
  config: ObjectStorageConfig;
  /** The S3_* variables themselves, for a command run as an operator would. */
  env: Record<string, string>;
  /** A blob store on its bucket, through the real S3 client. */
  store(): S3BlobStore;
  close(): Promise<void>;
}

/** Starts s3rver (objects kept in a temporary folder) with one bucket; tests never reach the internet. */
export async function startInProcessS3(bucket = "tessera-media"): Promise<InProcessS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "tessera-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config: ObjectStorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
  return {
    config,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: config.endpoint!, S3_REGION: config.region, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    store: () => new S3BlobStore(s3ClientFor(config), bucket),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
