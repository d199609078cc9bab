import type { Db } from "../../../db/database";
import type { AssetRow } from "../../../db/schema";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { generatedWidths, nearestMadeWidth, parseFormatWidth, servedWidth } from "../../../domain/imageWidths";
import { newId } from "../../../domain/ids";
import { refuseOnePastLimit } from "../../../domain/limits/collectionLimits";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { PeriodicJob } from "../../background/periodicJob";
import type { Clock } from "../../clock";
import { processLog, type ServerLog } from "../../log/serverLog";
import { ASSET_STATUS, assetsRepository, type DueAsset } from "./assetsRepository";
import { originalKey, variantKey, variantPrefix, type BlobStore } from "./blobStore";
import { ImageEncoderPool } from "./imageEncoderPool";
import { isProcessedFormat, makeImageVariants, variantExtensions } from "./imagePipeline";
import { assetInUse, findAssetUses } from "./assetUses";
import { inspectUpload, servedFileName, type InspectOptions, type InspectedUpload } from "./uploadInspection";

/** A claim older than this belongs to a worker that died; the asset is processed again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const BATCH = 10;
/** How often waiting images are looked for once the worker runs, and what the log says when looking fails. */
const PROCESS_CHECKS = { source: "media.process", failure: "Looking for images to process failed; the next run tries again.", intervalMs: 5000 };

/** What the server sends for one stored file. */
export interface ServedAsset {
  key: string;
  contentType: string;
  /** Whether the answer depends on the Accept header (WebP negotiation). */
  variesByAccept: boolean;
  /** Whether it stands in for a width not made yet (the nearest made, or an original without metadata): not to be kept long. */
  standIn: boolean;
}

/** A picture none of whose widths is made yet, whose original may not be shown: it carries metadata (where and when it was taken). */
export const PICTURE_NOT_READY = "not-ready";

/** The public address of an asset: a file link under /s/ (spec 2 §2). */
export function assetUrl(asset: Pick<AssetRow, "id" | "fileName">): string {
  return `/s/${asset.id}/${asset.fileName}`;
}

/** A served name that differs from the one given: "-2" added, or its number counted up ("photo-2.jpg" becomes "photo-3.jpg"). */
function renamedCopy(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const stem = fileName.slice(0, dot);
  const numbered = /^(.*)-(\d+)$/.exec(stem);
  const next = numbered ? `${numbered[1]}-${Number(numbered[2]) + 1}` : `${stem}-2`;
  return `${next}${fileName.slice(dot)}`;
}

/** The row for new, checked bytes; images wait for processing, other files are ready at once. */
export function newAssetRow(websiteId: string, inspected: InspectedUpload, now: string, id = newId()): AssetRow {
  const processed = isProcessedFormat(inspected.type.format);
  return {
    id,
    websiteId,
    kind: inspected.type.kind,
    format: inspected.type.format,
    contentType: inspected.type.contentType,
    fileName: inspected.fileName,
    byteSize: inspected.byteSize,
    sha256: inspected.sha256,
    width: inspected.width,
    height: inspected.height,
    status: processed ? ASSET_STATUS.PENDING : ASSET_STATUS.READY,
    progress: processed ? 0 : 100,
    error: null,
    claimedAt: null,
    carriesMetadata: inspected.carriesMetadata ? 1 : 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Uploaded files and images: checks and stores uploads by content hash, makes image widths in
 * the background on a pool of worker threads (as many images at once as it has threads,
 * resumable after a restart) with progress the owner can poll, and picks the bytes to serve
 * for a file link without ever encoding one.
 */
export class MediaService {
  /** Picks up waiting images every interval (uploads kick it at once; this catches imports and restarts); once stopping, no new image is begun. */
  private readonly processing: PeriodicJob;

  constructor(
    private readonly db: Db,
    readonly blobs: BlobStore,
    private readonly clock: Clock,
    private readonly log: ServerLog = processLog,
    private readonly encoders: ImageEncoderPool = new ImageEncoderPool(),
  ) {
    this.processing = new PeriodicJob({ ...PROCESS_CHECKS, round: () => this.processBatch(), log, runAtStart: true, rerun: true });
  }

  /** Checks and stores an upload (the one past the site's limit is refused); images come back pending and are processed soon. */
  async upload(websiteId: string, name: string, bytes: Buffer, options: InspectOptions = {}): Promise<AssetRow> {
    refuseOnePastLimit("filesPerSite", await assetsRepository.count(this.db, websiteId, {}));
    const inspected = await inspectUpload(name, bytes, options);
    await this.blobs.put(originalKey(inspected.sha256), bytes);
    const row = newAssetRow(websiteId, inspected, this.clock.now().toISOString());
    await assetsRepository.insert(this.db, row);
    this.processSoon();
    return row;
  }

  /**
   * Deletes an asset; its bytes go too once no asset of any site uses them. A file still used
   * somewhere is refused, naming the places, unless the owner confirmed deleting it anyway.
   */
  async remove(websiteId: string, id: string, confirmed = false): Promise<void> {
    const row = await this.existing(websiteId, id);
    if (!confirmed) {
      const uses = await findAssetUses(this.db, websiteId, id);
      if (uses.length > 0) throw conflict(assetInUse(row.fileName, uses));
    }
    await assetsRepository.remove(this.db, websiteId, id);
    await this.dropUnusedBytes(row.sha256);
  }

  /** Gives an asset a new served name (same rules as an upload's, same extension); its old link leads to the new one. */
  async rename(websiteId: string, id: string, name: string): Promise<AssetRow> {
    const row = await this.existing(websiteId, id);
    const fileName = servedFileName(name, row.fileName.slice(row.fileName.lastIndexOf(".") + 1));
    await assetsRepository.rename(this.db, websiteId, id, fileName, this.clock.now().toISOString());
    return { ...row, fileName };
  }

  /**
   * Puts new content of the same kind under an asset's id, so every page, product and setting
   * using it shows the new file: their links lead to its new name, never to old bytes a browser kept.
   */
  async replace(websiteId: string, id: string, name: string, bytes: Buffer): Promise<AssetRow> {
    const row = await this.existing(websiteId, id);
    const inspected = await inspectUpload(name, bytes, { imagesOnly: row.kind === "image" });
    if (inspected.type.kind !== row.kind) throw invalid(`Replace ${row.fileName} with another file that is not an image.`);
    await this.blobs.put(originalKey(inspected.sha256), bytes);
    const fileName = inspected.fileName === row.fileName ? renamedCopy(row.fileName) : inspected.fileName;
    const replaced = { ...newAssetRow(websiteId, { ...inspected, fileName }, this.clock.now().toISOString(), id), createdAt: row.createdAt };
    await assetsRepository.replaceContent(this.db, replaced);
    await this.dropUnusedBytes(row.sha256);
    this.processSoon();
    return replaced;
  }

  private async existing(websiteId: string, id: string): Promise<AssetRow> {
    const row = await assetsRepository.find(this.db, websiteId, id);
    if (!row) throw notFound("This file does not exist.");
    return row;
  }

  /**
   * Removes the bytes of a hash when no asset row refers to it any more. A processing round under
   * way may be writing this image's widths; it is waited for, so no width is written into a
   * folder being removed (or left behind after it).
   */
  async dropUnusedBytes(sha256: string): Promise<void> {
    if (await assetsRepository.hashInUse(this.db, sha256)) return;
    await this.processing.idle();
    await this.blobs.remove(originalKey(sha256));
    await this.blobs.remove(variantPrefix(sha256));
  }

  /**
   * The stored bytes answering a file link: files and SVG as uploaded; raster images at the
   * width `?format={width}w` asks for (the largest made width when absent), as WebP when the
   * browser accepts it. A width not made yet is never made here: the nearest made width stands
   * in for it (while none is, the original, unless it carries metadata such as where it was
   * taken: then the picture is not ready), and a ready image missing a width goes back in
   * the queue.
   */
  async served(row: AssetRow, format: unknown, accept: string): Promise<ServedAsset | typeof PICTURE_NOT_READY> {
    if (!isProcessedFormat(row.format) || !row.width)
      return { key: originalKey(row.sha256), contentType: row.contentType, variesByAccept: false, standIn: false };
    if (row.status === ASSET_STATUS.FAILED) throw notFound(GENERAL_MESSAGES.fileProcessingFailed);
    const widths = generatedWidths(row.width);
    const width = servedWidth(parseFormatWidth(format) ?? widths[widths.length - 1]!, widths);
    const extensions = variantExtensions(row.format);
    const extension = /image\/webp/.test(accept) ? "webp" : extensions[0]!;
    const variant = { contentType: extension === "webp" ? "image/webp" : row.contentType, variesByAccept: extensions.length > 1 };
    const key = variantKey(row.sha256, width, extension);
    if ((await this.blobs.size(key)) !== null) return { key, ...variant, standIn: false };
    if (row.status === ASSET_STATUS.READY && (await assetsRepository.requeue(this.db, row.id, this.clock.now().toISOString()))) this.processSoon();
    const sizes = await Promise.all(widths.map((w) => this.blobs.size(variantKey(row.sha256, w, extension))));
    const nearest = nearestMadeWidth(
      width,
      widths.filter((_, index) => sizes[index] !== null),
    );
    if (nearest === null) {
      if (row.carriesMetadata) return PICTURE_NOT_READY;
      return { key: originalKey(row.sha256), contentType: row.contentType, variesByAccept: variant.variesByAccept, standIn: true };
    }
    return { key: variantKey(row.sha256, nearest, extension), ...variant, standIn: true };
  }

  /** Starts processing waiting images now, without waiting for it. */
  processSoon(): void {
    this.processing.soon();
  }

  /** Processes every waiting image once; returns how many finished. A call during a run shares it and asks for another after it. */
  processDue(): Promise<number> {
    return this.processing.runNow();
  }

  /** Processes until nothing is waiting (tests and the import command use it). */
  async processAll(): Promise<void> {
    while ((await this.processDue()) > 0);
  }

  private staleBefore(): string {
    return new Date(this.clock.now().getTime() - STALE_CLAIM_MS).toISOString();
  }

  /**
   * Whether this node can make an image's widths: always with a shared store; with a folder on
   * disk, only when the original is in this node's folder (another node's upload waits for that
   * node, instead of being marked failed for everyone).
   */
  private async hasOriginal(sha256: string): Promise<boolean> {
    return this.blobs.shared || (await this.blobs.size(originalKey(sha256))) !== null;
  }

  /**
   * Processes up to BATCH waiting images whose bytes this node has, passing over the rest, as
   * many at once as the encoder pool has threads.
   */
  private async processBatch(): Promise<number> {
    let finished = 0;
    let after: DueAsset | null = null;
    const underWay = new Set<Promise<void>>();
    const full = () => this.processing.stopping || finished + underWay.size >= BATCH;
    for (let more = true; more && !full();) {
      const due = await assetsRepository.dueAssets(this.db, this.staleBefore(), BATCH, after);
      more = due.length === BATCH;
      for (const asset of due) {
        while (underWay.size >= this.encoders.size) await Promise.race(underWay);
        if (full()) break;
        after = asset;
        if (!(await this.hasOriginal(asset.sha256))) continue;
        const work: Promise<void> = this.processOne(asset.id)
          .then(
            (done) => {
              if (done) finished += 1;
            },
            (error: unknown) => this.log.error("media.process", `Processing image ${asset.id} stopped; the next run tries again.`, error),
          )
          .finally(() => underWay.delete(work));
        underWay.add(work);
      }
    }
    await Promise.all(underWay);
    return finished;
  }

  /** Claims and processes one image; false when another worker holds it (or it is gone). */
  private async processOne(id: string): Promise<boolean> {
    const now = () => this.clock.now().toISOString();
    if (!(await assetsRepository.claim(this.db, id, now(), this.staleBefore()))) return false;
    const row = await assetsRepository.findById(this.db, id);
    if (!row) return false;
    try {
      const original = await this.blobs.get(originalKey(row.sha256));
      if (!original || !row.width) throw new Error("original missing");
      await makeImageVariants(original, row.format, row.sha256, row.width, this.blobs, this.encoders, (percent) =>
        assetsRepository.setProgress(this.db, id, Math.min(percent, 99), now()),
      );
      await assetsRepository.finish(this.db, id, ASSET_STATUS.READY, null, now());
    } catch (error) {
      this.log.error("media.process", `Making the widths of image ${id} failed; it is marked failed for its owner to upload again.`, error);
      await assetsRepository.finish(this.db, id, ASSET_STATUS.FAILED, GENERAL_MESSAGES.fileProcessingFailed, now());
    }
    return true;
  }

  /** Processes waiting images now and every interval until stop(). */
  start(intervalMs?: number): void {
    this.processing.start(intervalMs);
  }

  /** Ends the worker: the images being made are finished, the rest of the batch waits for the next start; the encoder threads end. */
  async stop(): Promise<void> {
    await this.processing.stop();
    await this.encoders.release();
  }
}
