import type { Page } from "playwright-core";
import { settle } from "./checks";

/** Puts one of the product in the page's cart, once the page's add-to-cart form is mounted (a click before that posts the form without script and leaves the page). */
export async function addToCart(page: Page, productUrl: string): Promise<void> {
  await page.goto(productUrl);
  await settle(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("status").getByText("Added to cart.").waitFor();
}

/** Pays for the cart with the test card at the checkout's address, as a buyer in Portland, Maine, and waits for the thank-you page. */
export async function placeOrder(page: Page, checkoutUrl: string): Promise<void> {
  await page.goto(checkoutUrl);
  await settle(page);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Full name").fill("Ada Buyer");
  await page.getByLabel("Address", { exact: true }).fill("1 Commercial St");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State or region").fill("ME");
  await page.getByLabel("Zip or postal code").fill("04101");
  // The Maine address adds its tax once the totals are asked again: the order is placed at the total the page then shows.
  await payWithTestCard(page, () => settle(page));
}

/** Fills the checkout's payment step with the test card that pays, places the order and waits for the thank-you page; `beforePlacing` runs just before the click. */
export async function payWithTestCard(page: Page, beforePlacing: () => Promise<void> = async () => undefined): Promise<void> {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry month (MM)").fill("12");
  await page.getByLabel("Expiry year (YYYY)").fill("2040");
  await page.getByLabel("Security code").fill("123");
  await beforePlacing();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
}
