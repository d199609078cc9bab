import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { PRODUCT_NOT_SHOWABLE } from "../../../domain/commerce/productVisibility";
import { PRODUCT_MESSAGES } from "./productMessages";
import { assetsRepository } from "../media/assetsRepository";
import { ORDER_MESSAGES } from "./ownerOrders";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

const PASSWORD = "store owner password";

describeEachDatabase("the owner's store routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let manager: CookieJar;
  let ids: TestStoreIds;
  let otherIds: TestStoreIds;
  let websiteId: string;
  let otherWebsiteId: string;
  const identifier = `own-${newId().slice(0, 8)}`;
  const other = `oth-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    otherIds = newTestStoreIds();
    websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    otherWebsiteId = await seedSite(database(), storeSite(other, otherIds), { email: `owner@${other}.example`, password: PASSWORD });
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

  test("a product saved shows its new name and price on its page and in its shop's list, rendered anew or from the pages kept before", async () => {
    const created = await call(owner, "POST", "/api/config/store/products", { ...mug(), name: "Dawn Tumbler", urlSlug: "renamed-tumbler" });
    expect(created.statusCode).toBe(201);
    const visitor = new CookieJar();
    const visit = async (url: string) => (await visitor.send(server, identifier, { method: "GET", url })).body;
    // A query string makes a page uncacheable, so these render the page's content from what the server kept of it.
    for (const url of ["/shop/renamed-tumbler", "/shop/renamed-tumbler?utm_source=mail", "/shop", "/shop?utm_source=mail"]) {
      expect(await visit(url), url).toContain("Dawn Tumbler");
    }
    const input = {
      ...mug(),
      name: "Dusk Tumbler",
      urlSlug: "renamed-tumbler",
      variants: created.json().variants.map((v: { id: string }) => ({ id: v.id, priceCents: 3600, qtyInStock: 4 })),
    };
    expect((await call(owner, "PUT", `/api/config/store/products/${created.json().id as string}`, input)).statusCode).toBe(200);
    for (const url of ["/shop/renamed-tumbler", "/shop/renamed-tumbler?utm_source=mail", "/shop", "/shop?utm_source=mail"]) {
      const page = await visit(url);
      expect(page, url).toContain("Dusk Tumbler");
      expect(page, url).toContain("$36.00");
      expect(page, url).not.toContain("Dawn Tumbler");
    }
  });

  test("a product given a new slug answers there, its old address redirecting to it for good", async () => {
    const created = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "first-slug" });
    expect(created.statusCode).toBe(201);
    const variants = created.json().variants.map((v: { id: string }) => ({ id: v.id, priceCents: 3200 }));
    const moved = await call(owner, "PUT", `/api/config/store/products/${created.json().id as string}`, { ...mug(), urlSlug: "second-slug", variants });
    expect(moved.statusCode).toBe(200);
    const old = await server.request(identifier, { method: "GET", url: "/shop/first-slug?ref=feed" });
    expect([old.statusCode, old.headers.location]).toEqual([301, "/shop/second-slug?ref=feed"]);
    expect((await server.request(identifier, { method: "GET", url: "/shop/second-slug" })).statusCode).toBe(200);
  });

  test("keeps a product's pictures in the order given, the first as its main image; reordering and removing them is a save", async () => {
    const front = { url: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", alt: "The tumbler from the front" };
    const side = { url: "https://cdn.example.com/side.png", alt: "" };
    const lid = { url: "/static/demo/lid.svg", alt: "The lid, open" };
    const created = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "pictured-tumbler", pictures: [front, side, lid] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ imageUrl: front.url, pictures: [front, side, lid] });
    const id = created.json().id as string;
    const input = {
      ...mug(),
      urlSlug: "pictured-tumbler",
      variants: created.json().variants.map((v: { id: string }) => ({ id: v.id, priceCents: 3200, qtyInStock: 4 })),
    };
    expect((await call(owner, "PUT", `/api/config/store/products/${id}`, { ...input, pictures: [lid, front] })).statusCode).toBe(200);
    expect((await call(owner, "GET", `/api/config/store/products/${id}`)).json()).toMatchObject({ imageUrl: lid.url, pictures: [lid, front] });
    expect((await call(owner, "PUT", `/api/config/store/products/${id}`, { ...input, pictures: [] })).statusCode).toBe(200);
    expect((await call(owner, "GET", `/api/config/store/products/${id}`)).json()).toMatchObject({ imageUrl: "", pictures: [] });
    const refused = await call(owner, "PUT", `/api/config/store/products/${id}`, { ...input, pictures: [front, { url: lid.url, alt: "x".repeat(301) }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ "pictures[1].alt": "Picture 2's description can be at most 300 characters." });
  });

  test("refuses prices over the maximum, long or taken SKUs, and another site's products, changing nothing", async () => {
    const before = (await call(owner, "GET", "/api/config/store/products")).json().products.length;
    const tooDear = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "dear", variants: [{ priceCents: 100_000_001 }] });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().errors["variants[0].priceCents"]).toBe("Price must be whole cents from 0 to 100,000,000.");
    const fractional = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "frac", variants: [{ priceCents: 10.5 }] });
    expect(fractional.statusCode).toBe(400);
    const longSku = await call(owner, "POST", "/api/config/store/products", {
      ...mug(),
      urlSlug: "long",
      variants: [{ priceCents: 100, sku: "X".repeat(61) }],
    });
    expect(longSku.json().errors["variants[0].sku"]).toMatch(/^SKU must be 1 to 60/);
    const takenSku = await call(owner, "POST", "/api/config/store/products", {
      ...mug(),
      urlSlug: "taken",
      variants: [{ priceCents: 100, qtyInStock: 1, sku: "HB-12OZ" }],
    });
    expect(takenSku.statusCode).toBe(400);
    expect(takenSku.json()).toMatchObject({ error: PRODUCT_MESSAGES.skuTaken, errors: { "variants[0].sku": PRODUCT_MESSAGES.skuTaken } });
    expect((await call(owner, "GET", "/api/config/store/products")).json().products.length).toBe(before);

    expect((await call(owner, "GET", `/api/config/store/products/${otherIds.blend}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/config/store/products/${otherIds.blend}`)).statusCode).toBe(404);
    expect((await call(owner, "PUT", `/api/config/store/variants/${otherIds.blendVariant}/stock`, { qtyInStock: 0 })).statusCode).toBe(404);
    const foreignCollection = await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "foreign", collectionId: otherIds.shop });
    expect(foreignCollection.json().errors.collectionId).toBe(PRODUCT_MESSAGES.notProductsCollection);
  });

  test("puts a product in the store only with a price and stock (or unlimited), saying why when it refuses, and keeps one that sells out shown", async () => {
    const refused = (answer: { statusCode: number; json(): { error: string; errors: Record<string, string> } }) => {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.visible).toBe(PRODUCT_NOT_SHOWABLE);
    };
    refused(await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "no-stock", variants: [{ priceCents: 3200 }] }));
    refused(await call(owner, "POST", "/api/config/store/products", { ...mug(), urlSlug: "no-price", variants: [{ priceCents: 0, unlimited: true }] }));
    refused(await call(owner, "POST", "/api/config/store/products", { ...mug(), productType: "DIGITAL", urlSlug: "free-guide", variants: [], priceCents: 0 }));
    const hidden = await call(owner, "POST", "/api/config/store/products", {
      ...mug(),
      urlSlug: "hidden-tumbler",
      visible: false,
      variants: [{ priceCents: 3200 }],
    });
    expect(hidden.statusCode).toBe(201);
    const { id, variants } = hidden.json();
    const shown = { ...mug(), urlSlug: "hidden-tumbler", variants: [{ id: variants[0].id, priceCents: 3200, qtyInStock: 9 }] };
    refused(await call(owner, "PUT", `/api/config/store/products/${id}`, shown));
    await call(owner, "PUT", `/api/config/store/variants/${variants[0].id}/stock`, { qtyInStock: 9 });
    expect((await call(owner, "PUT", `/api/config/store/products/${id}`, shown)).statusCode).toBe(200);
    // Sold out while shown: it stays shown (as sold out) and its owner can still edit it.
    await call(owner, "PUT", `/api/config/store/variants/${variants[0].id}/stock`, { qtyInStock: 0 });
    const renamed = await call(owner, "PUT", `/api/config/store/products/${id}`, { ...shown, name: "Travel Tumbler, sold out" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Travel Tumbler, sold out", visible: true });
    expect((await call(owner, "DELETE", `/api/config/store/products/${id}`)).statusCode).toBe(204);
  });

  test("a digital product's download must be one of this site's files, chosen from its media library", async () => {
    const uploaded = async (siteId: string) => {
      const now = new Date().toISOString();
      const id = newId();
      await assetsRepository.insert(database().db, {
        id,
        websiteId: siteId,
        kind: "file",
        format: "pdf",
        contentType: "application/pdf",
        fileName: "brew-guide.pdf",
        byteSize: 4,
        sha256: "0".repeat(64),
        width: null,
        height: null,
        status: "ready",
        progress: 100,
        error: null,
        claimedAt: null,
        carriesMetadata: 0,
        createdAt: now,
        updatedAt: now,
      });
      return `/s/${id}/brew-guide.pdf`;
    };
    const guide = { ...mug(), productType: "DIGITAL", urlSlug: "pour-over-guide", variants: [], priceCents: 700 };
    for (const downloadPath of [`/s/${newId()}/brew-guide.pdf`, await uploaded(otherWebsiteId), "/config/store"]) {
      const refused = await call(owner, "POST", "/api/config/store/products", { ...guide, downloadPath });
      expect(refused.statusCode, downloadPath).toBe(400);
      expect(refused.json().errors.downloadPath).toBe("Choose the file buyers get from this site's media library.");
    }
    const own = await uploaded(websiteId);
    const saved = await call(owner, "POST", "/api/config/store/products", { ...guide, downloadPath: own });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().downloadPath).toBe(own);
    expect((await call(owner, "DELETE", `/api/config/store/products/${saved.json().id}`)).statusCode).toBe(204);
  });

  test("a gift card product is saved shown in the store with its amounts as variants, and one without an amount is refused", async () => {
    const giftCard = {
      ...mug(),
      productType: "GIFT_CARD",
      name: "Gift Card",
      urlSlug: "gift-card",
      variants: [
        { sku: "GIFT-25", priceCents: 2500, unlimited: true },
        { sku: "GIFT-50", priceCents: 5000, unlimited: true },
      ],
    };
    const shown = await call(owner, "POST", "/api/config/store/products", giftCard);
    expect(shown.statusCode).toBe(201);
    expect(shown.json().visible).toBe(true);
    expect(shown.json().variants.map((v: { priceCents: number }) => v.priceCents)).toEqual([2500, 5000]);
    const noAmount = await call(owner, "POST", "/api/config/store/products", {
      ...giftCard,
      urlSlug: "gift-card-2",
      variants: [{ priceCents: 0, unlimited: true }],
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors.visible).toBe(PRODUCT_NOT_SHOWABLE);
    expect((await call(owner, "DELETE", `/api/config/store/products/${shown.json().id}`)).statusCode).toBe(204);
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

  test("lists, finds, fulfils and refunds orders, their totals and the products' stock matching the rows behind them; a refund restocks", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 2);
    const { orderId } = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json();

    const list = (await call(manager, "GET", "/api/config/store/orders?q=ADA@example&status=paid")).json();
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ id: orderId, status: "paid", email: "ada@example.com", number: orderId.slice(-8).toUpperCase() });
    const db = database().db;
    const site = await db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    const rows = await db.selectFrom("storeOrders").select(["id", "grandTotalCents"]).where("websiteId", "=", site.id).execute();
    const all = (await call(manager, "GET", "/api/config/store/orders")).json();
    expect(all.total).toBe(rows.length);
    for (const order of all.orders) expect(order.grandTotalCents).toBe(rows.find((row) => row.id === order.id)?.grandTotalCents);
    const variants = await db.selectFrom("storeVariants").select(["productId", "qtyInStock"]).where("websiteId", "=", site.id).execute();
    for (const product of (await call(owner, "GET", "/api/config/store/products")).json().products) {
      const held = variants.filter((variant) => variant.productId === product.id).reduce((sum, variant) => sum + variant.qtyInStock, 0);
      expect(product.variants.reduce((sum: number, variant: { qtyInStock: number }) => sum + variant.qtyInStock, 0)).toBe(held);
    }
    expect((await call(manager, "GET", "/api/config/store/orders?status=refunded")).json().total).toBe(0);
    expect((await call(manager, "GET", "/api/config/store/orders?from=2999-01-01")).json().total).toBe(0);
    expect((await call(manager, "GET", "/api/config/store/orders?status=lost")).statusCode).toBe(400);

    const one = (await call(manager, "GET", `/api/config/store/orders/${orderId}`)).json();
    expect(one.lines[0]).toMatchObject({ name: "Harbor Blend", quantity: 2, unitPriceCents: 1800 });
    expect(one.payments).toHaveLength(1);
    expect(one.shippingAddress).toMatchObject({ postalCode: "04101" });

    const badTracking = await call(manager, "POST", `/api/config/store/orders/${orderId}/fulfil`, { trackingUrl: "parcel 123" });
    expect(badTracking.json().errors).toEqual({ trackingUrl: "The tracking address must be a web address starting with https://." });
    const details = {
      carrier: "USPS",
      trackingNumber: "9400 1000 0000 0000 0000 00",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=940010",
      note: "Packed with a free sample.",
    };
    const fulfilled = (await call(manager, "POST", `/api/config/store/orders/${orderId}/fulfil`, details)).json();
    expect(fulfilled).toMatchObject({ status: "fulfilled", fulfilment: details });
    expect((await call(manager, "GET", `/api/config/store/orders/${orderId}`)).json().fulfilment).toMatchObject(details);
    const mail = await database()
      .db.selectFrom("mailOutbox")
      .selectAll()
      .where("kind", "=", "order-fulfilled")
      .where("subject", "like", `%${fulfilled.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe(fulfilled.email);
    expect(mail.subject).toBe(`Your Store ${identifier} order ${fulfilled.number} is on its way`);
    expect(mail.textBody).toContain(
      "Carrier: USPS\nTracking number: 9400 1000 0000 0000 0000 00\nTrack your parcel: https://tools.usps.com/go/TrackConfirmAction?tLabels=940010",
    );
    expect(mail.textBody).toContain(`A note from Store ${identifier}:\nPacked with a free sample.`);
    expect((await call(manager, "POST", `/api/config/store/orders/${orderId}/fulfil`)).json().error).toBe(ORDER_MESSAGES.notFulfillable);
    const stock = async () => (await call(owner, "GET", `/api/config/store/products/${ids.blend}`)).json().variants[0].qtyInStock;
    expect(await stock()).toBe(3);
    const tooMuch = await call(owner, "POST", `/api/config/store/orders/${orderId}/refund`, { amountCents: fulfilled.grandTotalCents + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(`At most $${(fulfilled.grandTotalCents / 100).toFixed(2)} can still be refunded.`);
    const byLine = await call(owner, "POST", `/api/config/store/orders/${orderId}/refund`, { lineVariantIds: [ids.blendVariant] });
    expect(byLine.json()).toMatchObject({
      status: "fulfilled",
      refundedCents: 3600,
      refunds: [{ amountCents: 3600, lineVariantIds: [ids.blendVariant], state: "done" }],
    });
    expect(await stock()).toBe(3);
    const refunded = await call(owner, "POST", `/api/config/store/orders/${orderId}/refund`);
    expect(refunded.json()).toMatchObject({ status: "refunded", refundedCents: fulfilled.grandTotalCents });
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
