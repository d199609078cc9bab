// The store screens of the configuration area in a real browser: products and variants with
// prices, stock and SKU rules (a product shown in the store needs a price and stock), an order placed through the store API found on a
// phone without sideways scrolling, fulfilled with tracking and a note, and refunded in part and then in full, the store settings and payment keys saved, and a site without a shop getting its
// shop page; a digital product's download picked from the media library and delivered to its buyer; a shipping zone for
// Japan added by the owner and a buyer checking out to Japan; a product that would give a shop of 10,000 categories
// another one refused under its Categories field.
import { payWithTestCard } from "./harness/demoStore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MASKED_SECRET_PLACEHOLDER } from "../src/domain/commerce/paymentKeys";
import { PRODUCT_NOT_SHOWABLE } from "../src/domain/commerce/productVisibility";
import { checkoutBody } from "../src/server/features/store/testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../src/server/testing/storeSites";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const OWNER = { email: "owner@corner-store.example", password: "store owner password" };

describe("the store in the configuration area", () => {
  let journey: Journey;
  let ids: TestStoreIds;
  let corner: OwnedSite;
  let shopless: OwnedSite;

  beforeAll(async () => {
    journey = await openJourney();
    ids = newTestStoreIds();
    corner = await importOwnedSite(journey.server, storeSite("corner", ids), OWNER);
    const bare = JSON.parse(storeSite("bare", newTestStoreIds())) as { collections: { type: number }[]; products: unknown[] };
    shopless = await importOwnedSite(
      journey.server,
      JSON.stringify({ ...bare, collections: bare.collections.filter((c) => c.type !== 13), products: [] }),
      OWNER,
    );
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** Signs in on the corner store's "Store settings" tab and answers its form named `name`. */
  const settingsForm = async (page: Page, name: string) => {
    await corner.signIn(page, "/config/store");
    await page.getByRole("tab", { name: "Store settings" }).click();
    const form = page.getByRole("form", { name });
    await form.waitFor();
    return form;
  };

  test("edits a product's variants, refuses a bad SKU, and adds a product", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await corner.signIn(page, "/config/store");
    await page.getByRole("heading", { name: "Store", level: 1 }).waitFor();
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    expect(await products.innerText()).toMatch(/Harbor Blend\s+Physical\s+1\s+5\s+Yes/);
    expect(await products.innerText()).toMatch(/Home Brew Guide\s+Digital\s+1\s+Unlimited/);

    await products.getByRole("link", { name: "Harbor Blend" }).click();
    await page.getByRole("heading", { name: "Harbor Blend", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Product" });
    await form.getByRole("textbox", { name: "SKU" }).fill("bad*sku");
    await form.getByRole("button", { name: "Save product" }).click();
    await form.getByText("must be 1 to", { exact: false }).first().waitFor();
    await form.getByRole("textbox", { name: "SKU" }).fill("HB-12OZ");
    await form.getByRole("textbox", { name: "Price (USD)", exact: true }).fill("19.50");
    await form.getByRole("spinbutton", { name: "In stock" }).fill("42");
    await form.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved.").waitFor();
    await reviewScreenshot(page, "config-store-product");

    await page.getByRole("link", { name: "Back to the store" }).click();
    expect(await page.getByRole("table", { name: "Products" }).innerText()).toMatch(/Harbor Blend\s+Physical\s+1\s+42\s+Yes/);
    const shop = await page.evaluate(async () => (await fetch("/shop/harbor-blend")).text());
    expect(shop).toContain("$19.50");

    await page.getByRole("link", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "New product", level: 1 }).waitFor();
    const added = page.getByRole("form", { name: "Product" });
    await added.getByRole("textbox", { name: "Name" }).fill("Cold Brew Kit");
    expect(await added.getByRole("textbox", { name: "Address" }).inputValue()).toBe("cold-brew-kit");
    await added.getByRole("button", { name: "Add product" }).click();
    await added.getByText(PRODUCT_NOT_SHOWABLE).waitFor();
    await added.getByRole("textbox", { name: "Price (USD)", exact: true }).fill("34");
    await added.getByRole("spinbutton", { name: "In stock" }).fill("7");
    await added.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "Cold Brew Kit", level: 1 }).waitFor();
    expect(await page.getByRole("textbox", { name: "SKU" }).inputValue()).not.toBe("");
    expectNoConsoleErrors(tracked, "the product editor");
  });

  test("a digital product's download is picked from the media library by its name, uploaded there, and its buyer's download link delivers it", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await corner.signIn(page, "/config/store");
    await page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Home Brew Guide" }).click();
    const form = page.getByRole("form", { name: "Product" });
    const download = form.getByRole("group", { name: "Download" });
    await download.getByText("home-brew-guide.pdf", { exact: true }).waitFor();
    expect(await download.innerText()).not.toContain("/static/");
    await download.getByRole("button", { name: "Choose from library" }).click();
    const library = page.getByRole("dialog", { name: "Choose a file" });
    const notes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    await library.locator("input[type=file]").setInputFiles({ name: "brew-notes.pdf", mimeType: "application/pdf", buffer: notes });
    await library.waitFor({ state: "detached" });
    await download.getByText("brew-notes.pdf", { exact: true }).waitFor();
    expect(await download.innerText()).not.toMatch(/\/s\//);
    await form.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved.").waitFor();
    await reviewScreenshot(page, "config-store-download");

    const buyer = new SiteClient(journey.server, "corner");
    expect((await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId: ids.guide, quantity: 1 } })).status).toBe(200);
    const bought = await buyer.send("POST", "/api/commerce/checkout", {
      json: checkoutBody("store-journey-download-01", "succeeds", { shippingAddress: null, shippingOptionId: null }),
    });
    expect(bought.status, bought.text).toBe(200);
    const confirmation = (await journey.newPage()).page;
    await confirmation.goto(new URL(bought.json<{ redirect: string }>().redirect, page.url()).href);
    const link = confirmation.getByRole("link", { name: "Download Home Brew Guide" });
    const delivered = await confirmation.evaluate(
      async (href) => {
        const answer = await fetch(href);
        return { status: answer.status, type: answer.headers.get("content-type"), text: await answer.text() };
      },
      (await link.getAttribute("href"))!,
    );
    expect(delivered).toMatchObject({ status: 200, type: "application/pdf", text: notes.toString() });
    expectNoConsoleErrors(tracked, "the digital product's download");
  });

  test("on a phone, finds an order placed through the store without sideways scrolling, fulfils it with tracking and a note, and refunds part of it, then the rest", async () => {
    const buyer = new SiteClient(journey.server, "corner");
    await buyer.send("GET", "/api/commerce/cart");
    expect((await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId: ids.mugSmall, quantity: 2 } })).status).toBe(200);
    const checkout = await buyer.send("POST", "/api/commerce/checkout", { json: checkoutBody("store-journey-order-0001") });
    expect(checkout.status, checkout.text).toBeLessThan(300);

    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const { page } = tracked;
    /** How far the page or any table on it reaches past the screen's right edge, in CSS pixels. */
    const overflow = () =>
      page.evaluate(() =>
        Math.max(
          document.documentElement.scrollWidth - window.innerWidth,
          ...[...document.querySelectorAll(".table-scroll")].map((box) => box.scrollWidth - box.clientWidth),
        ),
      );
    await corner.signIn(page, "/config/store");
    await page.getByRole("tab", { name: "Orders" }).click();
    const orders = page.getByRole("table", { name: "Orders" });
    await orders.waitFor();
    expect(await orders.innerText()).toContain("ada@example.com");
    expect(await orders.innerText()).toContain("Paid");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("textbox", { name: "Search orders" }).fill("nobody@example.com");
    await page.getByText("No orders match “nobody@example.com”.").waitFor();
    await page.getByRole("textbox", { name: "Search orders" }).fill("ada@");
    await orders.waitFor();
    await page.getByLabel("Status").selectOption("paid");
    await orders.getByRole("link").first().click();
    await page.getByRole("heading", { name: /^Order #/, level: 1 }).waitFor();
    expect(await page.getByRole("table", { name: "Lines" }).innerText()).toContain("Enamel Mug (Small)");
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByLabel("Tracking link (optional)").fill("parcel 123");
    await page.getByRole("button", { name: "Mark fulfilled" }).click();
    await page.getByText("The tracking address must be a web address starting with https://.").waitFor();
    await page.getByLabel("Carrier (optional)").fill("USPS");
    await page.getByLabel("Tracking number (optional)").fill("9400100000000000000000");
    await page.getByLabel("Tracking link (optional)").fill("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000");
    await page.getByLabel("Note to the customer (optional)").fill("Packed with a free sample.");
    await page.getByRole("button", { name: "Mark fulfilled" }).click();
    await page.getByText("The order is marked fulfilled, and the customer is mailed its details.").waitFor();
    const fulfilment = page.getByRole("region", { name: /^Fulfilled / });
    expect(await fulfilment.innerText()).toContain("Tracking: USPS · 9400100000000000000000");
    expect(await fulfilment.innerText()).toContain("Note to the customer: Packed with a free sample.");
    expect(await fulfilment.getByRole("link", { name: "Track the parcel" }).getAttribute("href")).toContain("tools.usps.com");

    const refunds = page.getByRole("region", { name: "Refunds" });
    expect(await refunds.innerText()).toContain("Refunded $0.00 of $45.09.");
    await page.getByLabel("Amount to refund (USD)").fill("10.00");
    await refunds.getByRole("button", { name: "Refund $10.00" }).click();
    await page.getByRole("alertdialog", { name: "Refund $10.00?" }).getByRole("button", { name: "Refund" }).click();
    await page.getByText("$10.00 is refunded to the customer.").waitFor();
    await refunds.getByText("Refunded $10.00 of $45.09.").waitFor();
    expect(await page.getByText("Fulfilled", { exact: true }).count()).toBeGreaterThan(0);
    await refunds.getByRole("button", { name: "Refund $35.09" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Refund" }).click();
    await refunds.getByText("Refunded $45.09 of $45.09.").waitFor();
    await page.getByText("Refunded", { exact: true }).waitFor();
    expect(await refunds.getByRole("button", { name: /^Refund/ }).count()).toBe(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await reviewScreenshot(page, "config-store-order");
    expectNoConsoleErrors(tracked, "the order screen");
  });

  test("saves store settings with a coupon, its use limits and a minimum subtotal, refusing bad rules", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const form = await settingsForm(page, "Store settings");
    await form.getByRole("textbox", { name: "Minimum order subtotal (USD)" }).fill("15");
    await form.getByRole("button", { name: "Add a coupon" }).click();
    const codes = form.getByRole("textbox", { name: "Code" });
    await codes.last().fill("SPRING 20");
    await form.getByRole("button", { name: "Save store settings" }).click();
    await form.getByText("may hold letters, digits, - and _ only.").waitFor();
    await codes.last().fill("SPRING20");
    await form.getByRole("spinbutton", { name: "Uses in all" }).last().fill("0");
    await form.getByRole("button", { name: "Save store settings" }).click();
    await form.getByText("Uses in all must be at least 1, or empty for no limit.").waitFor();
    await form.getByRole("spinbutton", { name: "Uses in all" }).last().fill("100");
    await form.getByRole("spinbutton", { name: "Uses per customer" }).last().fill("1");
    await form.getByRole("button", { name: "Save store settings" }).click();
    await page.getByText("Store settings saved.").waitFor();
    await form.getByText("Used 0 of 100").waitFor();
    await reviewScreenshot(page, "config-store-settings");
    const saved = await page.evaluate(async () => (await fetch("/api/config/store/settings")).json());
    expect(saved).toMatchObject({
      minimumSubtotalCents: 1500,
      coupons: expect.arrayContaining([expect.objectContaining({ code: "SPRING20", kind: "percent", amount: 10, maxUses: 100, maxUsesPerCustomer: 1 })]),
    });
    expectNoConsoleErrors(tracked, "the store settings");
  });

  test("the owner adds a shipping zone for Japan; a buyer is offered only its option, checks out to Japan, and the order says where it goes", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const form = await settingsForm(page, "Store settings");
    await form.getByRole("button", { name: "Add a shipping zone" }).click();
    const zone = form.getByRole("group", { name: "Shipping zones 2" });
    await zone.getByRole("textbox", { name: "Zone name" }).fill("Japan");
    await zone.getByLabel("Add a country").selectOption({ label: "Japan" });
    await zone.getByRole("button", { name: "Remove Japan" }).waitFor();
    await zone.getByRole("button", { name: "Add a shipping option" }).click();
    const option = zone.getByRole("group", { name: "Options in Japan 1" });
    await option.getByRole("textbox", { name: "Name" }).fill("Japan Post");
    await option.getByRole("textbox", { name: "Cost (USD)" }).fill("25");
    await form.getByRole("button", { name: "Save store settings" }).click();
    await page.getByText("Store settings saved.").waitFor();
    await reviewScreenshot(page, "config-store-zones");

    const shopper = await journey.newPage();
    const buyer = shopper.page;
    await buyer.goto(journey.server.siteUrl("corner", "/shop/harbor-blend"));
    await buyer.getByRole("button", { name: "Add to cart" }).click();
    await buyer.getByRole("status").getByText("Added to cart.").waitFor();
    await buyer.goto(journey.server.siteUrl("corner", "/commerce/goto-checkout"));
    await buyer.getByRole("radio", { name: /Standard/ }).waitFor();
    await buyer.getByLabel("Country").selectOption({ label: "Japan" });
    await buyer.getByRole("radio", { name: /Japan Post/ }).waitFor();
    expect(await buyer.getByRole("radiogroup", { name: "Shipping option" }).innerText()).not.toContain("Standard");
    await buyer.locator('[data-total="shipping"]').getByText("$25.00").waitFor();
    await buyer.getByLabel("Email").fill("kenji@example.com");
    await buyer.getByLabel("Full name").fill("Kenji Sato");
    await buyer.getByLabel("Address", { exact: true }).fill("1-1 Marunouchi");
    await buyer.getByRole("textbox", { name: "City" }).fill("Tokyo");
    await buyer.getByLabel("Zip or postal code").fill("100-0005");
    await payWithTestCard(buyer);
    const delivery = "Delivery to Kenji Sato, 1-1 Marunouchi, 100-0005 Tokyo, Japan";
    await buyer.getByText(delivery, { exact: true }).waitFor();
    expectNoConsoleErrors(shopper, "the checkout to Japan");

    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByRole("textbox", { name: "Search orders" }).fill("kenji@");
    await page.getByRole("table", { name: "Orders" }).getByRole("link").first().click();
    await page.getByRole("heading", { name: /^Order #/, level: 1 }).waitFor();
    expect(await page.getByText(delivery, { exact: true }).isVisible()).toBe(true);
    expectNoConsoleErrors(tracked, "the shipping zones");
  });

  test("the owner offers pick-up at the roastery; a buyer choosing it is asked for no street, sees where to collect, and the order says so", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const form = await settingsForm(page, "Store settings");
    await form.getByRole("textbox", { name: "Pick-up address" }).fill("12 Harbor Way, Portland, ME");
    const zone = form.getByRole("group", { name: "Shipping zones 1" });
    await zone.getByRole("button", { name: "Add a shipping option" }).click();
    const option = zone.getByRole("group", { name: /^Options in Everywhere \d+$/ }).last();
    await option.getByRole("textbox", { name: "Name" }).fill("Collect at the roastery");
    await option.getByLabel("How buyers get it").selectOption({ label: "Pick-up at the store" });
    await form.getByRole("button", { name: "Save store settings" }).click();
    await page.getByText("Store settings saved.").waitFor();

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const shopper = await journey.newPage({ viewport });
      const buyer = shopper.page;
      await buyer.goto(journey.server.siteUrl("corner", "/shop/harbor-blend"));
      await buyer.getByRole("button", { name: "Add to cart" }).click();
      await buyer.getByRole("status").getByText("Added to cart.").waitFor();
      await buyer.goto(journey.server.siteUrl("corner", "/commerce/goto-checkout"));
      const street = buyer.getByLabel("Address", { exact: true });
      await street.waitFor();
      await buyer.getByRole("radio", { name: /Collect at the roastery/ }).check();
      await street.waitFor({ state: "hidden" });
      expect(await buyer.getByRole("textbox", { name: "City" }).isVisible()).toBe(false);
      const line = buyer.getByText("You pick up your order at 12 Harbor Way, Portland, ME.", { exact: true });
      expect(await line.isVisible()).toBe(true);
      await reviewScreenshot(buyer, `checkout-pickup-${viewport.width}`);
      await buyer.getByLabel("Email").fill("pia@example.com");
      await buyer.getByLabel("Full name").fill("Pia Buyer");
      await payWithTestCard(buyer);
      await buyer.getByText("Pick-up at 12 Harbor Way, Portland, ME", { exact: true }).waitFor();
      expectNoConsoleErrors(shopper, `the pick-up checkout at ${viewport.width} px`);
      await shopper.close();
    }
    expectNoConsoleErrors(tracked, "the pick-up option");
  });

  test("creates the shop page of a site that has none, then its first product", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await shopless.signIn(page, "/config/store");
    await page.getByRole("heading", { name: "No shop yet" }).waitFor();
    await page.getByRole("button", { name: "Create shop page" }).click();
    await page.getByRole("heading", { name: "No products yet" }).waitFor();
    await page.getByRole("link", { name: "Add product" }).click();
    const added = page.getByRole("form", { name: "Product" });
    await added.getByRole("textbox", { name: "Name" }).fill("Harbor Tote");
    await added.getByRole("textbox", { name: "Price (USD)", exact: true }).fill("18");
    await added.getByRole("spinbutton", { name: "In stock" }).fill("3");
    await added.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "Harbor Tote", level: 1 }).waitFor();
    const shop = await page.evaluate(async () => (await fetch("/shop")).text());
    expect(shop).toContain("Harbor Tote");
    await reviewScreenshot(page, "config-store-new-shop");
    expectNoConsoleErrors(tracked, "the new shop");
  });

  test("refuses a product that would give the shop its 10,001st category on its Categories field, at 1280 and 390 px, and takes one in a category the shop has", async () => {
    const fullIds = newTestStoreIds();
    // 1,000 products of 10 categories each: "Cat 0" to "Cat 9999", the shop's 10,000 categories.
    const full = storeSite("fullcats", fullIds, {
      moreProducts: Array.from({ length: 1000 }, (_, i) => ({
        collectionId: fullIds.shop,
        productType: "SERVICE",
        name: `Cupping ${i}`,
        urlSlug: `cupping-${i}`,
        position: 10 + i,
        categories: Array.from({ length: 10 }, (_, n) => `Cat ${i * 10 + n}`),
        variants: [{ priceCents: 1000, unlimited: true }],
      })),
    });
    const site = await importOwnedSite(journey.server, full, OWNER);
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/store");
    await page.getByRole("link", { name: "Add product" }).click();
    const form = page.getByRole("form", { name: "Product" });
    await form.getByRole("textbox", { name: "Name" }).fill("Tasting flight");
    await form.getByRole("textbox", { name: "Price (USD)", exact: true }).fill("15");
    await form.getByRole("spinbutton", { name: "In stock" }).fill("8");
    const categories = form.getByRole("textbox", { name: "Categories" });
    await categories.fill("Cat 12, Tastings");
    await form.getByRole("button", { name: "Add product" }).click();
    const refusal = "A shop can have at most 10,000 categories. Use categories the shop already has, or remove some first.";
    await form.getByText(refusal).waitFor();
    expect(await categories.getAttribute("aria-invalid")).toBe("true");
    await categories.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "config-store-categories-full-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewScreenshot(page, "config-store-categories-full-390");
    await categories.fill("Cat 12, cat 9999");
    await form.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "Tasting flight", level: 1 }).waitFor();
    expectNoConsoleErrors(tracked, "the shop's categories limit", [
      {
        text: "Failed to load resource: the server responded with a status of 400 (Bad Request)",
        url: journey.server.siteUrl("fullcats", "/api/config/store/products"),
      },
    ]);
  });

  test("sets the store's own Stripe keys, shown only as set with their last 4 characters and the masked placeholder, and removes them", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const form = await settingsForm(page, "Payment keys");
    expect(await form.innerText()).toContain("Not set");
    const secret = form.getByLabel("Secret key");
    expect(await secret.getAttribute("type")).toBe("password");
    await secret.fill("pk_test_wrongfield");
    await form.getByRole("button", { name: "Save payment keys" }).click();
    await form.getByText("A secret key starts with sk_ or rk_.").waitFor();
    await secret.fill("sk_test_cornerKey5678");
    await form.getByLabel("Publishable key").fill("pk_test_cornerPub1234");
    await form.getByRole("button", { name: "Save payment keys" }).click();
    await form.getByText("Payment keys saved.").waitFor();
    expect(await form.innerText()).toContain("Set, ending in 5678");
    expect(await form.innerText()).toContain("Set, ending in 1234");
    expect(await secret.inputValue()).toBe("");
    const answer = await page.evaluate(async () => (await fetch("/api/config/store/payment-keys")).text());
    expect(answer).not.toContain("sk_test_cornerKey5678");
    // A stored key's empty field shows the fixed masked-password placeholder; a key not set shows none.
    expect(await secret.getAttribute("placeholder")).toBe(MASKED_SECRET_PLACEHOLDER);
    expect(await form.getByLabel("Publishable key").getAttribute("placeholder")).toBe(MASKED_SECRET_PLACEHOLDER);
    expect(await form.getByLabel("Webhook signing secret").getAttribute("placeholder")).toBeNull();
    await reviewScreenshot(page, "config-store-payment-keys");
    await page.setViewportSize({ width: 390, height: 844 });
    await secret.focus();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewScreenshot(page, "config-store-payment-keys-390");
    await form.getByRole("button", { name: "Remove payment keys" }).click();
    await form.getByText("Payment keys removed.").waitFor();
    expect(await form.innerText()).not.toContain("Set, ending in");
    expect(await secret.getAttribute("placeholder")).toBeNull();
    expectNoConsoleErrors(tracked, "the payment keys");
  });
});
