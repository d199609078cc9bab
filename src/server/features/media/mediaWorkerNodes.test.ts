import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { memoryLog } from "../../log/serverLog";
import { startInProcessS3, type InProcessS3 } from "../../testing/inProcessS3";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { assetsRepository } from "./assetsRepository";
import { FileBlobStore, originalKey } from "./blobStore";
import { MediaService } from "./mediaService";
import { testJpeg } from "./testing";

describeEachDatabase("the image worker with several nodes", (database) => {
  const folders: string[] = [];
  let s3: InProcessS3;
  let websiteId: string;

  /** One node's media service: its own folder on disk, or the shared bucket. */
  function node(store: "disk" | "bucket") {
    const log = memoryLog();
    if (store === "bucket") return { media: new MediaService(database().db, s3.store(), systemClock, log), log };
    const folder = mkdtempSync(path.join(tmpdir(), "tessera-node-"));
    folders.push(folder);
    return { media: new MediaService(database().db, new FileBlobStore(folder), systemClock, log), log };
  }

  async function statuses(ids: string[]): Promise<string[]> {
    return Promise.all(ids.map(async (id) => (await assetsRepository.findById(database().db, id))!.status));
  }

  beforeAll(async () => {
    s3 = await startInProcessS3();
    websiteId = await seedSite(database(), onePageSite("nodes", []));
  });
  afterAll(async () => {
    await s3.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("with files on each node's disk, a node makes the widths only of uploads whose bytes it has; the others wait for their node", async () => {
    const first = node("disk");
    const second = node("disk");
    // The first node's worker is stopped while it takes uploads: more than one round takes, so the second must look past them to find its own.
    await first.media.stop();
    const firstIds: string[] = [];
    for (let i = 0; i < 11; i++) firstIds.push((await first.media.upload(websiteId, `first-${i}.jpg`, await testJpeg(120, 80, i * 20))).id);
    const secondId = (await second.media.upload(websiteId, "second.jpg", await testJpeg(120, 80, 300))).id;

    await second.media.processAll();
    expect(await statuses([secondId])).toEqual(["ready"]);
    expect(await statuses(firstIds)).toEqual(Array(11).fill("pending"));
    expect(second.log.entries).toEqual([]);

    first.media.start(60_000);
    await first.media.processAll();
    await first.media.stop();
    expect(await statuses(firstIds)).toEqual(Array(11).fill("ready"));
    expect(first.log.entries).toEqual([]);
  });

  it("with a shared bucket, any node makes any upload's widths, and an original missing from the bucket fails", async () => {
    const first = node("bucket");
    const second = node("bucket");
    await first.media.stop();
    const uploaded = await first.media.upload(websiteId, "shared.jpg", await testJpeg(120, 80, 90));
    const lost = await first.media.upload(websiteId, "lost.jpg", await testJpeg(120, 80, 180));
    await s3.store().remove(originalKey(lost.sha256));

    await second.media.processAll();
    expect(await statuses([uploaded.id, lost.id])).toEqual(["ready", "failed"]);
    expect(second.log.entries).toEqual([expect.objectContaining({ level: "error", source: "media.process", cause: "original missing" })]);
  });
});
