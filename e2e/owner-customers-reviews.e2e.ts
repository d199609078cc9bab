// The owners' customers and reviews screens on the demo site, at phone and desktop width: the
// owner finds a customer by email, opens their orders and addresses; a buyer writes a review from
// the review request page (209) with the keyboard's stars, the owner approves it on the Reviews
// screen, and the product page then shows its stars (inline SVG). Each screen and page is audited
// for overflow, small targets, small input text and axe's rules (contrast included).
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../src/db/database";
import { ORDER_STATUS } from "../src/domain/commerce/orderStatus";
import { newId } from "../src/domain/ids";
import { reviewRequestLink } from "../src/server/features/store/reviews/reviewLinks";
import { emptyOrder } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const WIDTHS = [390, 1280] as const;
const SECRET = "b".repeat(64);
const CUSTOMER = "marguerite@customers.example";

let journey: Journey;
/** The demo's Harbor Blend, which the reviews are of. */
let blend: { id: string; name: string };

/** Writes straight into the server's database what a shopper's past would have: an account with an order and an address, and review requests. */
async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"], websiteId: string) => Promise<T>): Promise<T> {
  const database = openDatabase({ engine: "sqlite", file: path.join(journey.server.dataDir, "tessera.db") });
  try {
    const site = await database.db.selectFrom("websites").select("id").where("identifier", "=", "demo").executeTakeFirstOrThrow();
    return await work(database.db, site.id);
  } finally {
    await database.close();
  }
}

/** A fulfilled order of the Harbor Blend with its review request mailed; answers the request page's link. */
async function reviewRequest(buyer: string): Promise<string> {
  return withDatabase(async (db, websiteId) => {
    const orderId = newId();
    const requestId = newId();
    const at = new Date().toISOString();
    const lines = [
      {
        variantId: newId(),
        productId: blend.id,
        productType: "PHYSICAL",
        name: blend.name,
        sku: "",
        optionValues: [],
        quantity: 1,
        unitPriceCents: 1800,
        lineTotalCents: 1800,
      },
    ];
    await db
      .insertInto("storeOrders")
      .values({ ...emptyOrder(orderId, websiteId, at), email: buyer, status: ORDER_STATUS.FULFILLED, fulfilledAt: at, linesJson: JSON.stringify(lines) })
      .execute();
    await db.insertInto("storeReviewRequests").values({ id: requestId, websiteId, orderId, state: "sent", dueAt: at, claimedAt: at, createdAt: at }).execute();
    return reviewRequestLink(SECRET, requestId, null);
  });
}

beforeAll(async () => {
  journey = await openJourney({ env: { SESSION_SECRET: SECRET } });
  blend = await withDatabase(async (db, websiteId) => {
    const product = await db
      .selectFrom("storeProducts")
      .select(["id", "name"])
      .where("websiteId", "=", websiteId)
      .where("urlSlug", "=", "harbor-blend")
      .executeTakeFirstOrThrow();
    const customerId = newId();
    const at = new Date(Date.UTC(2026, 10, 20, 10)).toISOString();
    await db
      .insertInto("siteUsers")
      .values({ id: customerId, websiteId, email: CUSTOMER, passwordHash: "", verifiedAt: at, createdAt: at, updatedAt: at })
      .execute();
    await db
      .insertInto("siteUserAddresses")
      .values({
        id: newId(),
        websiteId,
        siteUserId: customerId,
        name: "Marguerite Duras",
        line1: "5 Rue Saint-Benoît",
        line2: "",
        city: "Paris",
        region: "",
        postalCode: "75006",
        country: "FR",
        createdAt: at,
      })
      .execute();
    const lines = [
      {
        variantId: newId(),
        productId: product.id,
        productType: "PHYSICAL",
        name: product.name,
        sku: "",
        optionValues: [],
        quantity: 2,
        unitPriceCents: 1800,
        lineTotalCents: 3600,
      },
    ];
    await db
      .insertInto("storeOrders")
      .values({
        ...emptyOrder(newId(), websiteId, at),
        email: CUSTOMER,
        siteUserId: customerId,
        status: ORDER_STATUS.PAID,
        paidAt: at,
        grandTotalCents: 3600,
        subtotalCents: 3600,
        linesJson: JSON.stringify(lines),
      })
      .execute();
    return product;
  });
});

afterAll(async () => {
  await journey?.close();
});

/** Audits the page and fails with what was found, naming the page. */
async function expectClean(page: Page, phone: boolean, what: string): Promise<void> {
  const findings = await auditPage(page, phone);
  expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

/** Opens a configuration screen from the navigation, as an owner would (on a phone, behind the menu). */
async function openScreen(page: Page, label: string): Promise<void> {
  await page.locator("#configuration-nav").waitFor({ state: "attached" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("heading", { name: label, level: 1 }).waitFor();
}

describe("the owners' customers and reviews screens", () => {
  test("the owner finds a customer by email and opens their orders and addresses", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
      await openScreen(page, "Customers");
      await page.getByLabel("Search customers").fill("marguerite");
      const row = page.getByRole("row").filter({ hasText: CUSTOMER });
      await row.waitFor();
      expect(await row.innerText()).toContain("Yes");
      await expectClean(page, phone, "customers list");
      await reviewScreenshot(page, `owner-customers-${width}`);

      await page.getByLabel("Search customers").fill("nobody-has-this");
      await page.getByText("No customers match", { exact: false }).waitFor();
      await page.getByLabel("Search customers").fill("");
      await row.getByRole("link", { name: CUSTOMER }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: CUSTOMER, level: 1 }).waitFor();
      const order = page.getByRole("row").filter({ hasText: `2 × ${blend.name}` });
      await order.waitFor();
      expect(await order.innerText()).toContain("Paid");
      await page.getByRole("row").filter({ hasText: "5 Rue Saint-Benoît, 75006 Paris, FR" }).waitFor();
      await expectClean(page, phone, "a customer");
      await reviewScreenshot(page, `owner-customer-${width}`);
      expectNoConsoleErrors(tracked, "the customers screen");
      await tracked.close();
    }
  });

  test("a buyer reviews from the request page, the owner approves it, and the product page shows its stars", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const author = `Reviewer ${width}`;
      const link = await reviewRequest(`buyer-${width}@example.com`);
      const buyer = await journey.newPage({ viewport: { width, height: 900 } });
      await buyer.page.goto(journey.server.siteUrl("demo", link));
      await settle(buyer.page);
      await buyer.page.getByRole("heading", { name: blend.name, level: 2 }).waitFor();
      await buyer.page.getByRole("button", { name: "Send review" }).click();
      await buyer.page.getByText("Please select a star rating").first().waitFor();
      // The form sent without stars comes back as a 400 page saying so, which the browser logs.
      const refused = { text: "Failed to load resource: the server responded with a status of 400 (Bad Request)", url: buyer.page.url() };
      expectNoConsoleErrors(buyer, "the review form sent without stars", [refused]);
      await buyer.page.getByRole("radio", { name: "3 stars" }).focus();
      await buyer.page.keyboard.press("ArrowRight");
      expect(await buyer.page.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
      await buyer.page.getByLabel("Your name, as shown with the review").fill(author);
      await buyer.page.getByLabel("Title (optional)").fill("Smooth and bright");
      await buyer.page.getByLabel("Your review").fill(`Tried it at ${width} px: lovely with milk.`);
      await expectClean(buyer.page, phone, "review request page");
      await reviewScreenshot(buyer.page, `review-request-${width}`);
      await buyer.page.getByRole("button", { name: "Send review" }).click();
      await buyer.page.getByText("Thanks for your feedback").first().waitFor();

      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      await signInAt(owner.page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
      await openScreen(owner.page, "Reviews");
      const row = owner.page.getByRole("row").filter({ hasText: author });
      await row.waitFor();
      expect(await row.getByRole("img", { name: "4 out of 5 stars" }).count()).toBe(1);
      await expectClean(owner.page, phone, "reviews queue");
      await reviewScreenshot(owner.page, `owner-reviews-${width}`);
      await row.getByRole("button", { name: `Reply to ${author}` }).click();
      await owner.page.getByLabel("Your public reply").fill("Thank you for trying it!");
      await owner.page.getByRole("button", { name: "Publish with reply" }).click();
      await owner.page.getByText(`Your reply to ${author} is published with the review.`).waitFor();
      expectNoConsoleErrors(owner, "the reviews screen");
      await owner.close();

      await buyer.page.goto(journey.server.siteUrl("demo", "/shop/harbor-blend"));
      await settle(buyer.page);
      const reviews = buyer.page.getByRole("region", { name: "Reviews" });
      const review = reviews.getByRole("listitem").filter({ hasText: author });
      await review.waitFor();
      expect(await review.getByRole("img", { name: "4 out of 5 stars" }).count()).toBe(1);
      expect(await review.innerText()).toContain("Reply from the shop: Thank you for trying it!");
      const stars = review.locator(".tsr-rating svg");
      expect(await stars.count()).toBe(5);
      const boxes = await stars.evaluateAll((icons) =>
        icons.map((icon) => icon.getBoundingClientRect()).map(({ top, height, width: w }) => ({ top, height, width: w })),
      );
      for (const box of boxes) expect(box).toEqual({ top: boxes[0]!.top, height: 20, width: 20 });
      await reviews.scrollIntoViewIfNeeded();
      await expectClean(buyer.page, phone, "product page with reviews");
      await reviewScreenshot(buyer.page, `product-review-stars-${width}`);
      expectNoConsoleErrors(buyer, "the review request and product pages");
      await buyer.close();
    }
  });
});
