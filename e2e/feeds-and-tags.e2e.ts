// A visitor on a phone and on a desktop opens a blog's tag page and a shop's category page: each
// has its own title and heading, its posts or products a page at a time with the pager, and the
// tag page's head links RSS and Atom feeds that fetch as well-formed XML of the same posts. The
// owner puts a product in categories in the product editor; its page links them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { newTestStoreIds, storeSite } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors } from "./harness/checks";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const IDENTIFIER = "feeds-tags";
const OWNER = { email: "owner@feeds-tags.example", password: "feeds and tags password" };
/** Posts tagged "coffee": a full page of 20 and 5 on the second. */
const TAGGED_POSTS = 25;
/** Cups in the "Cups" category: a full page of 24 and 6 on the second. */
const CUPS = 30;
const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

/** The store test site with a journal of tagged posts and a shop with a category of cups. */
function feedsSite(): string {
  const ids = newTestStoreIds();
  const cups = Array.from({ length: CUPS }, (_, n) => ({
    collectionId: ids.shop,
    productType: "PHYSICAL",
    name: `Cup ${String(n + 1).padStart(2, "0")}`,
    urlSlug: `cup-${n + 1}`,
    position: 10 + n,
    categories: ["Cups"],
    variants: [{ priceCents: 1400, qtyInStock: 6 }],
  }));
  const file = JSON.parse(storeSite(IDENTIFIER, ids, { moreProducts: cups }));
  file.collections.push({
    type: 1,
    title: "Journal",
    urlSlug: "journal",
    navigation: "main",
    position: 2,
    settings: { urlFormat: "{title}" },
    items: Array.from({ length: TAGGED_POSTS + 1 }, (_, n) => ({
      recordType: 1,
      title: n === TAGGED_POSTS ? "An untagged note" : `Coffee note ${String(TAGGED_POSTS - n).padStart(2, "0")} <& more>`,
      urlSlug: `note-${n}`,
      publishState: 1,
      publishOn: new Date(Date.UTC(2026, 5, 30 - n, 9)).toISOString(),
      excerpt: `Note ${n} from the roastery.`,
      tags: n === TAGGED_POSTS ? [] : ["coffee"],
      categories: [],
    })),
  });
  return JSON.stringify(file);
}

/** What the page's head links as a feed of the type: fetched in the page, parsed by the browser as XML (null when it is not well-formed). */
async function feedFromHead(page: Page, type: string) {
  return page.evaluate(async (feedType) => {
    const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][type="${feedType}"]`);
    if (!link) return null;
    const response = await fetch(link.href);
    const xml = new DOMParser().parseFromString(await response.text(), "application/xml");
    return {
      title: link.title,
      status: response.status,
      contentType: response.headers.get("content-type"),
      wellFormed: xml.getElementsByTagName("parsererror").length === 0,
      feedTitle: xml.querySelector("channel > title, feed > title")?.textContent ?? "",
      itemTitles: [...xml.querySelectorAll("item > title, entry > title")].map((title) => title.textContent ?? ""),
    };
  }, type);
}

describe("feeds, tag pages and category pages", () => {
  let journey: Journey;
  let site: OwnedSite;

  beforeAll(async () => {
    journey = await openJourney();
    site = await importOwnedSite(journey.server, feedsSite(), OWNER);
  });
  afterAll(async () => {
    await journey?.close();
  });

  for (const width of WIDTHS) {
    test(`a tag's page on a ${width.name} has its title, heading, posts, pager and feeds of its own`, async () => {
      const tracked = await journey.newPage({ viewport: width.viewport });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl(IDENTIFIER, "/journal/tag/coffee"));
      await page.getByRole("heading", { name: "Posts tagged “coffee”", level: 1 }).waitFor();
      expect(await page.title()).toBe(`Posts tagged “coffee” — Journal — Store ${IDENTIFIER}`);
      const posts = page.getByRole("main").getByRole("heading", { level: 2 });
      expect(await posts.count()).toBe(20);
      expect(await posts.first().innerText()).toBe("Coffee note 25 <& more>");
      expect(await page.getByRole("main").getByText("An untagged note").count()).toBe(0);
      await reviewScreenshot(page, `feeds-tag-page-${width.name}`);

      const rss = await feedFromHead(page, "application/rss+xml");
      expect(rss).toMatchObject({
        title: "Posts tagged “coffee” — Journal (RSS)",
        status: 200,
        contentType: "application/rss+xml; charset=utf-8",
        wellFormed: true,
      });
      expect(rss!.feedTitle).toBe(`Posts tagged “coffee” — Journal — Store ${IDENTIFIER}`);
      expect(rss!.itemTitles).toHaveLength(20);
      expect(rss!.itemTitles[0]).toBe("Coffee note 25 <& more>");
      const atom = await feedFromHead(page, "application/atom+xml");
      expect(atom).toMatchObject({
        title: "Posts tagged “coffee” — Journal (Atom)",
        status: 200,
        contentType: "application/atom+xml; charset=utf-8",
        wellFormed: true,
      });
      expect(atom!.itemTitles[0]).toBe("Coffee note 25 &lt;&amp; more&gt;");

      const pager = page.getByRole("navigation", { name: "More posts" });
      await pager.getByRole("link", { name: "Older posts" }).click();
      await page.waitForURL(/\/journal\/tag\/coffee\/page\/2$/);
      expect(await page.title()).toBe(`Posts tagged “coffee”, page 2 — Journal — Store ${IDENTIFIER}`);
      expect(await posts.allInnerTexts()).toEqual([
        "Coffee note 05 <& more>",
        "Coffee note 04 <& more>",
        "Coffee note 03 <& more>",
        "Coffee note 02 <& more>",
        "Coffee note 01 <& more>",
      ]);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(journey.server.siteUrl(IDENTIFIER, "/journal/tag/coffee/page/2"));
      expect(await pager.getByRole("link", { name: "Newer posts" }).getAttribute("href")).toBe("/journal/tag/coffee");
      await reviewScreenshot(page, `feeds-tag-page-2-${width.name}`);
      expectNoConsoleErrors(tracked, `the tag page on a ${width.name}`);
    });

    test(`a shop's category page on a ${width.name} has its title, heading, products and pager, and an unknown category is not found`, async () => {
      const tracked = await journey.newPage({ viewport: width.viewport });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl(IDENTIFIER, "/shop/category/cups"));
      await page.getByRole("heading", { name: "Cups", level: 1 }).waitFor();
      expect(await page.title()).toBe(`Cups — Shop — Store ${IDENTIFIER}`);
      const names = page.locator(".tsr-shop__name");
      expect(await names.count()).toBe(24);
      expect(await names.first().innerText()).toBe("Cup 01");
      expect(await page.getByRole("main").getByRole("link", { name: "Harbor Blend" }).count()).toBe(0);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(journey.server.siteUrl(IDENTIFIER, "/shop/category/cups"));
      await reviewScreenshot(page, `feeds-shop-category-${width.name}`);

      await page.getByRole("link", { name: "More products" }).click();
      await page.waitForURL(/\/shop\/category\/cups\/page\/2$/);
      expect(await page.title()).toBe(`Cups, page 2 — Shop — Store ${IDENTIFIER}`);
      expect(await names.allInnerTexts()).toEqual(["Cup 25", "Cup 26", "Cup 27", "Cup 28", "Cup 29", "Cup 30"]);
      await page.getByRole("link", { name: "Previous products" }).waitFor();
      await reviewScreenshot(page, `feeds-shop-category-page-2-${width.name}`);

      expectNoConsoleErrors(tracked, `the category page on a ${width.name}`);
      const unknown = await page.goto(journey.server.siteUrl(IDENTIFIER, "/shop/category/teapots"));
      expect(unknown?.status()).toBe(404);
    });
  }

  test("the owner puts a product in categories in the product editor, and a visitor follows its category from its page", async () => {
    const owner = await journey.newPage();
    await site.signIn(owner.page, "/config/store");
    await owner.page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Enamel Mug" }).click();
    const form = owner.page.getByRole("form", { name: "Product" });
    const categories = form.getByRole("textbox", { name: "Categories" });
    await categories.fill("Cups, A category name far too long");
    await form.getByRole("button", { name: "Save product" }).click();
    await form.getByText("A category can be at most 25 characters.").waitFor();
    await reviewScreenshot(owner.page, "feeds-product-categories-refused");
    await categories.fill("Cups, Gift ideas");
    await form.getByRole("button", { name: "Save product" }).click();
    await owner.page.getByText("Product saved.").waitFor();
    expectNoConsoleErrors(owner, "the product editor's categories");

    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl(IDENTIFIER, "/shop/enamel-mug"));
    const links = visitor.page.locator(".tsr-product__categories").getByRole("link");
    expect(await links.allInnerTexts()).toEqual(["Cups", "Gift ideas"]);
    await links.first().click();
    await visitor.page.getByRole("heading", { name: "Cups", level: 1 }).waitFor();
    expect(await visitor.page.locator(".tsr-shop__name").first().innerText()).toBe("Enamel Mug");
    expectNoConsoleErrors(visitor, "the product's category");
  });
});
