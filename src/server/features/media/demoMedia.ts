import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import { assetsRepository } from "./assetsRepository";
import { originalKey, type BlobStore } from "./blobStore";
import { newAssetRow } from "./mediaService";
import { inspectUpload, type InspectedUpload } from "./uploadInspection";
import { loadSharp } from "./loadSharp";
import { renderDemoRecording, type DemoRecordingScore } from "./demoRecording";

/** The demo's picture sources and the asset ids its pages refer to. */
const DEMO_MEDIA_FOLDER = "demo/media";

interface DemoMediaManifest {
  width: number;
  height: number;
  pictures: { id: string; source: string; fileName: string }[];
  recordings: ({ id: string; fileName: string } & DemoRecordingScore)[];
}

/** Film grain the size of a demo picture, made once per seed (raw pixels, so it costs no encoding). */
async function grainFor(width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
}

/** Renders a small SVG source (drawn 1200 wide) as a photo-like JPEG: the drawing, rasterised at its final size, with grain. */
async function renderDemoPicture(svg: Buffer, width: number, height: number, grain: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const drawing = await sharp(svg, { density: (72 * width) / 1200 })
    .resize(width, height, { fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(drawing.data, { raw: drawing.info })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "soft-light" }])
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** One of the demo's files, checked and its bytes stored, waiting for its asset row. */
export interface DemoFile {
  id: string;
  inspected: InspectedUpload;
}

/** Checks one made file and stores its bytes by their hash (storing the same bytes twice is harmless). */
async function storeDemoBytes(blobs: BlobStore, file: { id: string; fileName: string; bytes: Buffer; imagesOnly: boolean }): Promise<DemoFile> {
  const inspected = await inspectUpload(file.fileName, file.bytes, { imagesOnly: file.imagesOnly });
  await blobs.put(originalKey(inspected.sha256), file.bytes);
  return { id: file.id, inspected };
}

/**
 * Makes the demo site's pictures from the SVG sources in demo/media and its recordings from
 * their scores in the manifest (only the small sources are committed) and stores their bytes.
 * Runs before the seed's transaction, which then records them with recordDemoMedia.
 */
export async function makeDemoMedia(blobs: BlobStore, projectRoot: string): Promise<DemoFile[]> {
  const folder = path.join(projectRoot, DEMO_MEDIA_FOLDER);
  const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as DemoMediaManifest;
  const grain = await grainFor(manifest.width, manifest.height);
  const files: DemoFile[] = [];
  for (const picture of manifest.pictures) {
    const bytes = await renderDemoPicture(await readFile(path.join(folder, picture.source)), manifest.width, manifest.height, grain);
    files.push(await storeDemoBytes(blobs, { id: picture.id, fileName: picture.fileName, bytes, imagesOnly: true }));
  }
  for (const recording of manifest.recordings) {
    files.push(await storeDemoBytes(blobs, { id: recording.id, fileName: recording.fileName, bytes: renderDemoRecording(recording), imagesOnly: false }));
  }
  return files;
}

/** Records the made files as the site's uploads, under the ids its pages use (a step of the seed's transaction). */
export async function recordDemoMedia(trx: Db, clock: Clock, websiteId: string, files: readonly DemoFile[]): Promise<void> {
  for (const file of files) await assetsRepository.insert(trx, newAssetRow(websiteId, file.inspected, clock.now().toISOString(), file.id));
}
