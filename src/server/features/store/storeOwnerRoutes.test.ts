import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { PRODUCT_MESSAGES } from "./productMessages";
import { ORDER_MESSAGES } from "./ownerOrders";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "./testing/storeSites";

const PASSWORD = "store owner password";

describeEachDatabase("the owner's store routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let manager: CookieJar;
  let ids: TestStoreIds;
  let otherIds: TestStoreIds;
  const identifier = `own-${newId().slice(0, 8)}`;
  const other = `oth-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    otherIds = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    await seedSite(database(), storeSite(other, otherIds), { email: `owner@${other}.example`, password: PASSWORD });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    await new AccountsService(database().db, systemClock).createOwner({
      email: `manager@${identifier}.example`,
      password: PASSWORD,
      siteIdentifier: identifier,
      roleId: ROLE.STORE_MANAGER,
    });
    manager = await signedIn(server, identifier, `manager@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const call = (jar: CookieJar, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    jar.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const mug = () => ({
    collectionId: ids.shop,
    productType: "PHYSICAL",
    name: "Travel Tumbler",
    urlSlug: "travel-tumbler",
    variants: [{ priceCents: 3200, qtyInStock: 4, weight: 1.1 }],
  });

  test("reads and writes the store settings, keeping their defaults", async () => {
    const read = await call(owner, "GET", "/api/config/store/settings");
    const settings = read.json() as Record<string, unknown>;
    expect(settings).toMatchObject({ currency: "USD", measurementStandard: 1, minimumSubtotalCents: 0, pixelId: "" });
    const written = await call(owner, "PUT", "/api/config/store/settings", { ...settings, currency: "JPY", minimumSubtotalCents: 100 });
    expect(written.statusCode).toBe(200);
    expect((await call(owner, "GET", "/api/config/store/settings")).json()).toMatchObject({ currency: "JPY", minimumSubtotalCents: 100 });
    const refused = await call(owner, "PUT", "/api/config/store/settings", { currency: "XXX" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty("currency");
    await call(owner, "PUT", "/api/config/store/settings", settings);
  });

  test("creates a product with a generated SKU and shows prices as cents and money, with imperial units", async () => {
    const created = await call(owner, "POST", "/api/config/store/products", mug());
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.variants[0].sku).toMatch(/^SQ\d{7}$/);
    expect(product.variants[0]).toMatchObject({ priceCents: 3200, price: { currency: "USD", value: 32 }, qtyInStock: 4 });
    expect(product).toMatchObject({ weightUnit: "lbs", dimensionUnit: '"' });
    const guide = (await call(owner, "GET", `/api/config/store/products/${ids.guide}`)).json();
    expect(guide).toMatchObject({ productType: "DIGITAL", priceCents: 900, salePriceCents: 0, onSale: false });
  });

  test("refuses prices over the maximum, long or taken SKUs, and another site's products, changing nothing", async () => {
    const before = (await call(owner, "GET", "/api/config/store/products")).json().products.length;
    const tooDear = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "dear", variants: [{ priceCents: 100_000_001 }] });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().errors["variants[0].priceCents"]).toBe("must be whole cents from 0 to 100,000,000.");
    const fractional = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "frac", variants: [{ priceCents: 10.5 }] });
    expect(fractional.statusCode).toBe(400);
    const longSku = await call(owner, "POST", "/api/config/store/products", {
      ...mug(),
      urlSlug: "long",
      variants: [{ priceCents: 100, sku: "X".repeat(61) }],
    });
    expect(longSku.json().errors["variants[0].sku"]).toMatch(/^must be 1 to 60/);
    const takenSku = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "taken", variants: [{ priceCents: 100, sku: "HB-12OZ" }] });
    expect(takenSku.statusCode).toBe(400);
    expect(takenSku.json().error).toBe(`variants[0].sku: ${PRODUCT_MESSAGES.skuTaken}`);
    expect((await call(owner, "GET", "/api/config/store/products")).json().products.length).toBe(before);

    expect((await call(owner, "GET", `/api/config/store/products/${otherIds.blend}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/config/store/products/${otherIds.blend}`)).statusCode).toBe(404);
    expect((await call(owner, "PUT", `/api/config/store/variants/${otherIds.blendVariant}/stock`, { qtyInStock: 0 })).statusCode).toBe(404);
    const foreignCollection = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "foreign", collectionId: otherIds.shop });
    expect(foreignCollection.json().errors.collectionId).toBe(PRODUCT_MESSAGES.notProductsCollection);
  });

  test("sets and adjusts stock, never below zero", async () => {
    const url = `/api/config/store/variants/${ids.mugSmall}/stock`;
    expect((await call(manager, "PUT", url, { qtyInStock: 7 })).json()).toEqual({ variantId: ids.mugSmall, qtyInStock: 7 });
    expect((await call(manager, "PUT", url, { adjustBy: -2 })).json().qtyInStock).toBe(5);
    const below = await call(manager, "PUT", url, { adjustBy: -6 });
    expect(below.statusCode).toBe(400);
    expect((await call(manager, "PUT", url, { qtyInStock: -1 })).statusCode).toBe(400);
    expect((await call(manager, "PUT", url, { qtyInStock: 2.5 })).statusCode).toBe(400);
    expect((await call(manager, "GET", `/api/config/store/products/${ids.mug}`)).json().variants[0].qtyInStock).toBe(5);
  });

  test("lists, finds, fulfils and refunds orders; a refund restocks", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const { orderId } = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json();

    const list = (await call(manager, "GET", "/api/config/store/orders?q=ADA@example&status=paid")).json();
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ id: orderId, status: "paid", email: "ada@example.com", number: orderId.slice(-8).toUpperCase() });
    expect((await call(manager, "GET", "/api/config/store/orders?status=refunded")).json().total).toBe(0);
    expect((await call(manager, "GET", "/api/config/store/orders?from=2999-01-01")).json().total).toBe(0);
    expect((await call(manager, "GET", "/api/config/store/orders?status=lost")).statusCode).toBe(400);

    const one = (await call(manager, "GET", `/api/config/store/orders/${orderId}`)).json();
    expect(one.lines[0]).toMatchObject({ name: "Harbor Blend", quantity: 2, unitPriceCents: 1800 });
    expect(one.payments).toHaveLength(1);
    expect(one.shippingAddress).toMatchObject({ postalCode: "04101" });

    expect((await call(manager, "POST", `/api/config/store/orders/${orderId}/fulfil`)).json().status).toBe("fulfilled");
    expect((await call(manager, "POST", `/api/config/store/orders/${orderId}/fulfil`)).json().error).toBe(ORDER_MESSAGES.notFulfillable);
    const stock = async () => (await call(owner, "GET", `/api/config/store/products/${ids.blend}`)).json().variants[0].qtyInStock;
    expect(await stock()).toBe(3);
    const refunded = await call(owner, "POST", `/api/config/store/orders/${orderId}/refund`);
    expect(refunded.json()).toMatchObject({ status: "refunded" });
    expect(refunded.json().payments[0].status).toBe("refunded");
    expect(await stock()).toBe(5);
    const again = await call(owner, "POST", `/api/config/store/orders/${orderId}/refund`);
    expect(again.statusCode).toBe(409);
    expect(await stock()).toBe(5);
  });

  test("deletes a product", async () => {
    const created = (await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "to-delete" })).json();
    expect((await call(owner, "DELETE", `/api/config/store/products/${created.id}`)).statusCode).toBe(204);
    expect((await call(owner, "GET", `/api/config/store/products/${created.id}`)).statusCode).toBe(404);
  });
});
