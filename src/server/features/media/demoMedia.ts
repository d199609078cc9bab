import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import { assetsRepository } from "./assetsRepository";
import { originalKey, type BlobStore } from "./blobStore";
import { newAssetRow } from "./mediaService";
import { inspectUpload } from "./uploadInspection";
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

/** Stores one made file as an uploaded asset of the site under the id the demo's pages use. */
async function storeDemoFile(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  websiteId: string,
  file: { id: string; fileName: string; bytes: Buffer; imagesOnly: boolean },
): Promise<void> {
  const inspected = await inspectUpload(file.fileName, file.bytes, { imagesOnly: file.imagesOnly });
  await blobs.put(originalKey(inspected.sha256), file.bytes);
  await assetsRepository.insert(db, newAssetRow(websiteId, inspected, clock.now().toISOString(), file.id));
}

/**
 * Makes the demo site's pictures from the SVG sources in demo/media and its recordings from
 * their scores in the manifest (only the small sources are committed), and stores them as the
 * site's uploads, under the ids its pages use.
 */
export async function seedDemoMedia(db: Db, blobs: BlobStore, clock: Clock, projectRoot: string, websiteId: string): Promise<void> {
  const folder = path.join(projectRoot, DEMO_MEDIA_FOLDER);
  const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as DemoMediaManifest;
  const grain = await grainFor(manifest.width, manifest.height);
  for (const picture of manifest.pictures) {
    const bytes = await renderDemoPicture(await readFile(path.join(folder, picture.source)), manifest.width, manifest.height, grain);
    await storeDemoFile(db, blobs, clock, websiteId, { id: picture.id, fileName: picture.fileName, bytes, imagesOnly: true });
  }
  for (const recording of manifest.recordings) {
    await storeDemoFile(db, blobs, clock, websiteId, {
      id: recording.id,
      fileName: recording.fileName,
      bytes: renderDemoRecording(recording),
      imagesOnly: false,
    });
  }
}
