import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { exportSite, importSite } from "./siteFile";
import { assetsRepository } from "../media/assetsRepository";
import { FileBlobStore } from "../media/blobStore";
import { MediaService } from "../media/mediaService";
import { testJpeg } from "../media/testing";

describeEachDatabase("assets in site files", (database) => {
  let dir: string;
  let blobs: FileBlobStore;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tessera-assets-"));
    blobs = new FileBlobStore(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("travel with export and import, byte for byte, and are processed again", async () => {
    const media = new MediaService(database().db, blobs, systemClock);
    const { websiteId } = await importSite(database().db, systemClock, onePageSite("carry", []), { blobs });
    const photo = await testJpeg(900, 600);
    const uploaded = await media.upload(websiteId, "beans.jpg", photo);
    await media.upload(websiteId, "notes.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));

    const first = await exportSite(database().db, "carry", { blobs });
    const file = JSON.parse(first);
    expect(file.assets).toHaveLength(2);
    expect(file.assets[0]).toEqual({
      id: uploaded.id,
      fileName: "beans.jpg",
      sha256: uploaded.sha256,
      createdAt: uploaded.createdAt,
      data: photo.toString("base64"),
    });

    await importSite(database().db, systemClock, first, { blobs });
    expect(await exportSite(database().db, "carry", { blobs })).toBe(first);
    const reimported = await assetsRepository.find(database().db, websiteId, uploaded.id);
    expect(reimported).toMatchObject({ status: "pending", width: 900, height: 600 });
    await media.processAll();
    expect(await assetsRepository.find(database().db, websiteId, uploaded.id)).toMatchObject({ status: "ready", progress: 100 });
  });

  it("refuses bytes that do not match their hash or would be refused as an upload, writing nothing", async () => {
    const photo = await testJpeg(300, 200);
    const good = JSON.parse(onePageSite("carry-bad", []));
    good.assets = [{ fileName: "a.jpg", sha256: "0".repeat(64), data: photo.toString("base64") }];
    await expect(importSite(database().db, systemClock, JSON.stringify(good), { blobs })).rejects.toThrow("assets[0].data: does not match its sha256.");

    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1, 2, 3, 4]);
    const { createHash } = await import("node:crypto");
    good.assets = [{ fileName: "tool.jpg", sha256: createHash("sha256").update(elf).digest("hex"), data: elf.toString("base64") }];
    await expect(importSite(database().db, systemClock, JSON.stringify(good), { blobs })).rejects.toThrow(
      "assets[0].data: The file tool.jpg does not appear to be a supported file.",
    );
    await expect(exportSite(database().db, "carry-bad", { blobs })).rejects.toThrow('No site has the identifier "carry-bad".');
  });
});
