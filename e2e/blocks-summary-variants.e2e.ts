// The summary block over the demo's journal and shop in its wall, carousel, list and grid
// variants; the carousel stepped by keyboard; "Show more" refreshing the block through
// GetWidgetRendering; and the image block's six variants at 1280 and 400 px, narrow under 415 px,
// with no text overlapping.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { publishPageOf } from "./harness/publishedPage";

let journey: Journey;
let summaryPath: string;
let picturePath: string;

const POSTS = ["How we choose our beans", "A beginner's guide to pour-over", "Meet our new winter blend"];
const IMAGE_VARIANTS = ["inline", "poster", "card", "overlap", "collage", "stack"] as const;

const SUMMARIES = [
  { id: "5a0000000000000000000001", settings: { heading: "Journal wall", source: "blog", variant: "wall" } },
  { id: "5a0000000000000000000002", settings: { heading: "Shop carousel", source: "products", variant: "carousel", sort: "title" } },
  { id: "5a0000000000000000000003", settings: { heading: "Journal list", source: "blog", variant: "list" } },
  { id: "5a0000000000000000000004", settings: { heading: "Shop grid", source: "products", variant: "grid", fields: { excerpt: false } } },
  { id: "5a0000000000000000000005", settings: { heading: "Latest post", source: "blog", variant: "grid", count: 1, showMore: true } },
];

const PICTURES = IMAGE_VARIANTS.map((variant, index) => ({
  id: `5b000000000000000000000${index + 1}`,
  settings: {
    src: "/static/demo/roastery.svg",
    alt: `The roaster at work (${variant})`,
    width: 1200,
    height: 800,
    variant,
    title: `Roasted on Tuesdays and Fridays, ${variant}`,
    caption: "Twelve kilos at a time, cooled on the tray and bagged the same afternoon.",
    buttonLabel: "Visit the roastery",
    buttonLink: "/roastery",
  },
}));

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  summaryPath = (
    await publishPageOf(
      owner,
      "Summaries",
      SUMMARIES.map((s) => ({ ...s, type: "summary" })),
    )
  ).path;
  picturePath = (
    await publishPageOf(
      owner,
      "Pictures",
      PICTURES.map((p) => ({ ...p, type: "image" })),
    )
  ).path;
});

afterAll(async () => {
  await journey?.close();
});

/** A summary block, found by its heading (summaries are not landmarks: two may share a heading). */
function summaryNamed(page: Page, heading: string) {
  return page.locator(".tsr-summary").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

/** The titles a summary (found by its heading) shows, in order. */
function titlesOf(page: Page, heading: string): Promise<string[]> {
  return summaryNamed(page, heading).getByRole("heading", { level: 3 }).allInnerTexts();
}

describe("summary block", () => {
  test("shows the demo's posts and products in the wall, carousel, list and grid variants", async () => {
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", summaryPath));
    expect(await titlesOf(page, "Journal wall")).toEqual(POSTS);
    expect(await titlesOf(page, "Journal list")).toEqual(POSTS);
    const shop = await titlesOf(page, "Shop carousel");
    expect(shop).toHaveLength(4);
    expect(shop).toEqual([...shop].sort((a, b) => a.localeCompare(b)));
    expect(await titlesOf(page, "Shop grid")).toEqual(expect.arrayContaining(shop));
    expect(await summaryNamed(page, "Shop grid").getByText("$18.00").count()).toBe(1);
    expect(await summaryNamed(page, "Journal list").locator("time").first().innerText()).toBe("October 20, 2026");

    const layout = await page.evaluate(() => {
      const items = (name: string) =>
        Array.from(document.querySelector(`.tsr-summary--${name}`)!.querySelectorAll(".tsr-summary__item"), (i) => i.getBoundingClientRect());
      return {
        wallColumns: getComputedStyle(document.querySelector(".tsr-summary--wall .tsr-summary__items")!).columnCount,
        listLefts: new Set(items("list").map((r) => Math.round(r.left))).size,
        gridTops: new Set(items("grid").map((r) => Math.round(r.top))).size,
        carouselTops: new Set(items("carousel").map((r) => Math.round(r.top))).size,
      };
    });
    expect(layout).toEqual({ wallColumns: "3", listLefts: 1, gridTops: 2, carouselTops: 1 });
    await page.getByRole("link", { name: POSTS[1] }).first().click();
    await page.waitForURL(/\/journal\/.+/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(POSTS[1]);
    expectNoConsoleErrors(tracked, "the summary variants");
  });

  test("the carousel steps by keyboard with its previous and next buttons, saying which items show, and never moves on its own", async () => {
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", summaryPath));
    const carousel = summaryNamed(page, "Shop carousel");
    const next = carousel.getByRole("button", { name: "Next items" });
    const previous = carousel.getByRole("button", { name: "Previous items" });
    await next.waitFor();
    const scrolled = () => carousel.locator(".tsr-summary__items").evaluate((list) => list.scrollLeft);
    expect(await previous.getAttribute("aria-disabled")).toBe("true");
    await page.clock.runFor(30_000);
    expect(await scrolled()).toBe(0);

    await next.focus();
    await page.keyboard.press("Enter");
    await carousel.getByText("Showing items 2 to 4 of 4").waitFor({ state: "attached" });
    expect(await scrolled()).toBeGreaterThan(0);
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Next items");
    await page.keyboard.press("Enter");
    expect(await carousel.locator(".tsr-summary__status").innerText()).toBe("Showing items 2 to 4 of 4");

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press(" ");
    await carousel.getByText("Showing items 1 to 3 of 4").waitFor({ state: "attached" });
    expect(await scrolled()).toBe(0);
    expectNoConsoleErrors(tracked, "the carousel by keyboard");
  });

  test("without script every summary's items are readable, the carousel still scrolls sideways with no buttons, and Show more stays hidden", async () => {
    const plain = await journey.newPage({ javaScriptEnabled: false });
    const { page } = plain;
    await page.goto(journey.server.siteUrl("demo", summaryPath));
    for (const title of POSTS) expect(await page.getByRole("link", { name: title }).first().isVisible(), title).toBe(true);
    expect(await summaryNamed(page, "Shop carousel").getByRole("button").count()).toBe(0);
    expect(await page.locator(".tsr-summary--carousel .tsr-summary__items").evaluate((list) => getComputedStyle(list).overflowX)).toBe("auto");
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);
  });

  test("Show more asks GetWidgetRendering for the block and puts the answer's HTML in its place", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", summaryPath));
    const block = page.locator("#block-5a0000000000000000000005");
    expect(await titlesOf(page, "Latest post")).toEqual([POSTS[0]]);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/widget/GetWidgetRendering"));
    await page.getByRole("button", { name: "Show more" }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postData()).toMatch(/^widgetJSON=/);
    expect((await response.json()).data.html).toContain(`<div id="block-5a0000000000000000000005"`);
    await block.getByRole("heading", { name: POSTS[2] }).waitFor();
    expect(await titlesOf(page, "Latest post")).toEqual(POSTS);
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(POSTS[1]);
    // The new items' pictures are marked loaded only once they come into view and arrive, after the items are in place.
    await expect.poll(() => block.locator("img.tsr-img--loaded").count()).toBeGreaterThan(0);
    expectNoConsoleErrors(tracked, "the summary's refresh");
  });
});

/** Each image block's text boxes (title, caption, button) and figure, as rectangles on the page, with the page's widths. */
function pictureBoxes(page: Page) {
  return page.evaluate(() => ({
    viewport: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    figures: [...document.querySelectorAll<HTMLElement>("figure.tsr-image")].map((figure) => {
      const box = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { left: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY, bottom: r.bottom + scrollY };
      };
      return {
        variant: [...figure.classList].find((c) => c.startsWith("tsr-image--"))!.slice("tsr-image--".length),
        block: box(figure.closest(".tsr-block")!),
        figure: box(figure),
        texts: [...figure.querySelectorAll(".tsr-image__title, .tsr-image__caption, .tsr-image__button")].map(box),
        /** Whether each text is what a reader sees at its middle, not hidden under the picture or another box. */
        onTop: [...figure.querySelectorAll(".tsr-image__title, .tsr-image__caption, .tsr-image__button")].map((text) => {
          text.scrollIntoView({ block: "center" });
          const r = text.getBoundingClientRect();
          return text.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
        columns: getComputedStyle(figure)
          .gridTemplateColumns.split(" ")
          .filter((c) => c !== "none").length,
      };
    }),
  }));
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe("image block variants", () => {
  for (const width of [1280, 400]) {
    test(`at ${width} px every variant shows its picture, title, caption and button with no text overlapping or leaving the block`, async () => {
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl("demo", picturePath));
      for (const variant of IMAGE_VARIANTS) expect(await page.getByRole("img", { name: `The roaster at work (${variant})` }).count(), variant).toBe(1);
      const first = page.getByRole("img", { name: "The roaster at work (inline)" });
      expect(await first.getAttribute("fetchpriority")).toBe("high");
      expect([await first.getAttribute("width"), await first.getAttribute("height")]).toEqual(["1200", "800"]);
      expect(await page.getByRole("img", { name: "The roaster at work (poster)" }).getAttribute("data-load")).toBe("true");

      const { viewport, scrollWidth, figures } = await pictureBoxes(page);
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
      expect(figures.map((f) => f.variant)).toEqual([...IMAGE_VARIANTS]);
      for (const figure of figures) {
        expect(figure.texts, figure.variant).toHaveLength(3);
        expect(figure.onTop, figure.variant).toEqual([true, true, true]);
        for (const [index, text] of figure.texts.entries()) {
          expect(text.left, `${figure.variant} text ${index}`).toBeGreaterThanOrEqual(figure.block.left - 0.5);
          expect(text.right, `${figure.variant} text ${index}`).toBeLessThanOrEqual(Math.min(figure.block.right, viewport) + 0.5);
          for (const other of figure.texts.slice(index + 1)) expect(overlaps(text, other), `${figure.variant} texts overlap`).toBe(false);
        }
      }
      for (const [index, figure] of figures.entries()) {
        for (const other of figures.slice(index + 1)) expect(overlaps(figure.figure, other.figure), `${figure.variant} and ${other.variant}`).toBe(false);
      }
      const collage = figures.find((f) => f.variant === "collage")!;
      const narrow = collage.block.right - collage.block.left < 415;
      expect(narrow).toBe(width === 400);
      expect(collage.columns).toBe(narrow ? 1 : 2);
      expectNoConsoleErrors(tracked, `the image variants at ${width} px`);
    });
  }

  test("the poster's white text sits on a dark scrim", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", picturePath));
    const text = page.locator(".tsr-image--poster .tsr-image__text");
    expect(await text.evaluate((t) => getComputedStyle(t).color)).toBe("rgb(255, 255, 255)");
    expect(await text.evaluate((t) => getComputedStyle(t).backgroundImage)).toContain("rgba(0, 0, 0, 0.72)");
  });
});
