// Site search as a visitor meets it: the search block's preview typed into and moved through
// with the keyboard, the search page on a phone and a desktop (its own box with the same preview), its marked snippets readable,
// no page view recorded on it, and the ad pixel's Search event only with consent.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { PREVIEW_WAIT_MS } from "../src/blocks/search/previewQueries";
import { PAGE_TYPE } from "../src/domain/enumerations/pageTypes";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { contrastBehind } from "./harness/contrastBehind";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { quietNetwork } from "./harness/quietNetwork";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { readSiteContext } from "./harness/siteContext";
import { SiteClient } from "./forms-support/siteClient";

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

/** The preview's request for results. */
const searchRequest = (url: URL) => url.pathname === "/api/search";

/** The boxes of the elements a selector finds that overlap one another or leave the window. */
async function overlapsAndOverflow(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const problems: string[] = [];
    const boxes = [...document.querySelectorAll<HTMLElement>(wanted)].map((element) => ({
      name: element.textContent!.trim().slice(0, 40),
      box: element.getBoundingClientRect(),
    }));
    for (const [index, { name, box }] of boxes.entries()) {
      if (box.left < 0 || box.right > document.documentElement.clientWidth) problems.push(`${name} leaves the window`);
      for (const other of boxes.slice(index + 1)) {
        const apart = box.right <= other.box.left || other.box.right <= box.left || box.bottom <= other.box.top || other.box.bottom <= box.top;
        if (!apart) problems.push(`${name} overlaps ${other.name}`);
      }
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push("the page scrolls sideways");
    return problems;
  }, selector);
}

describe("site search", () => {
  test("the search block shows results as you type, moved through with the keyboard, and opens the one chosen", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", "/blocks"));
    await settle(page);
    const box = page.getByRole("combobox", { name: "Search" });
    await box.click();
    // The first focus loads the preview's chunk; it is in place before the visitor's keys.
    await quietNetwork(page);
    await box.pressSequentially("harbor bl");
    const listbox = page.getByRole("listbox", { name: "Search results" });
    expect(await listbox.isHidden()).toBe(true);
    await page.clock.runFor(PREVIEW_WAIT_MS);
    await listbox.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const options = listbox.getByRole("option");
    expect(await options.first().innerText()).toContain("Harbor Blend");
    expect(await listbox.locator("mark").first().innerText()).toMatch(/^(harbor|blend)$/i);
    const covered = await listbox.evaluate(
      (list) =>
        [...list.querySelectorAll("li")].filter((option) => {
          const box = option.getBoundingClientRect();
          return !option.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }).length,
    );
    expect(covered, "options covered by what comes after the block").toBe(0);
    await reviewScreenshot(page, "site-search-preview");

    await box.press("ArrowDown");
    const first = await options.first().getAttribute("id");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await box.press("ArrowUp");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await options.last().getAttribute("id"));
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);

    await box.press("Escape");
    expect(await listbox.isHidden()).toBe(true);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await box.press("Backspace");
    await page.clock.runFor(PREVIEW_WAIT_MS);
    await listbox.waitFor();
    await box.press("ArrowDown");
    await Promise.all([page.waitForURL(/\/shop\/harbor-blend$/), box.press("Enter")]);
    await settle(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Harbor Blend");
    expectNoConsoleErrors(tracked, "the search preview");
  });

  test("the search box without script opens the search page", async () => {
    const tracked = await journey.newPage({ javaScriptEnabled: false });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/blocks"));
    await page.getByRole("searchbox", { name: "Search" }).fill("espresso");
    await Promise.all([page.waitForURL(/\/search\?q=espresso$/), page.getByRole("button", { name: "Search", exact: true }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Search");
  });

  for (const width of [390, 1280]) {
    test(`the search page at ${width} px lists marked results, readable and apart, with the kinds as links`, async () => {
      const tracked = await journey.newPage({ viewport: { width, height: 900 }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl("demo", "/search?q=coffee"));
      await settle(page);
      const context = await readSiteContext(page);
      expect(context.pageType).toBe(PAGE_TYPE.SEARCH);
      expect(await page.locator(".tsr-search-count").innerText()).toMatch(/^\d+ results for “coffee”/);
      const results = page.locator(".tsr-search-results > li");
      expect(await results.count()).toBeGreaterThan(1);
      const marks = page.locator(".tsr-search-snippet mark");
      expect(await marks.count()).toBeGreaterThan(0);
      expect(await marks.first().isVisible()).toBe(true);
      for (const measured of await contrastBehind(page, ".tsr-search-snippet mark"))
        expect(measured.ratio, measured.text).toBeGreaterThanOrEqual(measured.needed);
      expect(await overlapsAndOverflow(page, ".tsr-search-results article, .tsr-search-kinds a, .tsr-search-row > *")).toEqual([]);
      await reviewScreenshot(page, `site-search-page-${width}`);

      await page.getByRole("navigation", { name: "Kinds of result" }).getByRole("link", { name: "Products" }).click();
      await settle(page);
      expect(new URL(page.url()).search).toBe("?q=coffee&kind=product");
      for (const kind of await page.locator(".tsr-search-kind").allInnerTexts()) expect(kind.toLowerCase()).toBe("product");

      await page.goto(journey.server.siteUrl("demo", "/search?q=zeppelin"));
      await settle(page);
      expect(await page.locator(".tsr-empty").innerText()).toBe("Nothing on this site matches “zeppelin”. Try other words, or fewer of them.");
      await reviewScreenshot(page, `site-search-nothing-${width}`);
      expectNoConsoleErrors(tracked, `the search page at ${width} px`);
    });
  }

  for (const width of [390, 1280]) {
    test(`the search page's own box at ${width} px shows the search block's preview as you type, over the results`, async () => {
      const tracked = await journey.newPage({ viewport: { width, height: 900 }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      const { page } = tracked;
      await holdClock(page);
      await page.goto(journey.server.siteUrl("demo", "/search?q=coffee"));
      await settle(page);
      const box = page.getByRole("combobox", { name: "Search this site" });
      await box.focus();
      await quietNetwork(page);
      const listbox = page.getByRole("listbox", { name: "Search results" });
      // The words the page came with are its results already: focusing the box asks nothing.
      await page.clock.runFor(PREVIEW_WAIT_MS);
      expect(await listbox.isHidden()).toBe(true);
      await box.fill("");
      await box.pressSequentially("harbor");
      await page.clock.runFor(PREVIEW_WAIT_MS);
      await listbox.waitFor();
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      const options = listbox.getByRole("option");
      expect(await options.first().innerText()).toContain("Harbor");
      // The options in the list's view (a long list scrolls inside itself) are on top of the results under the box.
      const covered = await listbox.evaluate((list) => {
        const view = list.getBoundingClientRect();
        return [...list.querySelectorAll("li")].filter((option) => {
          const optionBox = option.getBoundingClientRect();
          const middle = optionBox.top + optionBox.height / 2;
          if (middle < view.top || middle > view.bottom) return false;
          return !option.contains(document.elementFromPoint(optionBox.left + optionBox.width / 2, middle));
        }).length;
      });
      expect(covered, "options covered by the results under the box").toBe(0);
      expect(await overlapsAndOverflow(page, ".tsr-search-preview__option")).toEqual([]);
      await reviewScreenshot(page, `site-search-page-preview-${width}`);
      await box.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
      await box.press("Escape");
      expect(await listbox.isHidden()).toBe(true);
      await Promise.all([page.waitForURL(/\/search\?q=harbor$/), box.press("Enter")]);
      expectNoConsoleErrors(tracked, `the search page's preview at ${width} px`);
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px, a preview whose request the network does not carry says "Unable to load results" under the box and keeps the words`, async () => {
      const tracked = await journey.newPage({ viewport: { width, height: 900 }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      const { page } = tracked;
      await holdClock(page);
      await page.goto(journey.server.siteUrl("demo", "/blocks"));
      await settle(page);
      const box = page.getByRole("combobox", { name: "Search" });
      await box.click();
      await quietNetwork(page);
      await page.route(searchRequest, (route) => route.abort("internetdisconnected"));
      await box.pressSequentially("harbor bl");
      await page.clock.runFor(PREVIEW_WAIT_MS);
      const status = page.getByRole("status").filter({ hasText: "Unable to load results" });
      await status.waitFor();
      expect(await status.innerText()).toBe("Unable to load results. Press Enter to search.");
      expect(await status.isVisible()).toBe(true);
      const shown = await status.boundingBox();
      expect(shown!.width).toBeGreaterThan(100);
      expect(await box.inputValue()).toBe("harbor bl");
      expect(await page.getByRole("listbox", { name: "Search results" }).isHidden()).toBe(true);
      for (const measured of await contrastBehind(page, ".tsr-search-preview__status--problem"))
        expect(measured.ratio, measured.text).toBeGreaterThanOrEqual(measured.needed);
      await status.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `site-search-preview-unable-${width}`);

      await page.unroute(searchRequest);
      await box.press("Backspace");
      await page.clock.runFor(PREVIEW_WAIT_MS);
      await page.getByRole("listbox", { name: "Search results" }).waitFor();
      expect(await page.locator(".tsr-search-preview__status--problem").count()).toBe(0);
    });
  }

  test("no page view is recorded on the search page, as one is on other pages", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const pageViews: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/census/RecordHit") && (request.postData() ?? "").includes("event=pageview"))
        pageViews.push(new URL(page.url()).pathname);
    });
    await page.goto(journey.server.siteUrl("demo", "/search?q=coffee"));
    await settle(page);
    await page.goto(journey.server.siteUrl("demo", "/about"));
    await settle(page);
    await expect.poll(() => pageViews).toEqual(["/about"]);
  });

  test("with an ad pixel configured, a search reaches it as Search only when consent allows", async () => {
    const settings = (await owner.send("GET", "/api/config/store/settings")).json();
    expect((await owner.send("PUT", "/api/config/store/settings", { json: { ...settings, pixelId: "1234567890" } })).status).toBe(200);
    try {
      const visit = async (consent: "true" | "false") => {
        const tracked = await journey.newPage();
        await tracked.context.route("https://connect.facebook.net/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
        await tracked.context.addCookies([{ name: "ss_cookieAllowed", value: consent, url: journey.server.siteUrl("demo") }]);
        await tracked.page.goto(journey.server.siteUrl("demo", "/search?q=cold+brew"));
        await settle(tracked.page);
        const tracks = () =>
          tracked.page.evaluate(() =>
            ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).filter((call) => call[0] === "track").map((call) => call.slice(1)),
          );
        if (consent === "true") await expect.poll(tracks).toEqual([["Search", { search_string: "cold brew" }]]);
        else expect(await tracked.page.evaluate(() => "fbq" in window)).toBe(false);
        expectNoConsoleErrors(tracked, `the search page with consent ${consent}`);
      };
      await visit("false");
      await visit("true");
    } finally {
      await owner.send("PUT", "/api/config/store/settings", { json: settings });
    }
  });
});
