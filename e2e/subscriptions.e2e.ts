// Subscriptions on the demo shop, at phone and desktop width: the owner sells a monthly Coffee
// Club for 6 months; a shopper signs up, confirms the address from the mail, signs in, subscribes
// through the subscription checkout, reads the subscription confirmed page (206) and finds the
// subscription on the account page; the owner finds it in the store's Subscriptions tab and
// pauses it after confirming, and reads the store's mail previews (301). Site pages are audited
// for overflow, small targets, small input text and axe's rules (contrast included).
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { expectCleanPage, expectNoConsoleErrors, settle } from "./harness/checks";
import { mailedOwnerJourney } from "./harness/mailedOwnerJourney";
import { addToCart } from "./harness/demoStore";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { readSiteContext } from "./harness/siteContext";
import { signInAt } from "./harness/signIn";

const WIDTHS = [390, 1280] as const;
const PRICE = "$12.00 every month for 6 months";

const demo = mailedOwnerJourney();

/** Signs a new shopper up through the sign-up page and the mailed link, then signs them in. */
async function signUpAndIn(page: Page, url: (path: string) => string, email: string, password: string): Promise<void> {
  await page.goto(url("/account/sign-up"));
  await settle(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("status").getByText(`We sent a link to ${email}.`).waitFor();
  await expect.poll(() => demo.smtp.mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const mail = demo.smtp.mails.find((m) => m.to.includes(email))!;
  const link = new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(mail.text)![1]!);
  await page.goto(url(link.pathname));
  await settle(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your account" }).waitFor();
}

describe("subscriptions", () => {
  test("a shopper subscribes, sees page 206 and the subscription in the account; the owner pauses it and previews the store's mails", async () => {
    const shop = (await demo.owner.send("GET", "/api/config/store/shop")).json().shop;
    const made = await demo.owner.send("POST", "/api/config/store/products", {
      json: {
        collectionId: shop.id,
        productType: "SERVICE",
        name: "Coffee Club",
        urlSlug: "coffee-club",
        description: "A fresh bag every month.",
        visible: true,
        variants: [{ sku: "CLUB-1", priceCents: 1200, unlimited: true }],
        subscriptionPlan: { billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 6 },
      },
    });
    expect(made.status, made.text).toBe(201);

    for (const width of WIDTHS) {
      const phone = width === 390;
      const email = `member-${width}@example.com`;
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      const url = (path: string) => demo.journey.server.siteUrl("demo", path);
      await signUpAndIn(page, url, email, `a long password ${width}`);

      await addToCart(page, url("/shop/coffee-club"));
      expect(await page.locator("main").innerText()).toContain(PRICE);
      await page.goto(url("/commerce/goto-checkout"));
      await settle(page);
      expect(new URL(page.url()).pathname).toBe("/checkout/subscribe");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Subscription checkout");
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry month (MM)").fill("12");
      await page.getByLabel("Expiry year (YYYY)").fill("2040");
      await page.getByLabel("Security code").fill("123");
      await expectCleanPage(page, phone, "subscription checkout");
      await reviewScreenshot(page, `subscription-checkout-${width}`);
      await page.getByRole("button", { name: "Subscribe" }).click();

      await page.getByRole("heading", { name: "Subscription confirmed" }).waitFor();
      expect((await readSiteContext(page)).pageType).toBe(206);
      const confirmed = await page.locator("main").innerText();
      expect(confirmed).toContain("1 × Coffee Club");
      expect(confirmed).toContain(PRICE);
      expect(confirmed).toContain("Charged to your card ending 4242.");
      expect(confirmed).toMatch(/Next payment: \d{1,2} \w+ \d{4}/);
      await expectCleanPage(page, phone, "subscription confirmed (206)");
      await reviewScreenshot(page, `subscription-confirmed-${width}`);

      await page.getByRole("link", { name: "your account" }).click();
      await page.getByRole("heading", { name: "Your account" }).waitFor();
      const row = page.locator(".tsr-account__subscription");
      expect(await row.count()).toBe(1);
      const shown = await row.innerText();
      expect(shown).toContain(PRICE);
      expect(shown).toContain("Active");
      await row.getByRole("button", { name: "Pause: Coffee Club" }).waitFor();
      await expectCleanPage(page, phone, "account with a subscription");
      await reviewScreenshot(page, `subscription-account-${width}`);
      expectNoConsoleErrors(tracked, "the subscription checkout, page 206 and the account");
    }

    for (const width of WIDTHS) {
      const email = `member-${width}@example.com`;
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await signInAt(page, demo.journey.server.siteUrl("demo", "/config/store"), demo.journey.server.demoOwner);
      await page.getByRole("tab", { name: "Subscriptions" }).click();
      const table = page.getByRole("table", { name: "Subscriptions" });
      await table.getByText(email).waitFor();
      expect(await table.innerText()).toContain(PRICE);
      await reviewScreenshot(page, `subscriptions-tab-${width}`);
      await page.getByRole("button", { name: `Pause ${email}'s subscription to Coffee Club` }).click();
      const dialog = page.getByRole("alertdialog", { name: "Pause this subscription?" });
      await dialog.waitFor();
      await reviewScreenshot(page, `subscriptions-pause-dialog-${width}`);
      await dialog.getByRole("button", { name: "Pause subscription" }).click();
      await page.getByRole("status").getByText(`${email}'s subscription to Coffee Club is paused.`).waitFor();
      await page.getByRole("button", { name: `Resume ${email}'s subscription to Coffee Club` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `subscriptions-paused-${width}`);

      // The store screen's link opens the previews outside the editing frame.
      const previews = (await page.getByRole("link", { name: "Preview store mails" }).getAttribute("href"))!;
      await page.goto(demo.journey.server.siteUrl("demo", previews));
      await settle(page);
      expect((await readSiteContext(page)).pageType).toBe(301);
      await page.getByRole("heading", { name: "Store mail previews" }).waitFor();
      expect(await page.locator("[data-mail-kind]").count()).toBe(7);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `store-mail-previews-${width}`);
      expectNoConsoleErrors(tracked, "the owner's Subscriptions tab and the mail previews");
    }
    const listed = (await demo.owner.send("GET", "/api/config/store/subscriptions?limit=50&offset=0")).json();
    expect(listed.subscriptions.map((s: { statusLabel: string }) => s.statusLabel)).toEqual(["Paused", "Paused"]);
  });
});
