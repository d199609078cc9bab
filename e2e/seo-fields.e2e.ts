// An owner gives a blog and a product a search title and description, from the page list's
// "Search engines and sharing" dialog and from the product editor, watching the search result and
// shared link previews follow on a desktop and a phone; the pages' heads then carry them.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newTestStoreIds, storeSite } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@seo-fields.example", password: "store owner password" };

let journey: Journey;
let corner: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  corner = await importOwnedSite(journey.server, storeSite("seofields", newTestStoreIds()), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fills the section's two texts and checks both previews show them. */
async function fillSeo(scope: ReturnType<Page["locator"]>, title: string, description: string) {
  await scope.getByRole("textbox", { name: "Search title" }).fill(title);
  await scope.getByRole("textbox", { name: "Search description" }).fill(description);
  const search = scope.getByRole("figure", { name: "Search result preview" });
  expect(await search.locator(".seo-preview__title").innerText()).toBe(title);
  expect(await search.locator(".seo-preview__description").innerText()).toBe(description);
  expect(await scope.getByRole("figure", { name: "Shared link preview" }).locator(".seo-preview__title").innerText()).toBe(title);
  return search;
}

/** The head of a visitor's page: its title and the description shared links and search engines read. */
async function headOf(page: Page, url: string) {
  await page.goto(url);
  const head = page.locator("head");
  return {
    title: await page.title(),
    description: await head.locator('meta[name="description"]').getAttribute("content"),
    ogTitle: await head.locator('meta[property="og:title"]').getAttribute("content"),
    robots: await head.locator('meta[name="robots"]').count(),
  };
}

describe("SEO fields of pages and products", () => {
  test("a shop page's SEO fields show in the page list's dialog previews at desktop and phone width, and its head carries them", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await corner.signIn(page, "/config/");
    await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Actions for Shop" }).click();
    await page.getByRole("menuitem", { name: "Search engines and sharing…" }).click();
    const dialog = page.getByRole("dialog", { name: "Search engines and sharing for Shop" });
    const search = dialog.getByRole("figure", { name: "Search result preview" });
    expect(await search.locator(".seo-preview__address").innerText()).toContain("› shop");
    expect(await search.locator(".seo-preview__title").innerText()).toContain("Shop — ");
    await fillSeo(dialog, "Coffee and gear from the corner", "Beans we roast and the gear to brew them.");
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-fields-page-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-fields-page-phone");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Search engine settings saved.").waitFor();
    expectNoConsoleErrors(owner, "the page list");

    const visitor = await journey.newPage();
    expect(await headOf(visitor.page, journey.server.siteUrl("seofields", "/shop"))).toEqual({
      title: "Coffee and gear from the corner",
      description: "Beans we roast and the gear to brew them.",
      ogTitle: "Coffee and gear from the corner",
      robots: 0,
    });
  });

  test("a product's SEO fields show in the product editor's previews at desktop and phone width, and its head carries them", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await corner.signIn(page, "/config/store");
    await page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Harbor Blend" }).click();
    await page.getByRole("heading", { name: "Harbor Blend", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Product" });
    const search = await fillSeo(form, "Harbor Blend espresso beans", "Our house espresso, roasted every week.");
    expect(await search.locator(".seo-preview__address").innerText()).toContain("› shop › harbor-blend");
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-fields-product-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-fields-product-phone");
    await form.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved.").waitFor();
    expectNoConsoleErrors(owner, "the product editor");

    const visitor = await journey.newPage();
    expect(await headOf(visitor.page, journey.server.siteUrl("seofields", "/shop/harbor-blend"))).toEqual({
      title: "Harbor Blend espresso beans",
      description: "Our house espresso, roasted every week.",
      ogTitle: "Harbor Blend espresso beans",
      robots: 0,
    });
  });
});
