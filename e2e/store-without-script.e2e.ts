// A visitor with script turned off adds a product to the cart from its cached product page: the
// page carries no crumb (a shared cache may keep it), the form posts as a plain form from the
// site's own page, the server answers 303 to the cart page, and the cart shows the line; one
// whose Add to cart is refused (more than are left) reads why on a page of the site and goes
// back to the product, and the cached pages' header shows no cart count; at 390 and 1280 px.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { SiteClient } from "./forms-support/siteClient";

const PRODUCT_PATH = "/shop/enamel-camp-mug";

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

describe("the store without script", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px, Add to cart on a cached product page opens the cart with the product in it`, async () => {
      const phone = width === 390;
      expect((await new SiteClient(journey.server, "demo").send("GET", PRODUCT_PATH)).status).toBe(200);
      const { page, context } = await journey.newPage({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      const product = await page.goto(journey.server.siteUrl("demo", PRODUCT_PATH));
      expect(product?.status()).toBe(200);
      expect(product?.headers()["cache-control"]).toBe("no-cache");
      expect(product?.headers()["etag"]).toBeTruthy();
      expect(await product?.headerValue("set-cookie")).toBeNull();
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("crumb");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Enamel Camp Mug");
      await reviewScreenshot(page, `store-without-script-product-${width}`);

      const posted = page.waitForResponse((response) => response.url().endsWith("/api/commerce/cart/items"));
      await Promise.all([page.waitForURL(/\/cart$/), page.getByRole("button", { name: "Add to cart" }).click()]);
      expect((await posted).status()).toBe(303);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Shopping cart");
      const line = page.locator(".tsr-cart__lines tbody tr");
      expect(await line.count()).toBe(1);
      expect(await line.getByRole("link", { name: "Enamel Camp Mug" }).isVisible()).toBe(true);
      expect(await page.locator(".tsr-cart__quantity").inputValue()).toBe("1");
      const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies.get("tsr_cart")).toBeTruthy();
      expect(cookies.get("tsr_cart_count")).toBe("1");
      const findings = await auditPage(page, phone, false);
      expect(findings).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
      await reviewScreenshot(page, `store-without-script-cart-${width}`);
    });

    test(`at ${width} px, a refused Add to cart shows a page saying why with the way back, and the header shows no count it cannot know`, async () => {
      const phone = width === 390;
      const { page, context } = await journey.newPage({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      await page.goto(journey.server.siteUrl("demo", PRODUCT_PATH));
      const quantity = page.getByRole("spinbutton", { name: "Quantity" });
      const left = (await quantity.getAttribute("max"))!;
      await quantity.fill(left);
      await Promise.all([page.waitForURL(/\/cart$/), page.getByRole("button", { name: "Add to cart" }).click()]);
      expect((await context.cookies()).find((cookie) => cookie.name === "tsr_cart_count")?.value).toBe(left);

      // The product page comes from the cache, the same for every visitor: its header names no count, not a wrong 0.
      await page.goto(journey.server.siteUrl("demo", PRODUCT_PATH));
      const icon = page.getByRole("banner").getByRole("link", { name: "Cart" });
      expect(await icon.getAttribute("href")).toBe("/cart");
      const count = icon.locator(".tsr-cart-icon__count");
      expect(await count.getAttribute("data-cart-count")).toBeNull();
      expect(await count.evaluate((element) => getComputedStyle(element).visibility)).toBe("hidden");
      expect(await icon.innerText()).toBe("");
      await reviewScreenshot(page, `store-without-script-no-count-${width}`);

      const posted = page.waitForResponse((response) => response.url().endsWith("/api/commerce/cart/items"));
      await page.getByRole("button", { name: "Add to cart" }).click();
      const answer = await posted;
      expect(answer.status()).toBe(400);
      expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Not added to your cart");
      expect(await page.getByRole("alert").innerText()).toBe(`Only ${left} of Enamel Camp Mug left in stock.`);
      expect(await page.title()).toMatch(/^Not added to your cart — /);
      const findings = await auditPage(page, phone, false);
      expect(findings).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
      await reviewScreenshot(page, `store-without-script-refused-${width}`);

      await Promise.all([page.waitForURL(journey.server.siteUrl("demo", PRODUCT_PATH)), page.getByRole("link", { name: "Back to the product" }).click()]);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Enamel Camp Mug");
      await Promise.all([page.waitForURL(/\/cart$/), icon.click()]);
      expect(await page.locator(".tsr-cart__quantity").inputValue()).toBe(left);
    });
  }
});
