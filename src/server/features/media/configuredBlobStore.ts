import { blobStoreIn, type BlobStore } from "./blobStore";
import type { ObjectStorageConfig } from "./objectStorageConfig";

/**
 * The store the configuration names: the S3_BUCKET bucket when set, else DATA_DIR/media on this
 * node's disk. The AWS SDK (a second to load on a busy machine) is loaded only for a bucket.
 */
export async function configuredBlobStore(config: { dataDir: string; objectStorage: ObjectStorageConfig | null }): Promise<BlobStore> {
  const bucket = config.objectStorage;
  if (!bucket) return blobStoreIn(config.dataDir);
  const { S3BlobStore, s3ClientFor } = await import("./s3BlobStore");
  return new S3BlobStore(s3ClientFor(bucket), bucket.bucket);
}
