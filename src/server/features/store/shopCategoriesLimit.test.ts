import { afterAll, beforeAll, expect, test } from "vitest";
import type { StoreProductRow } from "../../../db/schema";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const PASSWORD = "shop categories password";
const STAMP = "2026-01-05T10:00:00.000Z";
const FULL = "A shop can have at most 10,000 categories. Use categories the shop already has, or remove some first.";

/** 1,000 hidden products of 10 categories each: "Cat 0" to "Cat 9999", the shop's 10,000 categories. */
function productsOfTenThousandCategories(websiteId: string, shopId: string): StoreProductRow[] {
  return Array.from({ length: 1000 }, (_, i) => ({
    id: newId(),
    websiteId,
    collectionId: shopId,
    productType: 3,
    name: `Cupping ${i}`,
    urlSlug: `cupping-${i}`,
    description: "",
    imageUrl: "",
    picturesJson: "[]",
    visible: 0,
    position: 10 + i,
    downloadPath: "",
    categoriesJson: JSON.stringify(Array.from({ length: 10 }, (_, n) => `Cat ${i * 10 + n}`)),
    seoJson: "{}",
    createdAt: STAMP,
    updatedAt: STAMP,
  }));
}

describeEachDatabase("a shop's categories, at most spec 2 §9's nested categories limit of 10000", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `cats-${newId().slice(0, 8)}`;
  const ids = newTestStoreIds();

  beforeAll(async () => {
    const websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    const rows = productsOfTenThousandCategories(websiteId, ids.shop);
    for (let start = 0; start < rows.length; start += 250)
      await database()
        .db.insertInto("storeProducts")
        .values(rows.slice(start, start + 250))
        .execute();
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const send = (method: "POST" | "PUT", url: string, payload: object) =>
    owner.send(server, identifier, { method, url, headers: { "x-csrf-token": owner.get("crumb") ?? "" }, payload });
  const service = (urlSlug: string, categories: string[]) => ({
    collectionId: ids.shop,
    productType: "SERVICE",
    name: `Tasting ${urlSlug}`,
    urlSlug,
    categories,
    visible: false,
    variants: [{ priceCents: 1500 }],
  });

  test("refuses a product that would bring the 10,001st category, on its categories field in plain words", async () => {
    const refused = await send("POST", "/api/config/store/products", service("one-too-many", ["Cat 12", "Tastings"]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: FULL, errors: { categories: FULL } });
  });

  test("takes a product in categories the shop already has, whatever their case", async () => {
    const created = await send("POST", "/api/config/store/products", service("known-categories", ["cat 12", "CAT 9999"]));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().categories).toEqual(["cat 12", "CAT 9999"]);
  });

  test("takes the 10,000th category, and lets a product swap its only category for a new one, the shop staying at 10,000", async () => {
    const nine = JSON.stringify(Array.from({ length: 9 }, (_, n) => `Cat ${n}`));
    await database()
      .db.updateTable("storeProducts")
      .set({ categoriesJson: nine })
      .where("collectionId", "=", ids.shop)
      .where("urlSlug", "=", "cupping-0")
      .execute();
    const created = await send("POST", "/api/config/store/products", service("own-category", ["Cat 9"]));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const variants = created.json().variants.map((v: { id: string }) => ({ id: v.id, priceCents: 1500 }));
    const swapped = await send("PUT", `/api/config/store/products/${id}`, { ...service("own-category", ["Cuppings"]), variants });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().categories).toEqual(["Cuppings"]);
    const refused = await send("POST", "/api/config/store/products", service("after-the-swap", ["Cat 9"]));
    expect(refused.json().errors).toEqual({ categories: FULL });
  });
});
