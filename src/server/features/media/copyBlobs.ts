import type { BlobStore } from "./blobStore";

/** How many files are read and written at once: enough to hide a bucket's round trips, few enough to bound memory. */
const COPIES_AT_ONCE = 4;

/** Where a copy stands: files done (copied or already there) of all, and the bytes written so far. */
export interface CopyProgress {
  done: number;
  total: number;
  copied: number;
  bytes: number;
}

/**
 * Copies every file of one store into another under the same key (a platform moving from its
 * disk to a bucket, or back). A file the target already holds at the same size is left as it
 * is, so a copy that was stopped is resumed by running it again. The source is never changed.
 */
export async function copyBlobs(from: BlobStore, to: BlobStore, onProgress: (progress: CopyProgress) => void): Promise<CopyProgress> {
  const keys: string[] = [];
  for await (const key of from.keys()) keys.push(key);
  const progress: CopyProgress = { done: 0, total: keys.length, copied: 0, bytes: 0 };
  onProgress({ ...progress });
  let next = 0;
  const copyRest = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const [present, wanted] = await Promise.all([to.size(key), from.size(key)]);
      if (wanted !== null && present !== wanted) {
        const bytes = await from.get(key);
        if (bytes) {
          await to.put(key, bytes);
          progress.copied += 1;
          progress.bytes += bytes.length;
        }
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyRest));
  return progress;
}
