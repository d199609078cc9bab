import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { generatedWidths } from "../../../domain/imageWidths";
import { startInProcessS3, type InProcessS3 } from "../../testing/inProcessS3";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { originalKey, variantKey } from "./blobStore";
import { multipartUpload, testJpeg } from "./testing";

function upload(server: TestServer, jar: CookieJar, fileName: string, bytes: Buffer) {
  const body = multipartUpload(fileName, bytes);
  return jar.send(server, "bucket", {
    method: "POST",
    url: "/api/config/assets",
    payload: body.payload,
    headers: { ...body.headers, "x-csrf-token": jar.get("crumb")! },
  });
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

async function keysIn(s3: InProcessS3): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of s3.store().keys()) keys.push(key);
  return keys.sort();
}

describeEachDatabase("file links served from an S3-compatible bucket", (database) => {
  let s3: InProcessS3;
  let server: TestServer;
  let admin: CookieJar;

  beforeAll(async () => {
    s3 = await startInProcessS3();
    await seedSite(database(), onePageSite("bucket", []), { email: "admin@bucket.example", password: "admin password 1" });
    server = await createTestServer(database(), { config: { objectStorage: s3.config } });
    admin = await signedIn(server, "bucket", "admin@bucket.example", "admin password 1");
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it("keeps an image's original and every width in the bucket, none on disk, and serves a width with a byte range", async () => {
    const jpeg = await testJpeg(600, 400);
    const sha = sha256(jpeg);
    const { asset } = (await upload(server, admin, "Harbor.jpg", jpeg)).json();
    await server.services.media.processAll();
    const widths = generatedWidths(600);
    expect(await keysIn(s3)).toEqual([originalKey(sha), ...widths.flatMap((width) => [variantKey(sha, width, "jpg"), variantKey(sha, width, "webp")])].sort());
    expect(existsSync(path.join(server.config.dataDir, "media"))).toBe(false);

    const whole = await server.request("bucket", { method: "GET", url: `${asset.url}?format=500w`, headers: { accept: "image/webp,*/*" } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("image/webp");
    expect(whole.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(whole.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(whole.headers.vary).toBe("Accept");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(500);

    const size = whole.rawPayload.length;
    const part = await server.request("bucket", {
      method: "GET",
      url: `${asset.url}?format=500w`,
      headers: { accept: "image/webp,*/*", range: "bytes=100-599" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-599/${size}`);
    expect(part.headers["content-length"]).toBe("500");
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 600))).toBe(true);
    expect(part.headers.etag).toBe(whole.headers.etag);
  });

  it("serves a file as uploaded, whole and by range, and deletes it from the bucket", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const { asset } = (await upload(server, admin, "Menu.pdf", pdf)).json();
    const served = await server.request("bucket", { method: "GET", url: asset.url });
    expect(served.headers["content-disposition"]).toBe('attachment; filename="menu.pdf"');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const part = await server.request("bucket", { method: "GET", url: asset.url, headers: { range: "bytes=1-4" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("PDF-");
    const tail = await server.request("bucket", { method: "GET", url: asset.url, headers: { range: "bytes=-6" } });
    expect(tail.body).toBe("%%EOF\n");

    expect(await s3.store().size(originalKey(sha256(pdf)))).toBe(pdf.length);
    const deleted = await admin.send(server, "bucket", {
      method: "DELETE",
      url: `/api/config/assets/${asset.id}`,
      headers: { "x-csrf-token": admin.get("crumb")! },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.store().size(originalKey(sha256(pdf)))).toBeNull();
    expect((await server.request("bucket", { method: "GET", url: asset.url })).statusCode).toBe(404);
  });

  it("answers the readiness probe with the bucket's state", async () => {
    const ready = await server.request(null, { method: "GET", url: "/readyz" });
    expect(ready.json()).toMatchObject({ status: "ready", checks: { files: "ok" } });
  });
});
