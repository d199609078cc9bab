// The rest of the block catalogue and the shop's quick views, on the demo site through the owner
// API: the logo, the navigation marking the current page with aria-current, the link and
// collection link blocks, the RSS block and the blog feed it links to; a product's quick view
// opened by keyboard, adding to the cart, recorded and shown on the owner's analytics screen.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

let journey: Journey;
let pagePath: string;
let pageId: string;

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  const tree = (await owner.send("GET", "/api/config/pages")).json() as { navigations: { pages: { id: string; kind: string }[] }[] };
  const journal = tree.navigations.flatMap((n) => n.pages).find((p) => p.kind === "blog")!;
  ({ id: pageId, path: pagePath } = await publishPageOf(
    owner,
    "Catalogue",
    [
      { type: "logo", settings: {} },
      { type: "navigation", settings: { direction: "vertical" } },
      { type: "link", settings: { text: "Read our story", url: "/about", description: "How the roastery started." } },
      { type: "collection-link", settings: { collectionId: journal.id } },
      { type: "rss", settings: { blogId: journal.id } },
    ],
    "ca7a",
  ));
});

afterAll(async () => {
  await journey?.close();
});

describe("the catalogue's blocks and quick views", () => {
  test("the logo links home, the navigation marks this page, the links and the feed lead where they say", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const logo = page.locator(".tsr-block--logo").getByRole("link", { name: "Harbor & Pine Coffee" });
    expect(await logo.getAttribute("href")).toBe("/");
    const navigation = page.getByRole("navigation", { name: "Site" });
    expect(await navigation.getByRole("link", { name: "Catalogue" }).getAttribute("aria-current")).toBe("page");
    expect(await navigation.locator("[aria-current]").count()).toBe(1);
    expect(await navigation.getByRole("link", { name: "About" }).getAttribute("href")).toBe("/about");
    const story = page.getByRole("link", { name: "Read our story" });
    expect(await story.getAttribute("target")).toBeNull();
    expect(await story.evaluate((a) => document.getElementById(a.getAttribute("aria-describedby") ?? "")?.textContent)).toBe("How the roastery started.");
    const card = page.locator(".tsr-collection-link");
    expect(await card.getByRole("link", { name: "Journal" }).getAttribute("href")).toBe("/journal");
    expect(await card.locator(".tsr-collection-link__count").textContent()).toBe("3 posts");
    const feedLink = page.getByRole("link", { name: "Subscribe by RSS" });
    expect(await feedLink.getAttribute("type")).toBe("application/rss+xml");
    const feed = await feedLink.evaluate(async (a: HTMLAnchorElement) => {
      const response = await fetch(a.href);
      return { type: response.headers.get("content-type"), text: await response.text() };
    });
    expect(feed.type).toBe("application/rss+xml; charset=utf-8");
    expect(feed.text.match(/<item>/g)).toHaveLength(3);
    expectNoConsoleErrors(tracked, "the catalogue blocks");
  });

  test("a quick view opens by keyboard, adds to the cart, is recorded, closes with Escape and shows on the owner's analytics", async () => {
    const visitor = await journey.newPage();
    const { page } = visitor;
    await page.goto(journey.server.siteUrl("demo", "/shop"));
    const button = page.getByRole("button", { name: /^Quick view: / }).first();
    await button.waitFor();
    const productName = (await button.getAttribute("data-product-name"))!;
    const productId = (await button.getAttribute("data-quick-view"))!;
    const recorded = page.waitForRequest(`**/api/census/RecordQuickView/${productId}`);
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: productName });
    await dialog.waitFor();
    expect(JSON.parse(new URLSearchParams((await recorded).postData() ?? "").get("data") ?? "{}")).toMatchObject({ pagePath: "/shop" });
    await expectFocused(dialog.getByRole("button", { name: "Close" }));
    expect(await dialog.locator(".tsr-product__price:visible").textContent()).not.toBe("");
    await dialog.getByRole("button", { name: "Add to cart" }).focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("status").getByText("Added to cart.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(button);
    expect(visitor.requestedUrls.some((url) => /\/assets\/island-quick-view-/.test(url))).toBe(true);
    expectNoConsoleErrors(visitor, "the quick view");

    const tracked = await journey.newPage();
    await signInAt(tracked.page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await tracked.page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await tracked.page.goto(journey.server.siteUrl("demo", "/config/analytics"));
    const table = tracked.page.getByRole("table", { name: "Quick views per product" });
    await table.waitFor();
    await settle(tracked.page);
    expect(await table.getByRole("row").filter({ hasText: productName }).getByRole("cell").allTextContents()).toEqual([productName, "1"]);
    expectNoConsoleErrors(tracked, "the analytics screen's quick views");
  });

  test("the editor offers the blocks with previews, picks the blog by title and names choices in words", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.goto(journey.server.siteUrl("demo", `/config/pages/${pageId}`));
    await page.getByRole("button", { name: "Add block" }).click();
    const catalogue = page.getByRole("dialog", { name: "Add a block" });
    for (const label of ["Logo", "Navigation", "Link", "Collection link", "RSS"]) {
      expect(await catalogue.getByRole("button", { name: new RegExp(`^${label}:`) }).count(), label).toBe(1);
    }
    await catalogue.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: /^Edit Collection link/ }).click();
    await expect.poll(() => page.getByRole("button", { name: /Blog or shop/ }).textContent()).toContain("Journal");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: /^Edit Navigation/ }).click();
    expect(
      await page
        .getByRole("button", { name: /Navigation/ })
        .filter({ hasText: "Main navigation" })
        .count(),
    ).toBe(1);
    expectNoConsoleErrors(tracked, "the editor's panels of the catalogue blocks");
  });
});
