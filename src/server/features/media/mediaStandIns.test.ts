import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { ASSET_STATUS, assetsRepository } from "./assetsRepository";
import { originalKey, variantKey, variantPrefix } from "./blobStore";
import { PICTURE_BEING_PREPARED } from "./mediaRoutes";
import { assetUrl, newAssetRow } from "./mediaService";
import { testJpeg } from "./testing";
import { inspectUpload } from "./uploadInspection";

const WEBP = { accept: "image/avif,image/webp,*/*" };

describeEachDatabase("image widths not made yet", (database) => {
  let server: TestServer;
  let websiteId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("stand-ins", []));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  /** The widths of an image the store holds. */
  async function widthsStored(sha256: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of server.services.media.blobs.keys())
      if (key.startsWith(variantPrefix(sha256))) keys.push(key.slice(variantPrefix(sha256).length + 1));
    return keys.sort();
  }

  it("answer at once with the nearest made width, or the original while none is, asked again on each use, and the request never encodes", async () => {
    const blobs = server.services.media.blobs;
    const original = await testJpeg(1200, 800);
    const inspected = await inspectUpload("waiting.jpg", original, { imagesOnly: true });
    await blobs.put(originalKey(inspected.sha256), original);
    const row = newAssetRow(websiteId, inspected, new Date().toISOString());
    await assetsRepository.insert(database().db, row);
    const url = `${assetUrl(row)}?format=500w`;

    const first = await server.request("stand-ins", { method: "GET", url, headers: WEBP });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toBe("Accept");
    expect(first.rawPayload.equals(original)).toBe(true);
    expect(await widthsStored(inspected.sha256)).toEqual([]);

    const small = await sharp(original).resize({ width: 300 }).webp().toBuffer();
    await blobs.put(variantKey(inspected.sha256, 300, "webp"), small);
    const nearest = await server.request("stand-ins", { method: "GET", url, headers: WEBP });
    expect(nearest.headers["content-type"]).toBe("image/webp");
    expect(nearest.headers["cache-control"]).toBe("no-cache");
    expect(nearest.rawPayload.equals(small)).toBe(true);
    expect(nearest.headers.etag).not.toBe(first.headers.etag);
    expect(await widthsStored(inspected.sha256)).toEqual(["300.webp"]);

    await server.services.media.processAll();
    const made = await server.request("stand-ins", { method: "GET", url, headers: { ...WEBP, "if-none-match": nearest.headers.etag as string } });
    expect(made.statusCode).toBe(200);
    expect(made.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(made.rawPayload).metadata()).width).toBe(500);
  });

  it("put a ready image whose width went missing back in the queue, standing the nearest in meanwhile", async () => {
    const blobs = server.services.media.blobs;
    const original = await testJpeg(1000, 600, 200);
    const inspected = await inspectUpload("lost.jpg", original, { imagesOnly: true });
    await blobs.put(originalKey(inspected.sha256), original);
    const row = newAssetRow(websiteId, inspected, new Date().toISOString());
    await assetsRepository.insert(database().db, row);
    await server.services.media.processAll();
    await blobs.remove(variantKey(inspected.sha256, 500, "jpg"));

    const standIn = await server.request("stand-ins", { method: "GET", url: `${assetUrl(row)}?format=500w`, headers: { accept: "image/*" } });
    expect(standIn.headers["cache-control"]).toBe("no-cache");
    expect((await sharp(standIn.rawPayload).metadata()).width).toBe(300);

    await server.services.media.processAll();
    expect((await assetsRepository.findById(database().db, row.id))?.status).toBe(ASSET_STATUS.READY);
    expect(await blobs.size(variantKey(inspected.sha256, 500, "jpg"))).not.toBeNull();
  });

  it("never show an original that carries where it was taken: the picture answers 503 until its first width is made", async () => {
    const blobs = server.services.media.blobs;
    const original = await sharp(await testJpeg(900, 600, 120))
      .withExif({ IFD0: { Make: "Harbour Cam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 20/1 0/1" } })
      .jpeg()
      .toBuffer();
    const inspected = await inspectUpload("located.jpg", original, { imagesOnly: true });
    expect(inspected.carriesMetadata).toBe(true);
    expect((await inspectUpload("plain.jpg", await testJpeg(900, 600, 120), { imagesOnly: true })).carriesMetadata).toBe(false);
    await blobs.put(originalKey(inspected.sha256), original);
    const row = newAssetRow(websiteId, inspected, new Date().toISOString());
    await assetsRepository.insert(database().db, row);

    for (const url of [assetUrl(row), `${assetUrl(row)}?format=500w`]) {
      const waiting = await server.request("stand-ins", { method: "GET", url, headers: WEBP });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.headers["retry-after"]).toBe("2");
      expect(waiting.headers["cache-control"]).toBe("no-store");
      expect(waiting.body).toBe(PICTURE_BEING_PREPARED);
      expect(waiting.rawPayload.includes(Buffer.from("Harbour Cam"))).toBe(false);
    }

    const smallest = await sharp(original).resize({ width: 100 }).webp().toBuffer();
    await blobs.put(variantKey(inspected.sha256, 100, "webp"), smallest);
    const standIn = await server.request("stand-ins", { method: "GET", url: `${assetUrl(row)}?format=500w`, headers: WEBP });
    expect([standIn.statusCode, standIn.headers["cache-control"]]).toEqual([200, "no-cache"]);
    expect(standIn.rawPayload.equals(smallest)).toBe(true);

    await server.services.media.processAll();
    const made = await server.request("stand-ins", { method: "GET", url: `${assetUrl(row)}?format=500w`, headers: WEBP });
    expect(made.statusCode).toBe(200);
    expect((await sharp(made.rawPayload).metadata()).exif).toBeUndefined();
  });
});
