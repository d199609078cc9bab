// Long lists of the configuration area in a real browser: a shop of 73 products and a blog of
// 51 posts show 50 rows at a time, the owner moves between pages with Next and Previous by
// keyboard, and finds one product or post with the search box, told in plain words when
// nothing matches.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newTestStoreIds, storeSite } from "../src/server/testing/storeSites";
import { SiteClient } from "./forms-support/siteClient";
import { expectFocused, expectNoConsoleErrors } from "./harness/checks";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const OWNER = { email: "owner@long-lists.example", password: "long lists password" };
const cups = Array.from({ length: 70 }, (_, n) => ({
  collectionId: "",
  productType: "PHYSICAL",
  name: `Stoneware Cup ${String(n + 1).padStart(2, "0")}`,
  urlSlug: `stoneware-cup-${n + 1}`,
  position: 10 + n,
  variants: [{ priceCents: 1400, qtyInStock: 6 }],
}));

describe("long lists in the configuration area", () => {
  let journey: Journey;
  let site: OwnedSite;
  let blogId: string;

  beforeAll(async () => {
    journey = await openJourney();
    const ids = newTestStoreIds();
    site = await importOwnedSite(
      journey.server,
      storeSite("long-lists", ids, { moreProducts: cups.map((cup) => ({ ...cup, collectionId: ids.shop })) }),
      OWNER,
    );
    const owner = new SiteClient(journey.server, "long-lists");
    await owner.signIn(OWNER.email, OWNER.password);
    blogId = (await owner.send("POST", "/api/config/pages", { json: { kind: "blog", title: "Roast log", navigation: "main" } })).json().id;
    for (let n = 1; n <= 51; n++) {
      const made = await owner.send("POST", `/api/config/blogs/${blogId}/posts`, { json: { title: `Roast note ${String(n).padStart(2, "0")}` } });
      expect(made.status).toBe(201);
    }
  });
  afterAll(async () => {
    await journey?.close();
  });

  test("the products come 50 at a time, Next and Previous work by keyboard, and the search finds one product or says none match", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/store");
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    const rows = products.locator("tbody tr");
    expect(await rows.count()).toBe(50);
    await page.getByText("1–50 of 73").waitFor();

    const next = page.getByRole("button", { name: "Next" });
    await next.focus();
    await page.keyboard.press("Enter");
    await page.getByText("51–73 of 73").waitFor();
    expect(await rows.count()).toBe(23);
    expect(await rows.last().locator("td").first().innerText()).toBe("Stoneware Cup 70");
    await reviewScreenshot(page, "config-paging-products-page-2");
    const previous = page.getByRole("button", { name: "Previous" });
    await previous.focus();
    await expectFocused(previous);
    await page.keyboard.press("Enter");
    await page.getByText("1–50 of 73").waitFor();

    await page.getByRole("textbox", { name: "Search products" }).fill("cup 07");
    await expect.poll(() => products.locator("tbody tr td:first-child").allInnerTexts()).toEqual(["Stoneware Cup 07"]);
    await page.getByRole("textbox", { name: "Search products" }).fill("teapot");
    await page.getByText("No products match “teapot”.").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewScreenshot(page, "config-paging-products-no-match-phone");
    expectNoConsoleErrors(tracked, "the paged products");
  });

  test("the posts come 50 at a time with Next and Previous, the search finds one post by its title, and deleting the last page's post goes back a page", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, `/config/blogs/${blogId}`);
    const posts = page.locator(".page-list .page-title");
    await page.getByText("1–50 of 51").waitFor();
    expect(await posts.count()).toBe(50);
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("51–51 of 51").waitFor();
    expect(await posts.count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewScreenshot(page, "config-paging-posts-page-2-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Previous" }).press("Enter");
    await page.getByText("1–50 of 51").waitFor();

    await page.getByRole("textbox", { name: "Search posts" }).fill("note 42");
    await expect.poll(() => posts.allInnerTexts()).toEqual(["Roast note 42"]);
    await page.getByRole("textbox", { name: "Search posts" }).fill("espresso");
    await page.getByText("No posts match “espresso”.").waitFor();

    await page.getByRole("textbox", { name: "Search posts" }).fill("");
    await page.getByText("1–50 of 51").waitFor();
    await page.getByRole("button", { name: "Next" }).press("Enter");
    await page.getByText("51–51 of 51").waitFor();
    const lastTitle = await posts.first().innerText();
    await page.getByRole("button", { name: `Actions for ${lastTitle}` }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("50 entries").waitFor();
    expect(await posts.count()).toBe(50);
    expectNoConsoleErrors(tracked, "the paged posts");
  });
});
