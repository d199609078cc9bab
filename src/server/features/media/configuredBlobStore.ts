import { blobStoreIn, type BlobStore } from "./blobStore";
import type { ObjectStorageConfig } from "./objectStorageConfig";
import { S3BlobStore, s3ClientFor } from "./s3BlobStore";

/** The store the configuration names: the S3_BUCKET bucket when set, else DATA_DIR/media on this node's disk. */
export function configuredBlobStore(config: { dataDir: string; objectStorage: ObjectStorageConfig | null }): BlobStore {
  const bucket = config.objectStorage;
  return bucket ? new S3BlobStore(s3ClientFor(bucket), bucket.bucket) : blobStoreIn(config.dataDir);
}
