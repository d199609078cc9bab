import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { CART_MESSAGES } from "../../../domain/messages/cartMessages";
import { CHECKOUT_MESSAGES } from "../../../domain/messages/checkoutMessages";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, siteContextOf, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

describeEachDatabase("the store's pages", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  const identifier = `pages-${newId().slice(0, 8)}`;
  const blockSite = `block-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(
      database(),
      storeSite(identifier, ids, { settings: { pixelId: "1234567890", coupons: [{ code: "SECRET50", kind: "percent", amount: 50 }] } }),
    );
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (buyer: Buyer, url: string) => buyer.send("GET", url);

  test("the products collection lists visible products and each has its page with the ViewContent event", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const list = await get(buyer, "/shop");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/shop/harbor-blend"');
    expect(list.body).toContain("$18.00");
    expect(list.body).toContain("From $19.00");
    expect(siteContextOf(list.body).collection).toMatchObject({ type: 13, urlSlug: "shop" });
    const page = await get(buyer, "/shop/enamel-mug");
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.CONTENT_ITEM);
    expect(page.body).toContain('<span class="tsr-pill__face">Small</span>');
    expect(page.body).toContain(
      '<s class="tsr-product__regular"><span class="tsr-visually-hidden">Regular price </span>$22.00</s> <span class="tsr-product__sale"><span class="tsr-visually-hidden">Sale price </span>$19.00</span>',
    );
    expect(page.body).toContain('data-pixel-event="ViewContent"');
    expect((await get(buyer, "/shop/no-such-thing")).statusCode).toBe(404);
    expect((await get(buyer, "/shop/harbor-blend/extra")).statusCode).toBe(404);
  });

  test("every page of a store site has the cart icon, and the site context never shows coupons or tax rules", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const home = await get(buyer, "/");
    expect(home.body).toContain('data-cart-icon=""');
    expect(home.body).toContain('aria-label="Cart"');
    const store = siteContextOf(home.body).websiteSettings.storeSettings;
    expect(store).toEqual({ expressCheckout: false, measurementStandard: 1, currency: "USD", pixelId: "1234567890" });
    expect(home.body).not.toContain("SECRET50");
  });

  test("the cart pages (200 and 205) show the lines or the empty message, and set the count cookie", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const empty = await get(buyer, "/cart");
    expect(siteContextOf(empty.body).pageType).toBe(PAGE_TYPE.CART_V2);
    expect(empty.body).toContain(CART_MESSAGES.empty);
    await buyer.add(ids.mugSmall, 2);
    expect(buyer.jar.get("tsr_cart_count")).toBe("2");
    const full = await get(buyer, "/commerce/show-cart");
    expect(siteContextOf(full.body).pageType).toBe(PAGE_TYPE.SHOW_CART);
    expect(full.body).toContain("Quantity of Enamel Mug");
    expect(full.body).toContain("$38.00");
  });

  test("checkout (201) shows the form with the test cards, or the no-cookie alert without a cart", async () => {
    const stranger = await new Buyer(server, identifier).arrive();
    const alert = await get(stranger, "/commerce/goto-checkout");
    expect(alert.statusCode).toBe(400);
    expect(alert.body).toContain(CHECKOUT_MESSAGES.noCookies);
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const page = await get(buyer, "/commerce/goto-checkout");
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.CHECKOUT);
    expect(page.body).toContain("4242424242424242");
    expect(page.body).toContain('<span>Standard</span><span class="tsr-checkout__option-cost">$5.00</span>');
  });

  test("the order pages open only with the order's token; the confirmation sends Purchase and links the download", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.guide, 1);
    const { orderId, redirect } = (await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { shippingAddress: null, shippingOptionId: null }))).json();
    const confirmed = await get(buyer, redirect);
    expect(confirmed.statusCode).toBe(200);
    expect(siteContextOf(confirmed.body).pageType).toBe(PAGE_TYPE.ORDER_CONFIRMED);
    expect(confirmed.body).toContain('data-pixel-event="Purchase"');
    expect(buyer.jar.get("tsr_cart_count")).toBe("0");
    // Without a mail server the confirmation is kept unsent, and the page says so instead of claiming a mail went out.
    const said = async () => /<p[^>]*>(Your order is confirmed\.[^<]*)<\/p>/.exec((await get(buyer, redirect)).body)?.[1];
    expect(await said()).toBe("Your order is confirmed. This page is your receipt: keep its address. The shop will be in touch at ada@example.com if needed.");
    const confirmationMail = (status: "pending" | "sent") =>
      database().db.updateTable("mailOutbox").set({ status }).where("sourceId", "=", orderId).where("kind", "=", "order-confirmation").execute();
    await confirmationMail("pending");
    expect(await said()).toBe("Your order is confirmed. A confirmation is on its way to ada@example.com.");
    await confirmationMail("sent");
    expect(await said()).toBe("Your order is confirmed. A confirmation has been sent to ada@example.com.");
    const token = new URL(redirect, "http://x").searchParams.get("token");
    const status = await get(buyer, `/commerce/order-status/${orderId}?token=${token}`);
    expect(siteContextOf(status.body).pageType).toBe(PAGE_TYPE.ORDER_STATUS);
    expect((await get(buyer, `/commerce/order-status/${orderId}?token=forged`)).statusCode).toBe(404);

    const link = /href="(\/commerce\/download\/[^"]+)"/.exec(confirmed.body)![1]!.replace(/&amp;/g, "&");
    const download = await get(buyer, link);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(buyer, link.replace(/sig=[^&]+/, "sig=AAAA"))).statusCode).toBe(404);
    expect((await get(buyer, link.replace(/expires=\d+/, "expires=1"))).statusCode).toBe(404);
  });

  test("the test gateway's confirmation page completes the payment and sends the buyer to the order received page (207)", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 1);
    const { orderId, redirect } = (await buyer.checkout(checkoutBody(`key-${newId()}`, "requiresConfirmation"))).json();
    const page = await get(buyer, redirect);
    expect(page.body).toContain("Complete confirmation");
    const query = new URL(redirect, "http://x").searchParams;
    const confirmed = await buyer.jar.send(server, identifier, {
      method: "POST",
      url: "/commerce/test-gateway/authorize",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        payment: query.get("payment")!,
        return: new URL(query.get("return")!).pathname + new URL(query.get("return")!).search,
        decision: "approve",
        crumb: buyer.jar.get("crumb")!,
      }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    const received = await get(buyer, confirmed.headers.location as string);
    expect(siteContextOf(received.body).pageType).toBe(PAGE_TYPE.ORDER_RECEIVED);
    expect(received.body).toContain("Your payment is confirmed.");
    const order = await database().db.selectFrom("storeOrders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");
  });

  test("a product block (type 43) shows its product with the add-to-cart form, or a note when it is gone", async () => {
    await seedSite(
      database(),
      onePageSite(blockSite, [
        { id: newId(), type: "product", settings: { productId: ids.blend } },
        { id: newId(), type: "product", settings: { productId: newId() } },
      ]),
    );
    const buyer = await new Buyer(server, blockSite).arrive();
    const home = await get(buyer, "/");
    expect(home.body).toContain('data-block-type="43"');
    expect(home.body).toContain("This product is not available.");
    expect(home.body).not.toContain("Harbor Blend");
  });
});
