import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { multipartUpload, pngDeclaring, testJpeg } from "./testing";

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 7)]);

function upload(server: TestServer, jar: CookieJar, fileName: string, bytes: Buffer, query = "") {
  const body = multipartUpload(fileName, bytes);
  return jar.send(server, "media", {
    method: "POST",
    url: `/api/config/assets${query}`,
    payload: body.payload,
    headers: { ...body.headers, "x-csrf-token": jar.get("crumb")! },
  });
}

describeEachDatabase("media uploads and file links", (database) => {
  let server: TestServer;
  let admin: CookieJar;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("media", []), { email: "admin@media.example", password: "admin password 1" });
    await seedSite(database(), onePageSite("media", []), { email: "viewer@media.example", password: "viewer password 1", roleId: ROLE.VIEWER });
    await seedSite(database(), onePageSite("media-other", []), { email: "other@media.example", password: "other password 1" });
    server = await createTestServer(database());
    admin = await signedIn(server, "media", "admin@media.example", "admin password 1");
  });
  afterAll(() => server.close());

  it("stores an image, makes its widths in the background with progress, and serves them by ?format", async () => {
    const response = await upload(server, admin, "Roastery Floor.JPG", await testJpeg(1200, 800));
    expect(response.statusCode).toBe(202);
    const { asset } = response.json();
    expect(asset).toMatchObject({ kind: "image", format: "jpeg", fileName: "roastery-floor.jpg", width: 1200, height: 800 });
    expect(asset.url).toBe(`/s/${asset.id}/roastery-floor.jpg`);
    expect(["pending", "processing", "ready"]).toContain(asset.status);

    await server.services.media.processAll();
    const polled = (await admin.send(server, "media", { method: "GET", url: `/api/config/assets/${asset.id}` })).json();
    expect(polled.asset).toMatchObject({ status: "ready", progress: 100 });

    const webp = await server.request("media", { method: "GET", url: `${asset.url}?format=500w`, headers: { accept: "image/avif,image/webp,*/*" } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(webp.headers["x-content-type-options"]).toBe("nosniff");
    expect(webp.headers.vary).toBe("Accept");
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(500);

    const jpeg = await server.request("media", { method: "GET", url: `${asset.url}?format=100w`, headers: { accept: "image/*" } });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(100);
    const largest = await server.request("media", { method: "GET", url: `${asset.url}?format=2500w` });
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(1200);
    const again = await server.request("media", {
      method: "GET",
      url: `${asset.url}?format=2500w`,
      headers: { "if-none-match": largest.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const elsewhere = await server.request("media", { method: "GET", url: `/s/${asset.id}/other-name.jpg?format=500w` });
    expect(elsewhere.statusCode).toBe(301);
    expect(elsewhere.headers.location).toBe(`${asset.url}?format=500w`);
    expect((await server.request("media-other", { method: "GET", url: asset.url })).statusCode).toBe(404);
    const list = (await admin.send(server, "media", { method: "GET", url: "/api/config/assets?kind=image" })).json();
    expect(list.assets.map((a: { id: string }) => a.id)).toContain(asset.id);
  });

  it("serves other files as uploaded, and deletes them", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const { asset } = (await upload(server, admin, "Menu 2025.pdf", pdf)).json();
    expect(asset).toMatchObject({ kind: "file", status: "ready", fileName: "menu-2025.pdf", contentType: "application/pdf" });
    const served = await server.request("media", { method: "GET", url: asset.url });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe('attachment; filename="menu-2025.pdf"');
    expect(served.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const part = await server.request("media", { method: "GET", url: asset.url, headers: { range: "bytes=1-4" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1-4/${pdf.length}`);
    expect(part.body).toBe("PDF-");
    const tail = await server.request("media", { method: "GET", url: asset.url, headers: { range: "bytes=-6" } });
    expect(tail.body).toBe("%%EOF\n");
    const beyond = await server.request("media", { method: "GET", url: asset.url, headers: { range: `bytes=${pdf.length}-` } });
    expect(beyond.statusCode).toBe(416);
    const deleted = await admin.send(server, "media", {
      method: "DELETE",
      url: `/api/config/assets/${asset.id}`,
      headers: { "x-csrf-token": admin.get("crumb")! },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await server.request("media", { method: "GET", url: asset.url })).statusCode).toBe(404);
  });

  it("deletes an image while its widths are being made, leaving none of its bytes behind", async () => {
    const bytes = await testJpeg(1600, 900);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const { asset } = (await upload(server, admin, "Deleted Early.jpg", bytes)).json();
    const processing = server.services.media.processDue();
    const deleted = await admin.send(server, "media", {
      method: "DELETE",
      url: `/api/config/assets/${asset.id}`,
      headers: { "x-csrf-token": admin.get("crumb")! },
    });
    await processing;
    expect(deleted.statusCode).toBe(204);
    const media = path.join(server.services.config.dataDir, "media");
    const left = readdirSync(media, { recursive: true }).filter((entry) => String(entry).includes(sha256));
    expect(left).toEqual([]);
    expect((await server.request("media", { method: "GET", url: `${asset.url}?format=500w` })).statusCode).toBe(404);
  });

  it("refuses a renamed executable, a 20000 × 20000 PNG, an SVG with script and a truncated JPEG", async () => {
    const exe = await upload(server, admin, "holiday.jpg", ELF);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error).toBe("The file holiday.jpg does not appear to be a supported file.");
    const exeAsImage = await upload(server, admin, "holiday.jpg", ELF, "?kind=image");
    expect(exeAsImage.json().error).toBe("The file holiday.jpg does not appear to be a supported image file.");

    const bomb = await upload(server, admin, "huge.png", pngDeclaring(20_000, 20_000));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toBe("The image huge.png is too large: 20000 × 20000 pixels. The largest image accepted has 60 megapixels.");

    const svg = await upload(server, admin, "logo.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error).toBe(
      "The file logo.svg does not appear to be a supported image file. SVG images must not contain scripts, event handlers, script links, animated links, entity declarations or references to other files.",
    );

    const photo = await testJpeg(600, 400);
    const truncated = await upload(server, admin, "cut.jpg", photo.subarray(0, Math.floor(photo.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toBe("File upload failed to complete: cut.jpg is cut short or damaged. Please upload it again.");

    const list = (await admin.send(server, "media", { method: "GET", url: "/api/config/assets" })).json();
    expect(list.assets.map((a: { fileName: string }) => a.fileName)).not.toEqual(expect.arrayContaining(["holiday.jpg", "huge.png", "logo.svg", "cut.jpg"]));
  });

  it("lets only signed-in content managers upload, with the crumb", async () => {
    const photo = await testJpeg(200, 100);
    const viewer = await signedIn(server, "media", "viewer@media.example", "viewer password 1");
    expect((await upload(server, viewer, "a.jpg", photo)).statusCode).toBe(403);
    const anonymous = new CookieJar();
    await anonymous.send(server, "media", { method: "GET", url: "/" });
    await anonymous.ensureCrumb(server, "media");
    expect((await upload(server, anonymous, "a.jpg", photo)).statusCode).toBe(401);
    const body = multipartUpload("a.jpg", photo);
    const noCrumb = await admin.send(server, "media", { method: "POST", url: "/api/config/assets", payload: body.payload, headers: body.headers });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json().crumbFail).toBe(true);
  });
});
