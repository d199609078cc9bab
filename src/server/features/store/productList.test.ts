import { afterAll, beforeAll, expect, test } from "vitest";
import type { Db } from "../../../db/database";
import type { StoreProductRow, StoreVariantRow } from "../../../db/schema";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { productsRepository } from "./productsRepository";

const PASSWORD = "product list password";
const MADE_AT = "2026-03-02T09:00:00.000Z";

/** Adds products named "{prefix} 00001" and up to the shop, each with two variants, in one transaction through the repository. */
async function addProducts(db: Db, websiteId: string, collectionId: string, prefix: string, count: number): Promise<void> {
  const products: StoreProductRow[] = [];
  const variants: StoreVariantRow[] = [];
  for (let n = 1; n <= count; n++) {
    const id = newId();
    const name = `${prefix} ${String(n).padStart(5, "0")}`;
    products.push({
      id,
      websiteId,
      collectionId,
      productType: 1,
      name,
      urlSlug: name.toLowerCase().replace(/ /g, "-"),
      description: "A cup of a good size, glazed by hand in a small workshop by the sea.",
      imageUrl: "",
      picturesJson: "[]",
      visible: 1,
      position: 3 + n,
      downloadPath: "",
      categoriesJson: "[]",
      seoJson: "{}",
      createdAt: MADE_AT,
      updatedAt: MADE_AT,
    });
    for (const [position, size] of ["Small", "Large"].entries()) {
      variants.push({
        id: newId(),
        websiteId,
        productId: id,
        sku: `${prefix.slice(0, 3).toUpperCase()}-${n}-${size}`,
        priceCents: 1500 + position * 500,
        salePriceCents: 0,
        onSale: 0,
        qtyInStock: 3,
        unlimited: 0,
        optionsJson: JSON.stringify([{ name: "Size", value: size }]),
        measuresJson: JSON.stringify({ weight: 1, length: 0, width: 0, height: 0 }),
        position,
      });
    }
  }
  await db.transaction().execute((trx) => productsRepository.insertMany(trx, products, variants));
}

describeEachDatabase("the owner's product list, a page at a time", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  const identifier = `plist-${newId().slice(0, 8)}`;
  const other = `plist-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    const otherIds = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    const otherWebsiteId = await seedSite(database(), storeSite(other, otherIds));
    await addProducts(database().db, websiteId, ids.shop, "Harbour Cup", 117);
    await addProducts(database().db, otherWebsiteId, otherIds.shop, "Harbour Cup", 5);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const list = (query: string) => owner.send(server, identifier, { method: "GET", url: `/api/config/store/products${query}` });

  test("answers 50 products unless asked for another count, at most 200, saying how many there are", async () => {
    const first = await list("");
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(120);
    expect(first.json().products).toHaveLength(50);
    expect((await list("?limit=200")).json().products).toHaveLength(120);
    for (const limit of ["0", "201", "ten"]) expect((await list(`?limit=${limit}`)).statusCode).toBe(400);
    expect((await list("?offset=-1")).statusCode).toBe(400);
  });

  test("pages through every product once, in shop order, each with its own variants; the last page holds the rest", async () => {
    const seen: { id: string; name: string; variants: { optionValues: { value: string }[] }[] }[] = [];
    for (let offset = 0; offset < 120; offset += 25) {
      const page = (await list(`?limit=25&offset=${offset}`)).json();
      expect(page.total).toBe(120);
      expect(page.products).toHaveLength(offset === 100 ? 20 : 25);
      seen.push(...page.products);
    }
    expect(new Set(seen.map((product) => product.id)).size).toBe(120);
    expect(seen.slice(0, 3).map((product) => product.name)).toEqual(["Harbor Blend", "Enamel Mug", "Home Brew Guide"]);
    expect(seen.slice(3).map((product) => product.name)).toEqual(Array.from({ length: 117 }, (_, n) => `Harbour Cup ${String(n + 1).padStart(5, "0")}`));
    for (const product of seen.slice(3)) expect(product.variants.map((variant) => variant.optionValues[0]!.value)).toEqual(["Small", "Large"]);
    expect((await list("?limit=25&offset=25")).json()).toEqual((await list("?limit=25&offset=25")).json());
    const beyond = (await list("?offset=500")).json();
    expect(beyond).toEqual({ total: 120, products: [] });
  });

  test("finds products by a part of their name, whatever its case, and only this site's", async () => {
    const found = (await list(`?search=${encodeURIComponent("cup 0010")}`)).json();
    expect(found.total).toBe(10);
    expect(found.products.map((product: { name: string }) => product.name)).toEqual(Array.from({ length: 10 }, (_, n) => `Harbour Cup 0010${n}`));
    expect((await list("?search=MUG")).json().products.map((product: { name: string }) => product.name)).toEqual(["Enamel Mug"]);
    expect((await list("?search=%25")).json().total).toBe(120);
    expect((await list("?search=teapot")).json()).toEqual({ total: 0, products: [] });
  });
});

describeEachDatabase("a shop of 10,000 products", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `big-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    await addProducts(database().db, websiteId, ids.shop, "Harbour Cup", 10_000 - 3);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  }, 120_000);
  afterAll(() => server.close());

  test("answers the owner's first page of products in a few dozen kilobytes, however many the shop holds", async () => {
    const first = await owner.send(server, identifier, { method: "GET", url: "/api/config/store/products" });
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(10_000);
    expect(first.json().products).toHaveLength(50);
    expect(first.rawPayload.byteLength).toBeLessThan(100_000);
    const last = (await owner.send(server, identifier, { method: "GET", url: "/api/config/store/products?limit=200&offset=9900" })).json();
    expect(last.products).toHaveLength(100);
    expect(last.products.at(-1).name).toBe("Harbour Cup 09997");
  });
});
