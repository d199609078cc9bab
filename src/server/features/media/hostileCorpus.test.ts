import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { hostileCorpus, type HostileFile } from "./hostileCorpus";
import { multipartUpload } from "./testing";

const corpus = await hostileCorpus();

function upload(server: TestServer, jar: CookieJar, file: HostileFile) {
  const body = multipartUpload(file.name, file.bytes);
  return jar.send(server, "hostile", {
    method: "POST",
    url: "/api/config/assets",
    payload: body.payload,
    headers: { ...body.headers, "x-csrf-token": jar.get("crumb")! },
  });
}

it("holds at least 40 hostile files", () => {
  expect(corpus.length).toBeGreaterThanOrEqual(40);
  expect(new Set(corpus.map((file) => file.name)).size).toBe(corpus.length);
});

describeEachDatabase("the hostile-upload corpus", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("hostile", []), { email: "owner@hostile.example", password: "owner password 1" });
    server = await createTestServer(database());
    owner = await signedIn(server, "hostile", "owner@hostile.example", "owner password 1");
  });
  afterAll(() => server.close());

  it.each(corpus.map((file) => [file.why, file] as const))("%s: refused or served neutralised", async (_why, file) => {
    const response = await upload(server, owner, file);
    const { expected } = file;
    if (expected.result === "refused") {
      expect(response.statusCode).toBe(expected.status);
      expect(response.json().error).toBe(expected.message);
      return;
    }
    expect(response.statusCode).toBe(202);
    const { asset } = response.json();
    expect(asset).toMatchObject({ kind: expected.result, fileName: expected.fileName });
    await server.services.media.processAll();
    const served = await server.request("hostile", { method: "GET", url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    if (expected.result === "file") {
      expect(served.headers["content-disposition"]).toBe(`attachment; filename="${expected.fileName}"`);
      expect(served.headers["content-type"]).toBe(asset.contentType);
    } else {
      expect(served.headers["content-disposition"]).toBe(`inline; filename="${expected.fileName}"`);
      expect(served.headers["content-type"]).toMatch(/^image\//);
      expect(served.rawPayload.toString("latin1")).not.toMatch(/<script|<html|onerror|javascript:/i);
    }
  });
});
