import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { HOSTILE_UPLOADS } from "./hostileUploads";
import { FILE_POLICY } from "./mediaRoutes";
import { multipartUpload } from "./testing";

it("the corpus holds at least 40 hostile files", () => {
  expect(HOSTILE_UPLOADS.length).toBeGreaterThanOrEqual(40);
  expect(new Set(HOSTILE_UPLOADS.map((file) => file.label)).size).toBe(HOSTILE_UPLOADS.length);
});

describeEachDatabase("the hostile-upload corpus", (database) => {
  let server: TestServer;
  let admin: CookieJar;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("hostile", []), { email: "admin@hostile.example", password: "admin password 1" });
    server = await createTestServer(database());
    admin = await signedIn(server, "hostile", "admin@hostile.example", "admin password 1");
  });
  afterAll(() => server.close());

  it("refuses each file that could run script, and serves each other one so it cannot", async () => {
    const wrong: string[] = [];
    for (const file of HOSTILE_UPLOADS) {
      const body = multipartUpload(file.fileName.replace(/"/g, "'"), await file.bytes());
      const answer = await admin.send(server, "hostile", { method: "POST", url: "/api/config/assets", payload: body.payload, headers: { ...body.headers, "x-csrf-token": admin.get("crumb")! } });
      if (file.outcome === "refused") {
        if (answer.statusCode !== 400 && answer.statusCode !== 413) wrong.push(`${file.label}: answered ${answer.statusCode}, expected a refusal`);
        else if (!/^The (file|image) /.test(answer.json().error)) wrong.push(`${file.label}: refusal "${answer.json().error}" does not name the file`);
        continue;
      }
      if (answer.statusCode !== 202) {
        wrong.push(`${file.label}: answered ${answer.statusCode} ${answer.body}, expected it stored`);
        continue;
      }
      const { asset } = answer.json();
      if (!/^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|gif|webp|svg|pdf|zip|mp3|mp4|wav)$/.test(asset.fileName) || asset.fileName.length > 130) wrong.push(`${file.label}: served as "${asset.fileName}"`);
      const served = await server.request("hostile", { method: "GET", url: asset.url });
      const headers = served.headers;
      if (served.statusCode !== 200) wrong.push(`${file.label}: link answered ${served.statusCode}`);
      if (headers["content-security-policy"] !== FILE_POLICY) wrong.push(`${file.label}: policy ${headers["content-security-policy"]}`);
      if (headers["x-content-type-options"] !== "nosniff") wrong.push(`${file.label}: no nosniff`);
      if (/text\/html|xhtml|text\/xml|application\/xml|javascript/.test(String(headers["content-type"]))) wrong.push(`${file.label}: served as ${headers["content-type"]}`);
      if (asset.kind === "file" && !String(headers["content-disposition"]).startsWith("attachment;")) wrong.push(`${file.label}: disposition ${headers["content-disposition"]}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
