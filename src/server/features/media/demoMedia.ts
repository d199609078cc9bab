import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import { assetsRepository } from "./assetsRepository";
import { originalKey, type BlobStore } from "./blobStore";
import { newAssetRow } from "./mediaService";
import { inspectUpload } from "./uploadInspection";

/** The demo's picture sources and the asset ids its pages refer to. */
export const DEMO_MEDIA_FOLDER = "demo/media";

interface DemoMediaManifest {
  width: number;
  height: number;
  pictures: { id: string; source: string; fileName: string }[];
}

/** Renders a small SVG source as a photo-like JPEG: the drawing with a little film grain. */
export async function renderDemoPicture(svg: Buffer, width: number, height: number): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(svg, { density: 150 })
    .resize(width, height, { fit: "cover" })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * Makes the demo site's pictures from the SVG sources in demo/media (only the small sources
 * are committed) and stores them as the site's uploaded images, under the ids its pages use.
 */
export async function seedDemoMedia(db: Db, blobs: BlobStore, clock: Clock, projectRoot: string, websiteId: string): Promise<void> {
  const folder = path.join(projectRoot, DEMO_MEDIA_FOLDER);
  const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as DemoMediaManifest;
  for (const picture of manifest.pictures) {
    const bytes = await renderDemoPicture(await readFile(path.join(folder, picture.source)), manifest.width, manifest.height);
    const inspected = await inspectUpload(picture.fileName, bytes, { imagesOnly: true });
    await blobs.put(originalKey(inspected.sha256), bytes);
    await assetsRepository.insert(db, newAssetRow(websiteId, inspected, clock.now().toISOString(), picture.id));
  }
}
