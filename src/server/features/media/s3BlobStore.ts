import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { PassThrough, pipeline, type Readable } from "node:stream";
import { checkedKey, type BlobStore } from "./blobStore";
import type { ObjectStorageConfig } from "./objectStorageConfig";

/** How long connecting to the service, and a silence in one answer, may last before the call fails. */
const CONNECT_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** Whether an SDK error says the key (or bucket) holds nothing. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === "NoSuchKey" || failure.name === "NotFound" || failure.$metadata?.httpStatusCode === 404;
}

/** The S3 client for a bucket's configuration; checksums only where S3 requires them, which every S3-compatible service takes. */
export function s3ClientFor(config: ObjectStorageConfig): S3Client {
  // The SDK's first client warns that its releases from 2027 on need Node 22. The version the lock
  // file holds supports Node 20, which Tessera runs on, so the warning would only alarm operators.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
  });
}

/**
 * Keeps blobs as objects of an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage) under
 * the same keys as the folder store, so every node of a platform reads every upload.
 */
export class S3BlobStore implements BlobStore {
  readonly shared = true;

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * The object's bytes as they arrive; the download is abandoned when the reader stops reading (a
   * visitor gone). A service that answers other bytes than the range asked for fails the stream
   * rather than sending more bytes than the answer's Content-Length promised.
   */
  stream(key: string, range?: { start: number; end: number }): Readable {
    const bytes = new PassThrough();
    const abandon = new AbortController();
    bytes.once("close", () => abandon.abort());
    const request = new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
    this.client.send(request, { abortSignal: abandon.signal }).then(
      (answer) => {
        const asked = range ? `bytes ${range.start}-${range.end}/` : null;
        if (asked && !answer.ContentRange?.startsWith(asked)) {
          (answer.Body as Readable).destroy();
          bytes.destroy(
            new Error(`Bucket ${this.bucket} answered ${answer.ContentRange ?? "the whole object"} to a request for ${asked.slice(0, -1)} of ${key}`),
          );
        } else pipeline(answer.Body as Readable, bytes, () => {});
      },
      (error: Error) => bytes.destroy(error),
    );
    return bytes;
  }

  /** Removes the key and every key under it (an image's widths share its folder-like prefix). */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
    let batch: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: `${key}/` })) {
      batch.push(...(page.Contents ?? []).map((object) => object.Key!));
      if (batch.length >= DELETE_BATCH) batch = await this.deleteSome(batch);
    }
    while (batch.length > 0) batch = await this.deleteSome(batch);
  }

  /** Deletes up to one batch of keys; returns the keys left for the next call. */
  private async deleteSome(keys: string[]): Promise<string[]> {
    const answer = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(0, DELETE_BATCH).map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = answer.Errors?.[0];
    if (failed) throw new Error(`Deleting ${failed.Key} from bucket ${this.bucket} failed: ${failed.Code} ${failed.Message}`);
    return keys.slice(DELETE_BATCH);
  }

  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async *keys(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) yield object.Key!;
    }
  }
}
