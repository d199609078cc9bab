import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CART_MESSAGES } from "../../../domain/messages/cartMessages";
import { emptyCart } from "../../../domain/commerce/cartEntity";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { CART_CHANGE_MESSAGES } from "../../../domain/commerce/cartChangeMessages";
import { CHECKOUT_REFUSALS } from "./checkout";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

describeEachDatabase("the cart", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let otherIds: TestStoreIds;
  const identifier = `cart-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    otherIds = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids));
    await seedSite(database(), storeSite(`cart-other-${newId().slice(0, 6)}`, otherIds));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const stockOf = async (variantId: string) =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", variantId).executeTakeFirstOrThrow()).qtyInStock;

  test("an empty cart is the entity with its defaults, and the icon says 'Cart'", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const body = (await buyer.send("GET", "/api/commerce/cart")).json();
    expect(body.cart).toMatchObject({ entries: [], totalQuantity: 0, subtotalAmount: { currency: "USD", value: 0 }, isPurchased: false });
    expect(body.display).toMatchObject({ count: "0", label: "Cart" });
  });

  test("adds, merges, changes and removes lines, pricing sale items at their sale price", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.mugSmall, 1);
    const merged = (await buyer.add(ids.mugSmall, 2)).json();
    expect(merged.cart.entries).toHaveLength(1);
    expect(merged.cart.entries[0]).toMatchObject({
      quantity: 3,
      unitPriceCents: 1900,
      lineTotalCents: 5700,
      unitPrice: { currency: "USD", value: 19 },
      productUrl: "/shop/enamel-mug",
    });
    const entryId = merged.cart.entries[0].id;
    const changed = (await buyer.send("PUT", `/api/commerce/cart/items/${entryId}`, { quantity: 1 })).json();
    expect(changed.display).toMatchObject({ count: "1", label: "One item in cart", subtotal: "$19.00" });
    const removed = (await buyer.send("DELETE", `/api/commerce/cart/items/${entryId}`)).json();
    expect(removed.cart.entries).toEqual([]);
    expect((await buyer.send("DELETE", `/api/commerce/cart/items/${entryId}`)).json().error).toBe(CART_CHANGE_MESSAGES.unknownEntry);
  });

  test("a cart answer carries every field of the cart entity and nothing else", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const body = (await buyer.add(ids.mugSmall, 1)).json();
    expect(Object.keys(body.cart).sort()).toEqual(Object.keys(emptyCart()).sort());
    expect(Object.keys(body.cart.entries[0]).sort()).toEqual(
      [
        "id",
        "productId",
        "variantId",
        "productType",
        "productName",
        "productUrl",
        "sku",
        "optionValues",
        "quantity",
        "unitPriceCents",
        "lineTotalCents",
        "unitPrice",
      ].sort(),
    );
  });

  test("checkout details of the wrong types are refused with sentences that name each field", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.mugSmall, 1);
    const answer = await buyer.send("PUT", "/api/commerce/cart/details", { coupons: "many", shippingLocation: "many", shippingOptionId: 42 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: "Some fields are not valid.",
      code: "invalid",
      errors: {
        coupons: "Coupons must be a list.",
        shippingLocation: "Shipping location must be a group of fields.",
        shippingOptionId: "Shipping option id must be text.",
      },
    });
  });

  test("counts above 100 show as 100+ and are spoken as more than 100", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const body = (await buyer.add(ids.mugLarge, 101)).json();
    expect(body.display).toMatchObject({ count: "100+", label: "More than 100 items in cart" });
  });

  test("refuses negative and fractional quantities, unknown and foreign variants, and price fields from the browser, changing nothing", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const entry = (await buyer.add(ids.blendVariant, 1)).json().cart.entries[0];
    for (const quantity of [-1, 0, 1.5, "2", 1000, null]) {
      const added = await buyer.add(ids.blendVariant, quantity);
      expect(added.statusCode, `add ${String(quantity)}`).toBe(400);
      expect(added.json()).toMatchObject({ error: CART_CHANGE_MESSAGES.quantity, errors: { quantity: CART_CHANGE_MESSAGES.quantity } });
      const updated = await buyer.send("PUT", `/api/commerce/cart/items/${entry.id}`, { quantity });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().error).toBe(`${CART_MESSAGES.unableToUpdateQuantity}: ${CART_CHANGE_MESSAGES.quantity}`);
    }
    expect((await buyer.add(newId(), 1)).json()).toMatchObject({ error: CART_CHANGE_MESSAGES.unknownVariant, code: "not_found" });
    expect((await buyer.add("not-an-id", 1)).statusCode).toBe(404);
    expect((await buyer.add("not-an-id", 0)).json()).toMatchObject({ error: CART_CHANGE_MESSAGES.unknownVariant, code: "not_found" });
    expect((await buyer.add(otherIds.blendVariant, 1)).statusCode).toBe(404);
    const tooMany = await buyer.add(ids.blendVariant, 5);
    expect(tooMany.json().error).toBe("Only 5 of Harbor Blend left in stock.");
    const priced = await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, priceCents: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toHaveProperty("(body)");
    const cart = (await buyer.send("GET", "/api/commerce/cart")).json().cart;
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]).toMatchObject({ quantity: 1, unitPriceCents: 1800 });
    expect(await stockOf(ids.blendVariant)).toBe(5);
  });

  test("a tampered total from the browser is refused and nothing is charged; the server's total is what a checkout charges", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const tampered = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { expectedGrandTotalCents: 1 }));
    expect(tampered.statusCode).toBe(409);
    const total = 1800 + 500 + Math.floor((1800 * 550 + 5000) / 10000);
    expect(tampered.json().error).toBe(CHECKOUT_REFUSALS.totalChanged(`$${(total / 100).toFixed(2)}`));
    const smuggled = await buyer.checkout({ ...checkoutBody(`key-${newId()}`), grandTotalCents: 1 });
    expect(smuggled.statusCode).toBe(400);
    expect(await stockOf(ids.blendVariant)).toBe(5);
    expect(
      await database()
        .db.selectFrom("storeOrders")
        .select("id")
        .where("cartId", "!=", "")
        .execute()
        .then((r) => r.length),
    ).toBe(0);

    const badZip = await buyer.checkout(
      checkoutBody(`key-${newId()}`, "succeeds", { shippingAddress: { name: "A", line1: "B", city: "C", region: "ME", postalCode: "4101", country: "US" } }),
    );
    expect(badZip.json()).toMatchObject({ error: CHECKOUT_REFUSALS.zip, errors: { "shippingAddress.postalCode": CHECKOUT_REFUSALS.zip } });
    const badCoupon = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { couponCodes: ["FREE100"] }));
    expect(badCoupon.json().error).toBe("This coupon code is not valid.");

    const paid = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { expectedGrandTotalCents: total }));
    expect(paid.statusCode).toBe(200);
    const order = await database().db.selectFrom("storeOrders").selectAll().where("id", "=", paid.json().orderId).executeTakeFirstOrThrow();
    expect(Number(order.grandTotalCents)).toBe(total);
  });

  test("a gift card is listed in the shop and its page links its own checkout, but it cannot be added to a cart, and a cart holding one cannot check out", async () => {
    const giftSite = `gift-${newId().slice(0, 8)}`;
    const giftIds = newTestStoreIds();
    const giftCard = newId();
    const giftVariant = newId();
    const file = JSON.parse(
      storeSite(giftSite, giftIds, {
        moreProducts: [
          {
            id: giftCard,
            collectionId: giftIds.shop,
            productType: "GIFT_CARD",
            name: "Gift Card",
            urlSlug: "gift-card",
            description: "A present for any roast.",
            visible: false,
            position: 3,
            variants: [
              { id: giftVariant, sku: "GIFT-25", priceCents: 2500, unlimited: true },
              { id: newId(), sku: "GIFT-50", priceCents: 5000, unlimited: true },
            ],
          },
        ],
      }),
    );
    // The home page holds a product block (type 43) of the gift card.
    const blocks = [{ id: newId(), type: "product", settings: { productId: giftCard } }];
    file.collections[0].layout = { draft: { blocks }, published: { blocks } };
    const websiteId = await seedSite(database(), JSON.stringify(file));
    await database().db.updateTable("storeProducts").set({ visible: 1 }).where("id", "=", giftCard).execute();
    const buyer = await new Buyer(server, giftSite).arrive();
    const shop = await buyer.send("GET", "/shop");
    expect(shop.body).toContain("Harbor Blend");
    expect(shop.body).toContain('<a class="tsr-shop__name" href="/shop/gift-card">Gift Card</a><p class="tsr-product__price">From $25.00</p>');
    const page = await buyer.send("GET", "/shop/gift-card");
    expect(page.statusCode).toBe(200);
    const checkout = (sku: string) => `/checkout/giftcard?websiteId=${websiteId}&amp;giftCardProductId=${giftCard}&amp;sku=${sku}`;
    expect(page.body).toContain('<p class="tsr-product__description">A present for any roast.</p>');
    expect(page.body).toContain(`<a class="tsr-pill__face" href="${checkout("GIFT-50")}" aria-label="Buy a $50.00 gift card">$50.00</a>`);
    expect(page.body).toContain(`<a class="tsr-button tsr-product__add" href="${checkout("GIFT-25")}">Buy a gift card</a>`);
    expect(page.body).not.toContain("Add to cart");
    const home = await buyer.send("GET", "/");
    expect(home.body).toContain('data-block-type="43"');
    expect(home.body).toContain(`<a class="tsr-button tsr-product__add" href="${checkout("GIFT-25")}">Buy a gift card</a>`);
    expect(home.body).not.toContain("Add to cart");
    const [product] = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as { "@type": string; offers?: { "@type": string; sku: string; price: string; priceCurrency: string }[] })
      .filter((data) => data["@type"] === "Product");
    expect(product?.offers?.map((offer) => [offer["@type"], offer.sku, offer.price, offer.priceCurrency])).toEqual([
      ["Offer", "GIFT-25", "25.00", "USD"],
      ["Offer", "GIFT-50", "50.00", "USD"],
    ]);
    expect((await buyer.send("GET", checkout("GIFT-50").replaceAll("&amp;", "&"))).statusCode).toBe(200);
    expect((await buyer.send("GET", "/sitemap.xml")).body).toContain("/shop/gift-card</loc>");
    const added = await buyer.add(giftVariant, 1);
    expect(added.statusCode).toBe(400);
    const onItsPage = "A gift card is bought on its own page, where you name its recipient. Please use the gift card's link.";
    expect(added.json()).toMatchObject({ error: onItsPage, errors: { variantId: onItsPage } });

    const cart = (await buyer.add(giftIds.blendVariant, 1)).json().cart;
    const entries = [
      ...cart.entries.map((e: { id: string; variantId: string; quantity: number }) => ({ id: e.id, variantId: e.variantId, quantity: e.quantity })),
    ];
    await database()
      .db.updateTable("storeCarts")
      .set({ entriesJson: JSON.stringify([...entries, { id: newId(), variantId: giftVariant, quantity: 1 }]) })
      .where("id", "=", cart.id)
      .execute();
    const viewed = (await buyer.send("GET", "/api/commerce/cart")).json();
    expect(viewed.cart.subtotalCents).toBe(1800);
    const refused = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CHECKOUT_REFUSALS.unavailable);
    const orders = await database().db.selectFrom("storeOrders").select("id").where("cartId", "=", cart.id).execute();
    expect(orders).toEqual([]);
  });

  test("a store minimum refuses smaller orders with the spec's words", async () => {
    const minimumSite = `min-${newId().slice(0, 8)}`;
    const minimumIds = newTestStoreIds();
    await seedSite(database(), storeSite(minimumSite, minimumIds, { settings: { minimumSubtotalCents: 5000 } }));
    const buyer = await new Buyer(server, minimumSite).arrive();
    await buyer.add(minimumIds.blendVariant, 1);
    const refused = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("To check out, your order subtotal must be $50.00 or more.");
  });
});
