// Gift cards in the demo shop: the owner makes a gift card product with two amounts; a visitor
// finds it in the shop, picks an amount on its page and buys it on its own checkout for a friend,
// at phone and desktop width; the friend's mail holds the
// code; another visitor types it in the checkout's Gift card box (Enter applies it and does not
// place the order), sees what the card pays and the amount due before paying, and pays the rest.
import { PRIMARY_STORE_TEXTS } from "../src/domain/translations/storeTexts";
import { describe, expect, test } from "vitest";
import { settle, expectNoConsoleErrors } from "./harness/checks";
import { mailedOwnerJourney } from "./harness/mailedOwnerJourney";
import { readSiteContext } from "./harness/siteContext";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const WIDTHS = [390, 1280] as const;

const demo = mailedOwnerJourney();

describe("gift cards", () => {
  test("an owner's gift card is bought for a friend, mailed, and part of it spent at another visitor's checkout, shown before paying", async () => {
    const shop = (await demo.owner.send("GET", "/api/config/store/shop")).json().shop;
    const made = await demo.owner.send("POST", "/api/config/store/products", {
      json: {
        collectionId: shop.id,
        productType: "GIFT_CARD",
        name: "Harbor Gift Card",
        urlSlug: "harbor-gift-card",
        description: "For the coffee lover in your life.",
        visible: true,
        variants: [
          { sku: "GIFT-25", priceCents: 2500, unlimited: true },
          { sku: "GIFT-50", priceCents: 5000, unlimited: true },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    const productId = made.json().id as string;

    for (const width of WIDTHS) {
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await page.goto(demo.journey.server.siteUrl("demo"));
      await settle(page);
      const websiteId = (await readSiteContext(page)).website.id;
      // The shopper finds the card in the shop, opens its page and picks $50.00 among its amounts.
      await page.goto(demo.journey.server.siteUrl("demo", "/shop"));
      await settle(page);
      const listed = page.locator(".tsr-shop__item", { has: page.getByRole("link", { name: "Harbor Gift Card" }) });
      expect(await listed.locator(".tsr-product__price").innerText()).toBe("From $25.00");
      await reviewScreenshot(page, `gift-card-in-shop-${width}`);
      await listed.getByRole("link", { name: "Harbor Gift Card" }).click();
      await page.getByRole("heading", { level: 1, name: "Harbor Gift Card" }).waitFor();
      await settle(page);
      expect(await page.getByText("For the coffee lover in your life.").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);
      const checkout = (sku: string) => `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${productId}&sku=${sku}`;
      expect(await page.getByRole("link", { name: "Buy a gift card" }).getAttribute("href")).toBe(checkout("GIFT-25"));
      await reviewScreenshot(page, `gift-card-product-${width}`);
      const fifty = page.getByRole("link", { name: "Buy a $50.00 gift card" });
      expect(await fifty.innerText()).toBe("$50.00");
      // From the keyboard: Tab moves from the first amount to the second, Enter follows it.
      await page.getByRole("link", { name: "Buy a $25.00 gift card" }).focus();
      await page.keyboard.press("Tab");
      expect(await fifty.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => `${url.pathname}${url.search}` === checkout("GIFT-50"));
      await settle(page);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Harbor Gift Card");
      expect(await page.getByRole("radio", { name: "$50.00" }).isChecked()).toBe(true);
      const friend = `grace-${width}@example.com`;
      await page.getByLabel("Recipient's name").fill("Grace");
      await page.getByLabel("Recipient's email").fill(friend);
      await page.getByLabel("Your name").fill("Ada");
      await page.getByLabel("Message (optional)").fill("Happy birthday!");
      await page.getByLabel("Your email (for the receipt)").fill("ada@example.com");
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry month (MM)").fill("12");
      await page.getByLabel("Expiry year (YYYY)").fill("2040");
      await page.getByLabel("Security code").fill("123");
      await reviewScreenshot(page, `gift-card-checkout-${width}`);
      await page.getByRole("button", { name: "Buy gift card" }).click();
      await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();

      await expect.poll(() => demo.smtp.mails.some((mail) => mail.to.includes(friend)), { timeout: 15_000 }).toBe(true);
      const mail = demo.smtp.mails.find((m) => m.to.includes(friend))!;
      expect(mail.subject).toMatch(/^Ada sent you a \$50\.00 gift card for /);
      expect(mail.text).toContain("Happy birthday!");
      const code = /Your gift card code: ([A-Z0-9-]+)/.exec(mail.text)![1]!;

      // Another visitor buys Harbor Blend and spends part of the card.
      const other = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const buyer = other.page;
      await buyer.goto(demo.journey.server.siteUrl("demo", "/shop/harbor-blend"));
      await settle(buyer);
      // At 390 px one bag, which the $50 card pays in full; at 1280 px three bags ($54), of which it pays part.
      const bags = width === 390 ? 1 : 3;
      await buyer.getByRole("spinbutton", { name: "Quantity" }).fill(String(bags));
      await buyer.getByRole("button", { name: "Add to cart" }).click();
      await buyer.getByRole("status").getByText("Added to cart.").waitFor();
      await buyer.goto(demo.journey.server.siteUrl("demo", "/commerce/goto-checkout"));
      await settle(buyer);
      await buyer.getByLabel("Email").fill("lin@example.com");
      await buyer.getByLabel("Full name").fill("Lin Buyer");
      await buyer.getByLabel("Address", { exact: true }).fill("1 Commercial St");
      await buyer.getByLabel("City").fill("Portland");
      await buyer.getByLabel("State or region").fill("ME");
      await buyer.getByLabel("Zip or postal code").fill("04101");
      const box = buyer.getByLabel("Gift card code (optional)");
      await box.fill(code.toLowerCase());
      await box.press("Enter");
      const summary = buyer.locator(".tsr-checkout__gift-card");
      await summary.waitFor({ state: "visible" });
      expect(buyer.url()).toContain("/commerce/goto-checkout");
      const total = await buyer.locator('[data-total="grandTotal"]').innerText();
      const applied = await summary.locator('[data-total="giftCard"]').innerText();
      expect(applied).toMatch(/^−\$\d+\.\d\d$/);
      expect(await summary.locator('[data-total="amountDue"]').innerText()).toMatch(/^\$\d+\.\d\d$/);
      expect(await summary.locator('[data-total="giftCardRemaining"]').innerText()).toMatch(/stays on the gift card\.$/);
      expect(total).not.toBe("");
      await reviewScreenshot(buyer, `gift-card-redeemed-${width}`);
      const paidNote = buyer.getByText(PRIMARY_STORE_TEXTS.paidByGiftCard);
      if (bags === 1) {
        expect(await summary.locator('[data-total="amountDue"]').innerText()).toBe("$0.00");
        await paidNote.waitFor({ state: "visible" });
        expect(await buyer.getByLabel("Card number").isVisible()).toBe(false);
      } else {
        expect(await summary.locator('[data-total="amountDue"]').innerText()).not.toBe("$0.00");
        expect(await paidNote.isVisible()).toBe(false);
        await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
        await buyer.getByLabel("Expiry month (MM)").fill("12");
        await buyer.getByLabel("Expiry year (YYYY)").fill("2040");
        await buyer.getByLabel("Security code").fill("123");
      }
      await buyer.getByRole("button", { name: "Place order" }).click();
      await buyer.getByRole("heading", { name: "Thank you for your order" }).waitFor();
      expectNoConsoleErrors(tracked, "the gift card checkout");
      expectNoConsoleErrors(other, "a checkout paid in part by gift card");
    }
    const cards = (await demo.owner.send("GET", "/api/config/store/gift-cards")).json();
    expect(cards.total).toBe(2);
    expect(cards.giftCards.every((card: { balanceCents: number }) => card.balanceCents < 5000 && card.balanceCents >= 0)).toBe(true);

    // The owner reads the two cards in the store's Gift cards tab: codes masked, the recipient and each change of the balance.
    for (const width of WIDTHS) {
      const tracked = await demo.journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await signInAt(page, demo.journey.server.siteUrl("demo", "/config/store"), demo.journey.server.demoOwner);
      await page.getByRole("tab", { name: "Gift cards" }).click();
      const table = page.getByRole("table", { name: "Gift cards" });
      await table.getByText("grace-390@example.com").waitFor();
      const text = await table.innerText();
      expect(text).toContain("grace-1280@example.com");
      expect(text).toMatch(/Bought, \+\$50\.00/);
      expect(text).toMatch(/••••-••••-••••-[A-Z2-9]{4}/);
      expect(text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `gift-cards-tab-${width}`);
      expectNoConsoleErrors(tracked, "the owner's Gift cards tab");
    }
  });
});
