import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { ASSET_STATUS } from "./assetsRepository";
import { blobStoreIn, originalKey, variantPrefix } from "./blobStore";
import { multipartUpload, testJpeg } from "./testing";

describeEachDatabase("the media library: search, rename, replace, where a file is used, delete", (database) => {
  const ids = newTestStoreIds();
  let server: TestServer;
  let owner: CookieJar;

  const call = (method: string, url: string, payload?: Record<string, unknown>) =>
    owner.send(server, "library", { method: method as "GET", url, ...(payload ? { payload } : {}), headers: { "x-csrf-token": owner.get("crumb")! } });
  const upload = async (fileName: string, bytes: Buffer, url = "/api/config/assets?kind=image") => {
    const body = multipartUpload(fileName, bytes);
    return owner.send(server, "library", { method: "POST", url, payload: body.payload, headers: { ...body.headers, "x-csrf-token": owner.get("crumb")! } });
  };

  beforeAll(async () => {
    await seedSite(database(), storeSite("library", ids), { email: "owner@library.example", password: "owner password 1" });
    server = await createTestServer(database());
    owner = await signedIn(server, "library", "owner@library.example", "owner password 1");
  });
  afterAll(() => server.close());

  it("searches the files by name and answers them a page at a time with the total", async () => {
    for (const name of ["Beans Light.jpg", "Beans Dark.jpg", "Kettle.jpg"]) expect((await upload(name, await testJpeg(30, 20))).statusCode).toBe(202);
    const beans = (await call("GET", "/api/config/assets?q=Beans")).json();
    expect(beans.assets.map((asset: { fileName: string }) => asset.fileName)).toEqual(["beans-light.jpg", "beans-dark.jpg"]);
    expect(beans.total).toBe(2);
    const page = (await call("GET", "/api/config/assets?q=beans%20dark&offset=0&limit=1")).json();
    expect(page.assets.map((asset: { fileName: string }) => asset.fileName)).toEqual(["beans-dark.jpg"]);
    const second = (await call("GET", "/api/config/assets?kind=image&offset=1&limit=1")).json();
    expect(second.assets).toHaveLength(1);
    expect(second.total).toBeGreaterThanOrEqual(3);
  });

  it("renames a file; its old link leads to the new name", async () => {
    const { asset } = (await upload("Roaster.jpg", await testJpeg(40, 30))).json();
    const renamed = await call("PATCH", `/api/config/assets/${asset.id}`, { fileName: "The Big Roaster.png" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().asset).toMatchObject({ id: asset.id, fileName: "the-big-roaster.jpg", url: `/s/${asset.id}/the-big-roaster.jpg` });
    const old = await server.request("library", { method: "GET", url: `${asset.url}?format=100w` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/s/${asset.id}/the-big-roaster.jpg?format=100w`);
    const empty = await call("PATCH", `/api/config/assets/${asset.id}`, { fileName: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ fileName: "Please enter a file name" });
  });

  it("replaces a file's content under the same id, refusing a file of another kind", async () => {
    const { asset } = (await upload("Cup.jpg", await testJpeg(40, 30))).json();
    const body = multipartUpload("Cup.jpg", await testJpeg(80, 60, 200));
    const replaced = await owner.send(server, "library", {
      method: "POST",
      url: `/api/config/assets/${asset.id}/replace`,
      payload: body.payload,
      headers: { ...body.headers, "x-csrf-token": owner.get("crumb")! },
    });
    expect(replaced.statusCode).toBe(202);
    expect(replaced.json().asset).toMatchObject({ id: asset.id, fileName: "cup-2.jpg", width: 80, height: 60 });
    await server.services.media.processAll();
    const old = await server.request("library", { method: "GET", url: asset.url });
    expect(old.headers.location).toBe(`/s/${asset.id}/cup-2.jpg`);

    const pdf = multipartUpload("menu.pdf", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));
    const refused = await owner.send(server, "library", {
      method: "POST",
      url: `/api/config/assets/${asset.id}/replace`,
      payload: pdf.payload,
      headers: { ...pdf.headers, "x-csrf-token": owner.get("crumb")! },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("The file menu.pdf does not appear to be a supported image file.");
  });

  it("says where a file is used, refuses deleting it there and deletes it when confirmed", async () => {
    const { asset } = (await upload("Grinder.jpg", await testJpeg(40, 30))).json();
    const page = (await call("POST", "/api/config/pages", { kind: "page", title: "Grinders", navigation: "main" })).json();
    const draftVersion = (await call("GET", `/api/config/layouts/${page.id}`)).json().draftVersion;
    const image = { id: "b10c00000000000000000001", type: "image", settings: { src: asset.url, alt: "A grinder" } };
    expect((await call("PUT", `/api/config/layouts/${page.id}`, { version: draftVersion, draft: { blocks: [image] } })).statusCode).toBe(200);
    const product = await call("POST", "/api/config/store/products", {
      collectionId: ids.shop,
      productType: "PHYSICAL",
      name: "Hand Grinder",
      urlSlug: "hand-grinder",
      imageUrl: `${asset.url}?format=500w`,
      variants: [{ priceCents: 4500, qtyInStock: 2 }],
    });
    expect(product.statusCode).toBe(201);

    const uses = (await call("GET", `/api/config/assets/${asset.id}/uses`)).json().uses;
    expect(uses).toEqual([
      { kind: "page", id: page.id, title: "Grinders" },
      { kind: "product", id: product.json().id, title: "Hand Grinder" },
    ]);

    const refused = await call("DELETE", `/api/config/assets/${asset.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("grinder.jpg is used in 2 places: Grinders, Hand Grinder. Remove it there first, or confirm to delete it anyway.");
    expect((await call("DELETE", `/api/config/assets/${asset.id}?confirmed=true`)).statusCode).toBe(204);
    expect((await call("GET", `/api/config/assets/${asset.id}/uses`)).statusCode).toBe(404);
  });
  it("finds a file used as a product's later picture, not only its main one", async () => {
    const { asset } = (await upload("Side view.jpg", await testJpeg(40, 30))).json();
    const product = await call("POST", "/api/config/store/products", {
      collectionId: ids.shop,
      productType: "PHYSICAL",
      name: "Kettle",
      urlSlug: "kettle",
      pictures: [
        { url: "/static/demo/kettle.svg", alt: "A kettle" },
        { url: asset.url, alt: "The kettle from the side" },
      ],
      variants: [{ priceCents: 3000, qtyInStock: 2 }],
    });
    expect(product.statusCode).toBe(201);
    const uses = (await call("GET", `/api/config/assets/${asset.id}/uses`)).json().uses;
    expect(uses).toEqual([{ kind: "product", id: product.json().id, title: "Kettle" }]);
  });

  it('says "File processing failed" for an image whose sizes the server cannot make, in the library, and its link is not found', async () => {
    const { asset } = (await upload("Damaged.jpg", await testJpeg(60, 40))).json();
    await server.services.media.processAll();
    // The stored picture is damaged (a disk fault) and its sizes lost, so the server must make them again from it.
    const { sha256 } = await database().db.selectFrom("assets").select("sha256").where("id", "=", asset.id).executeTakeFirstOrThrow();
    const blobs = blobStoreIn(server.config.dataDir);
    await blobs.put(originalKey(sha256), Buffer.from("no picture in here"));
    await blobs.remove(variantPrefix(sha256));
    await database().db.updateTable("assets").set({ status: ASSET_STATUS.PENDING }).where("id", "=", asset.id).execute();
    await server.services.media.processAll();

    const listed = (await call("GET", "/api/config/assets?q=damaged")).json().assets;
    expect(listed).toEqual([expect.objectContaining({ id: asset.id, status: "failed", error: "File processing failed" })]);
    const link = await server.request("library", { method: "GET", url: `${asset.url}?format=100w` });
    expect(link.statusCode).toBe(404);
  });
});
