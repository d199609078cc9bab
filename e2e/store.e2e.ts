// The demo shop: a visitor browses the Shop, adds two products (the cart icon counts them),
// changes a quantity on the cart page, checks out with the test gateway's card and sees the
// confirmation page, which says the confirmation mail is kept unsent (no mail server), as the
// owner's Mail screen shows with its banner and test mail; a declined card shows its
// message and leaves the stock as it was. A visitor picks a variant pill and steps the quantity;
// the checkout shows the order summary beside the form, its autocomplete tokens, and names a
// missing field in its step. With an ad pixel configured, product views and adds to
// cart reach it only when the visitor has not declined cookies, and with consent a paid order
// reaches it as Purchase and a newsletter sign-up as Lead.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGE_TYPE } from "../src/domain/enumerations/pageTypes";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { readSiteContext } from "./harness/siteContext";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { failedResource } from "./forms-support/consoleNoise";
import { SiteClient } from "./forms-support/siteClient";
import type { Page } from "playwright-core";

const HARBOR_BLEND = "7c41d0e95a3b26f18e4d9a02";

let journey: Journey;
let owner: SiteClient;

beforeAll(async () => {
  journey = await openJourney();
  owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
});

afterAll(async () => {
  await journey?.close();
});

async function stockOfHarborBlend(): Promise<number[]> {
  const product = (await owner.send("GET", `/api/config/store/products/${HARBOR_BLEND}`)).json();
  return product.variants.map((v: { qtyInStock: number }) => v.qtyInStock);
}

async function addFromProductPage(page: Page, name: string, options: { option?: string; quantity?: string } = {}): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }).click();
  await settle(page);
  await page.getByRole("link", { name, exact: true }).click();
  await settle(page);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
  if (options.option) await page.getByRole("radio", { name: options.option, exact: true }).check();
  if (options.quantity) await page.getByLabel("Quantity").fill(options.quantity);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("status").getByText("Added to cart.").waitFor();
}

async function fillCheckout(page: Page, email: string, card: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Ada Buyer");
  await page.getByLabel("Address", { exact: true }).fill("1 Commercial St");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State or region").fill("ME");
  await page.getByLabel("Zip or postal code").fill("04101");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry month (MM)").fill("12");
  await page.getByLabel("Expiry year (YYYY)").fill("2040");
  await page.getByLabel("Security code").fill("123");
}

describe("the demo shop", () => {
  test("a visitor adds two products, changes a quantity, pays with the test card and gets the confirmation and its mail", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo"));
    await settle(page);
    const icon = page.locator("[data-cart-icon]");
    expect(await icon.getAttribute("aria-label")).toBe("0 items in cart");
    expect(await icon.getAttribute("class")).toContain("tsr-cart-icon--empty");

    await addFromProductPage(page, "Harbor Blend", { option: "12 oz" });
    expect(await icon.getAttribute("aria-label")).toBe("One item in cart");
    await addFromProductPage(page, "Enamel Camp Mug");
    expect(await icon.locator("[data-cart-count]").getAttribute("data-cart-count")).toBe("2");
    expect(await icon.getAttribute("aria-label")).toBe("2 items in cart");
    expect(await icon.getAttribute("class")).not.toContain("tsr-cart-icon--empty");

    await icon.click();
    await settle(page);
    expect((await readSiteContext(page)).pageType).toBe(PAGE_TYPE.CART_V2);
    const quantity = page.getByLabel("Quantity of Harbor Blend");
    // A quantity past the cart's limit is refused once, in the cart's words, and the line keeps its quantity.
    await quantity.fill("1000");
    await quantity.dispatchEvent("change");
    const refusal = page.getByRole("alert").filter({ hasText: "Unable to update quantity" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe("Unable to update quantity: Choose a quantity from 1 to 999.");
    expect(await quantity.inputValue()).toBe("1");
    expect(tracked.takeConsoleErrors().map((error) => error.text)).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await quantity.fill("2");
    await quantity.dispatchEvent("change");
    await page.locator("[data-cart-subtotal]").getByText("$60.00").waitFor();
    expect(await icon.getAttribute("aria-label")).toBe("3 items in cart");

    await page.getByRole("link", { name: "Checkout" }).click();
    await settle(page);
    expect((await readSiteContext(page)).pageType).toBe(PAGE_TYPE.CHECKOUT);
    await fillCheckout(page, "ada@example.com", "4242 4242 4242 4242");
    // The Maine address adds its tax: the order is placed at the total the page then shows, as a buyer reads it before paying.
    await page.locator('[data-total="grandTotal"]').getByText("$63.30").waitFor();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    await settle(page);
    expect((await readSiteContext(page)).pageType).toBe(PAGE_TYPE.ORDER_CONFIRMED);
    expect(await page.locator(".tsr-order__status").innerText()).toBe("Paid");
    // No mail server is set, so the page tells the buyer the truth rather than "a confirmation has been sent".
    expect(await page.locator(".tsr-order__message").innerText()).toBe(
      "Your order is confirmed. This page is your receipt: keep its address. The shop will be in touch at ada@example.com if needed.",
    );
    expect(await icon.getAttribute("aria-label")).toBe("0 items in cart");
    expectNoConsoleErrors(tracked, "the shop, cart, checkout and confirmation");

    const outbox = (await owner.send("GET", "/api/config/outbox")).json();
    const mail = outbox.mails.find((m: { kind: string; to: string }) => m.kind === "order-confirmation" && m.to === "ada@example.com");
    expect(mail).toBeDefined();
    const text = (await owner.send("GET", `/api/config/outbox/${mail.id}`)).json().text as string;
    expect(text).toContain("2 × Harbor Blend (12 oz) — $36.00");
    expect(text).toContain("1 × Enamel Camp Mug — $24.00");
    expect(await stockOfHarborBlend()).toEqual([38, 15]);

    // The owner finds that mail on the Mail screen, kept and not sent, with the banner saying why and how to send mail.
    const ownerPage = await journey.newPage();
    await signInAt(ownerPage.page, journey.server.siteUrl("demo", "/config/mail"), journey.server.demoOwner);
    await ownerPage.page.getByRole("heading", { name: "Mail", level: 1 }).waitFor();
    const mails = ownerPage.page.getByRole("table", { name: "Mail of this site" });
    const row = mails.getByRole("row").filter({ hasText: "ada@example.com" }).first();
    expect(await row.getByRole("cell").first().innerText()).toContain("To ada@example.com");
    expect(await row.locator(".status").innerText()).toBe("Kept, not sent");
    expect(await row.innerText()).toContain("No mail server is set, so this mail is kept here and not sent.");
    const banner = ownerPage.page.getByRole("status").filter({ hasText: "No mail server is set" });
    expect(await banner.innerText()).toContain("SMTP_URL");
    await ownerPage.page.getByRole("button", { name: "Send a test mail" }).click();
    await ownerPage.page.getByText(`A test mail to ${journey.server.demoOwner.email} is kept below: with no mail server set, it is not sent.`).waitFor();
    const first = mails.getByRole("row").nth(1);
    await expect.poll(() => first.innerText()).toContain("Test mail from");
    expect(await first.locator(".status").innerText()).toBe("Kept, not sent");
    // The order's mail opens whole from its subject, so the owner can read what the buyer would get.
    await row.getByRole("button", { name: mail.subject }).click();
    const opened = ownerPage.page.getByRole("dialog", { name: mail.subject });
    await expect.poll(() => opened.innerText()).toContain("1 × Enamel Camp Mug — $24.00");
    await reviewScreenshot(ownerPage.page, "mail-screen-open-mail");
    await opened.getByRole("button", { name: "Close" }).click();
    await reviewScreenshot(ownerPage.page, "mail-screen");
    // An invitation made meanwhile says it was kept, not that it was sent.
    await ownerPage.page.goto(journey.server.siteUrl("demo", "/config/people"));
    await ownerPage.page.getByRole("button", { name: "Invite someone" }).click();
    const invite = ownerPage.page.getByRole("dialog", { name: "Invite someone" });
    await invite.getByRole("textbox", { name: "Email" }).fill("grace@example.com");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await ownerPage.page
      .getByText(
        "Invitation to grace@example.com made. No mail server is set, so its mail is kept on the Mail screen and not sent: open it there and pass its link on.",
      )
      .waitFor();
    expectNoConsoleErrors(ownerPage, "the mail screen");
  });

  test("a declined card shows its message and releases the stock", async () => {
    const before = await stockOfHarborBlend();
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo"));
    await settle(page);
    await addFromProductPage(page, "Harbor Blend", { option: "2 lb", quantity: "3" });
    await page.goto(journey.server.siteUrl("demo", "/commerce/goto-checkout"));
    await settle(page);
    await fillCheckout(page, "bo@example.com", "4000000000000002");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.locator(".tsr-checkout__error").getByText("Your card was declined.").waitFor();
    expect(await stockOfHarborBlend()).toEqual(before);
    expectNoConsoleErrors(tracked, "the declined checkout", [
      failedResource(402, "Payment Required", journey.server.siteUrl("demo", "/api/commerce/checkout")),
    ]);
  });

  test("a visitor chooses a variant pill, steps the quantity, and the checkout shows the summary beside the form and names a missing field in its step", async () => {
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/shop/harbor-blend"));
    await settle(page);
    await page.getByRole("radio", { name: "2 lb", exact: true }).check();
    expect(await page.locator(".tsr-product__price:visible").innerText()).toBe("$42.00");
    const quantity = page.getByLabel("Quantity", { exact: true });
    const fewer = page.getByRole("button", { name: "One fewer" });
    expect(await fewer.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "One more" }).click();
    await page.getByRole("button", { name: "One more" }).click();
    await fewer.click();
    expect(await quantity.inputValue()).toBe("2");
    const max = await quantity.getAttribute("max");
    await quantity.fill("5000");
    await quantity.dispatchEvent("change");
    expect(await quantity.inputValue()).toBe(max);
    await quantity.fill("2");
    await quantity.dispatchEvent("change");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("status").getByText("Added to cart.").waitFor();

    await page.goto(journey.server.siteUrl("demo", "/commerce/goto-checkout"));
    await settle(page);
    const summary = page.getByRole("complementary", { name: "Order summary" });
    expect(await summary.locator(".tsr-receipt__item").allInnerTexts()).toEqual(["2 × Harbor Blend (2 lb)"]);
    expect(await summary.locator("th").allInnerTexts()).toEqual(["Subtotal", "Discount", "Shipping", "Tax", "Total"]);
    const form = await page.locator(".tsr-checkout__form").boundingBox();
    const aside = await summary.boundingBox();
    expect(aside!.x).toBeGreaterThan(form!.x + form!.width - 1);
    const autocomplete = async (label: string) => page.getByLabel(label, { exact: true }).getAttribute("autocomplete");
    expect(await Promise.all(["Email", "Full name", "Address", "City", "Zip or postal code", "Phone (optional)"].map(autocomplete))).toEqual([
      "email",
      "name",
      "address-line1",
      "address-level2",
      "postal-code",
      "tel",
    ]);
    // A select's name also holds its chosen option ("Country United States").
    expect(await page.getByRole("combobox", { name: /^Country/ }).getAttribute("autocomplete")).toBe("country");
    expect((await page.getByLabel("City", { exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await fillCheckout(page, "cy@example.com", "4242 4242 4242 4242");
    await page.getByLabel("City", { exact: true }).fill("");
    await page.getByRole("button", { name: "Place order" }).click();
    const shippingStep = page.getByRole("group", { name: "Delivery" });
    await shippingStep.locator(".tsr-checkout__step-error").getByText("Check City.").waitFor();
    expect(await shippingStep.locator('[data-field="city"] .tsr-checkout__field-error').innerText()).toBe("Enter the city.");
    expect(await shippingStep.locator('input[name="city"]').getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("city");
    expectNoConsoleErrors(tracked, "the product page and the refused checkout", [
      failedResource(400, "Bad Request", journey.server.siteUrl("demo", "/api/commerce/checkout")),
    ]);
  });

  test("a coupon applied with Enter shows its discount line in the total before payment, and the order is charged that total", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const checkouts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/commerce/checkout")) checkouts.push(request.method());
    });
    await page.goto(journey.server.siteUrl("demo"));
    await settle(page);
    await addFromProductPage(page, "Harbor Blend", { option: "12 oz", quantity: "3" });
    await page.goto(journey.server.siteUrl("demo", "/commerce/goto-checkout"));
    await settle(page);
    await fillCheckout(page, "eve@example.com", "4242 4242 4242 4242");
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await summary.locator('[data-total="grandTotal"]').getByText("$56.97").waitFor();

    const coupon = page.getByLabel("Coupon code (optional)");
    await coupon.fill("WELCOME10");
    await coupon.press("Enter");
    // $54.00 less 10 %, then Maine's 5.5 % tax on $48.60: the summary shows it before anything is paid.
    await summary.locator('[data-total="grandTotal"]').getByText("$51.27").waitFor();
    expect(await summary.locator('[data-total-label="discount"]').innerText()).toBe("Discount (WELCOME10)");
    expect(await summary.locator('[data-total="discount"]').innerText()).toBe("−$5.40");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Checkout");
    expect(checkouts).toEqual([]);
    expect(await page.locator(".tsr-checkout__error").isVisible()).toBe(false);

    await coupon.fill("NOPE");
    await page.getByRole("group", { name: "Coupon" }).getByRole("button", { name: "Apply" }).click();
    await page.locator('[data-field="coupon"] .tsr-checkout__field-error').getByText("This coupon code is not valid.").waitFor();
    await coupon.fill("welcome10");
    await page.getByRole("group", { name: "Coupon" }).getByRole("button", { name: "Apply" }).click();
    await summary.locator('[data-total="grandTotal"]').getByText("$51.27").waitFor();
    expect(await page.locator('[data-field="coupon"] .tsr-checkout__field-error').isVisible()).toBe(false);

    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(checkouts).toEqual(["POST"]);
    expect(await page.locator('[data-total="grandTotal"]').innerText()).toBe("$51.27");
    expect(await page.locator('[data-total-label="discount"]').innerText()).toBe("Discount (WELCOME10)");
    const orders = (await owner.send("GET", "/api/config/store/orders?q=eve%40example.com")).json();
    expect(orders.orders.map((o: { grandTotalCents: number }) => o.grandTotalCents)).toEqual([5127]);
    expectNoConsoleErrors(tracked, "the checkout with a coupon");
  });

  test("a removal the network does not carry shows 'Unable to remove item' with 'Please check your internet connection.' and keeps the line; online again it goes", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/"));
    await addFromProductPage(page, "Harbor Blend");
    await page.goto(journey.server.siteUrl("demo", "/cart"));
    await settle(page);
    const remove = page.getByRole("button", { name: "Remove Harbor Blend" });
    await page.route("**/api/commerce/cart/items/**", (route) => route.abort("internetdisconnected"));
    await remove.click();
    expect(await page.getByRole("alert").innerText()).toBe("Unable to remove item. Please check your internet connection.");
    expect(await remove.isVisible()).toBe(true);
    await page.unroute("**/api/commerce/cart/items/**");
    await remove.click();
    await page.locator(".tsr-cart__empty").waitFor();
    expect(await page.getByRole("alert").isHidden()).toBe(true);
    await tracked.close();
  });

  test("checkout without a cart shows the no-cookies alert", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/commerce/goto-checkout"));
    await settle(page);
    expect(await page.getByRole("alert").innerText()).toBe(
      "Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.",
    );
  });
  test("with an ad pixel configured, product views and adds to cart go to it only when consent allows", async () => {
    const settings = (await owner.send("GET", "/api/config/store/settings")).json();
    expect((await owner.send("PUT", "/api/config/store/settings", { json: { ...settings, pixelId: "1234567890" } })).status).toBe(200);
    try {
      const visit = async (consent: "true" | "false") => {
        const tracked = await journey.newPage();
        await tracked.context.route("https://connect.facebook.net/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
        await tracked.context.addCookies([{ name: "ss_cookieAllowed", value: consent, url: journey.server.siteUrl("demo") }]);
        await tracked.page.goto(journey.server.siteUrl("demo", "/shop/enamel-camp-mug"));
        await settle(tracked.page);
        await tracked.page.getByRole("button", { name: "Add to cart" }).click();
        await tracked.page.getByRole("status").getByText("Added to cart.").waitFor();
        const queued = () =>
          tracked.page.evaluate(() => ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).map((call) => call.slice(0, 2)));
        // With consent the pixel's calls are queued as the page reacts; without it no pixel is ever defined.
        if (consent === "true") await expect.poll(async () => (await queued()).some(([, event]) => event === "AddToCart")).toBe(true);
        else expect(await tracked.page.evaluate(() => "fbq" in window)).toBe(false);
        expectNoConsoleErrors(tracked, `the product page with consent ${consent}`);
        return queued();
      };
      expect(await visit("false")).toEqual([]);
      expect(await visit("true")).toEqual([
        ["init", "1234567890"],
        ["track", "ViewContent"],
        ["track", "AddToCart"],
      ]);
    } finally {
      await owner.send("PUT", "/api/config/store/settings", { json: settings });
    }
  });

  test("with an ad pixel and consent, a paid order reaches it as Purchase with its total, and a newsletter sign-up as Lead", async () => {
    const settings = (await owner.send("GET", "/api/config/store/settings")).json();
    expect((await owner.send("PUT", "/api/config/store/settings", { json: { ...settings, pixelId: "1234567890" } })).status).toBe(200);
    try {
      const tracked = await journey.newPage();
      const { page } = tracked;
      await tracked.context.route("https://connect.facebook.net/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
      await tracked.context.addCookies([{ name: "ss_cookieAllowed", value: "true", url: journey.server.siteUrl("demo") }]);
      const tracks = () =>
        page.evaluate(() =>
          ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).filter((call) => call[0] === "track").map((call) => call.slice(1)),
        );
      await page.goto(journey.server.siteUrl("demo"));
      await settle(page);
      await addFromProductPage(page, "Enamel Camp Mug");
      await page.goto(journey.server.siteUrl("demo", "/commerce/goto-checkout"));
      await settle(page);
      await fillCheckout(page, "dee@example.com", "4242 4242 4242 4242");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
      await settle(page);
      const grandTotal = Number((await page.locator('[data-total="grandTotal"]').innerText()).replace(/[^0-9.]/g, ""));
      await expect.poll(tracks).toEqual([["Purchase", { value: grandTotal, currency: "USD", content_ids: [expect.stringMatching(/^[0-9a-f]{24}$/)] }]]);

      await page.goto(journey.server.siteUrl("demo"));
      await settle(page);
      const newsletter = page.locator(".tsr-block--newsletter");
      await newsletter.getByLabel("Email Address").fill("dee@example.com");
      await newsletter.getByRole("button", { name: "Sign up" }).click();
      await newsletter.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
      await expect.poll(tracks).toEqual([["Lead", {}]]);
      expectNoConsoleErrors(tracked, "the checkout and the newsletter with a pixel");
    } finally {
      await owner.send("PUT", "/api/config/store/settings", { json: settings });
    }
  });
});
