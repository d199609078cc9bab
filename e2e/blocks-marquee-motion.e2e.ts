// The marquee and block motion on a page put in place through the owner API, on a held clock:
// the marquee moves while on screen and stops off screen, under reduced motion and with its
// pause button (by keyboard), lays its copies out again 1000 ms after a resize (a shrunk heading
// fits again after 100 ms), and keeps its phrases readable once; animated blocks fade, scale and
// expand in when scrolled into view and show at once under reduced motion; the accordion opens
// and closes over 250 ms; a heading shrinks to fit its line; the editor sets a block's animation.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

let journey: Journey;
let pagePath: string;
let pageId: string;
let owner: SiteClient;

const PHRASES = ["Fresh bread daily", "Open seven days", "Free local delivery"];
const id = (n: number) => `b10c${n.toString(16).padStart(20, "0")}`;
const place = (row: number, column = 1, width = 24) => ({ column, row, width, height: 1 });

beforeAll(async () => {
  journey = await openJourney();
  owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ({ id: pageId, path: pagePath } = await publishPageOf(owner, "Motion", (first) => [
    {
      ...first,
      style: { height: "full" },
      blocks: [
        {
          id: id(1),
          type: "marquee",
          settings: { items: PHRASES, separator: "•", waveIntensity: 6, pausedOnHover: true },
          desktop: place(1),
        },
        {
          id: id(2),
          type: "accordion",
          settings: {
            items: [
              { title: "Opening hours", html: "<p>Every day from seven.</p>" },
              { title: "Delivery", html: "<p>Within five miles, free of charge.</p><p>Orders before noon arrive the same day.</p>" },
            ],
          },
          desktop: place(2),
        },
      ],
    },
    { id: id(100), style: { height: "full" }, blocks: [{ id: id(3), type: "spacer", settings: { height: 400 }, desktop: place(1) }] },
    {
      id: id(101),
      style: {},
      blocks: [
        { id: id(4), type: "text", settings: { html: "<p>Fading words</p>" }, desktop: place(1, 1, 12), animation: "fade" },
        { id: id(5), type: "quote", settings: { text: "Scaling words" }, desktop: place(1, 13, 12), animation: "scale" },
        {
          id: id(7),
          type: "heading",
          settings: { text: "A heading far too long for its narrow half of the page", level: 1, shrinkToFit: true },
          desktop: place(2, 13, 12),
        },
      ],
    },
    { id: id(102), style: { height: "full" }, blocks: [{ id: id(8), type: "spacer", settings: { height: 400 }, desktop: place(1) }] },
    {
      id: id(103),
      style: {},
      blocks: [
        { id: id(6), type: "text", settings: { html: "<p>Expanding words</p><p>and a second line</p>" }, desktop: place(1, 1, 12), animation: "expandable" },
      ],
    },
  ]));
});

afterAll(async () => {
  await journey?.close();
});

/** Where the marquee's track stands, in pixels from its start. */
function trackOffset(page: Page): Promise<number> {
  return page.locator(".tsr-marquee__track").evaluate((track) => Number(/translateX\((-?[\d.]+)px\)/.exec((track as HTMLElement).style.transform)?.[1] ?? 0));
}

/** Waits until the marquee says whether it moves (the island sets it as visibility and preferences change). */
async function marqueeMoving(page: Page, moving: boolean): Promise<void> {
  await page.locator(`.tsr-marquee[data-moving="${moving}"]`).waitFor({ state: "attached" });
}

describe("marquee", () => {
  test("moves at 60 px a second while on screen, stops off screen, on hover and with its pause button by keyboard", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await marqueeMoving(page, true);
    expect(await trackOffset(page)).toBe(0);
    await page.clock.runFor(1000);
    const moved = await trackOffset(page);
    expect(moved).toBeLessThanOrEqual(-57);
    expect(moved).toBeGreaterThanOrEqual(-60);

    // Screen readers meet the phrases once: the moving copies are hidden from them.
    const marquee = page.locator(".tsr-marquee");
    expect(await marquee.getByRole("listitem").allTextContents()).toEqual(PHRASES.map((phrase) => `${phrase}•`));
    expect(await marquee.locator(".tsr-marquee__copy").count()).toBeGreaterThanOrEqual(2);
    expect(await marquee.locator('.tsr-marquee__copy:not([aria-hidden="true"])').count()).toBe(0);
    expect(
      await marquee
        .locator(".tsr-marquee__copy .tsr-marquee__letter")
        .first()
        .evaluate((letter) => (letter as HTMLElement).style.transform),
    ).toMatch(/^translateY\(-?[\d.]+px\)$/);

    const pause = page.getByRole("button", { name: "Pause scrolling text" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await marqueeMoving(page, false);
    await expectFocused(page.getByRole("button", { name: "Play scrolling text" }));
    const paused = await trackOffset(page);
    await page.clock.runFor(1000);
    expect(await trackOffset(page)).toBe(paused);
    await page.keyboard.press("Space");
    await marqueeMoving(page, true);
    await page.clock.runFor(500);
    expect(await trackOffset(page)).not.toBe(paused);

    await marquee.hover();
    await marqueeMoving(page, false);
    await page.mouse.move(5, 790);
    await marqueeMoving(page, true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await marqueeMoving(page, false);
    const offScreen = await trackOffset(page);
    await page.clock.runFor(1000);
    expect(await trackOffset(page)).toBe(offScreen);
    await page.evaluate(() => window.scrollTo(0, 0));
    await marqueeMoving(page, true);
    expectNoConsoleErrors(tracked, "the moving marquee");
  });

  test("lays its copies out again 1000 ms after the window is resized, enough to fill the block with one to spare; a shrunk heading fits again after 100 ms", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await marqueeMoving(page, true);
    const heading = page.locator('[data-text-shrink="fitted"]');
    const headingSize = () => heading.evaluate((line) => (line as HTMLElement).style.fontSize);
    const shrunk = await headingSize();
    const copies = page.locator(".tsr-marquee__copy");
    await copies.evaluateAll((all) => all.forEach((copy) => ((copy as HTMLElement).dataset.before = "resize")));
    const resized = page.evaluate(() => new Promise((resolve) => window.addEventListener("resize", resolve, { once: true })));
    await page.setViewportSize({ width: 600, height: 800 });
    await resized;
    await page.clock.runFor(99);
    expect(await headingSize()).toBe(shrunk);
    await page.clock.runFor(1);
    expect(await headingSize()).not.toBe(shrunk);
    expect(await heading.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
    await page.clock.runFor(899);
    expect(await page.locator('.tsr-marquee__copy[data-before="resize"]').count()).toBeGreaterThan(0);
    await page.clock.runFor(1);
    expect(await page.locator('.tsr-marquee__copy[data-before="resize"]').count()).toBe(0);
    const fit = await page.locator(".tsr-marquee__viewport").evaluate((viewport) => ({
      width: viewport.clientWidth,
      copy: viewport.querySelector(".tsr-marquee__copy")!.getBoundingClientRect().width,
      count: viewport.querySelectorAll(".tsr-marquee__copy").length,
    }));
    expect(fit.count).toBe(Math.ceil(fit.width / fit.copy) + 1);
    expectNoConsoleErrors(tracked, "the resized marquee");
  });

  test("under reduced motion shows its phrases still and once, without copies or a pause button, also when the preference changes", async () => {
    const still = await journey.newPage({ reducedMotion: "reduce" });
    await still.page.goto(journey.server.siteUrl("demo", pagePath));
    await still.page.locator('.tsr-marquee[data-copies="false"]').waitFor({ state: "attached" });
    expect(await still.page.locator(".tsr-marquee__copy").count()).toBe(0);
    expect(await still.page.getByRole("button", { name: "Pause scrolling text" }).count()).toBe(0);
    for (const phrase of PHRASES) expect(await still.page.getByText(phrase).isVisible(), phrase).toBe(true);
    expect(await trackOffset(still.page)).toBe(0);
    expectNoConsoleErrors(still, "the still marquee");

    const changing = await journey.newPage();
    await changing.page.goto(journey.server.siteUrl("demo", pagePath));
    await marqueeMoving(changing.page, true);
    await changing.page.emulateMedia({ reducedMotion: "reduce" });
    await changing.page.locator('.tsr-marquee[data-copies="false"][data-moving="false"]').waitFor({ state: "attached" });
    expect(await changing.page.locator(".tsr-marquee__copy").count()).toBe(0);
    expect(await changing.page.getByText(PHRASES[1]!).isVisible()).toBe(true);
    expectNoConsoleErrors(changing, "the marquee when reduced motion is turned on");
  });
});

describe("motion", () => {
  test("animated blocks wait unseen and fade, scale from 0.94 and expand in over 0.3 s once scrolled into view", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.addInitScript(() => Object.assign(window, { Tween: function Tween() {} }));
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const fade = page.locator('[data-motion="fade"]');
    const scale = page.locator('[data-motion="scale"]');
    const expanding = page.locator('[data-motion="expandable"]');
    await page.locator('[data-motion="expandable"][data-motion-state="waiting"]').waitFor({ state: "attached" });
    expect(await fade.evaluate((cell) => [cell.dataset.motionState, getComputedStyle(cell).opacity])).toEqual(["waiting", "0"]);
    expect(await expanding.evaluate((cell) => cell.firstElementChild!.getBoundingClientRect().height)).toBe(0);
    expect(warnings).toContain("[Tween] The provided Tween global is no longer supported.");

    await fade.evaluate((cell) => cell.scrollIntoView({ block: "center" }));
    await page.locator('[data-motion="scale"][data-motion-state="running"]').waitFor({ state: "attached" });
    expect(await scale.evaluate((cell) => [cell.style.opacity, cell.style.transform])).toEqual(["0", "scale(0.94)"]);
    await page.clock.runFor(100);
    const halfway = await scale.evaluate((cell) => ({
      opacity: Number(cell.style.opacity),
      scale: Number(/scale\(([\d.]+)\)/.exec(cell.style.transform)?.[1]),
    }));
    expect(halfway.opacity).toBeGreaterThan(0);
    expect(halfway.opacity).toBeLessThan(1);
    expect(halfway.scale).toBeGreaterThan(0.94);
    expect(halfway.scale).toBeLessThan(1);
    expect(Number(await fade.evaluate((cell) => cell.style.opacity))).toBeGreaterThan(0);
    await page.clock.runFor(250);
    for (const cell of [fade, scale]) {
      expect(
        await cell.evaluate((element) => [element.dataset.motionState, element.style.opacity, element.style.transform, getComputedStyle(element).opacity]),
      ).toEqual(["done", "", "", "1"]);
    }

    await expanding.evaluate((cell) => cell.scrollIntoView({ block: "center" }));
    await page.locator('[data-motion="expandable"][data-motion-state="running"]').waitFor({ state: "attached" });
    await page.clock.runFor(150);
    const opening = await expanding.evaluate((cell) => ({
      height: cell.firstElementChild!.getBoundingClientRect().height,
      full: cell.firstElementChild!.scrollHeight,
    }));
    expect(opening.height).toBeGreaterThan(0);
    expect(opening.height).toBeLessThan(opening.full);
    await page.clock.runFor(200);
    expect(await expanding.evaluate((cell) => [cell.dataset.motionState, (cell.firstElementChild as HTMLElement).style.height])).toEqual(["done", ""]);
    expect(await page.getByText("and a second line").isVisible()).toBe(true);

    const heading = page.getByRole("heading", { name: "A heading far too long for its narrow half of the page" });
    const fitted = await heading.evaluate((line) => ({
      state: line.dataset.textShrink,
      shrunk: line.style.fontSize !== "",
      size: parseFloat(getComputedStyle(line).fontSize),
      fits: line.scrollWidth <= line.clientWidth,
      oneLine: getComputedStyle(line).whiteSpace,
    }));
    expect(fitted).toMatchObject({ state: "fitted", shrunk: true, fits: true, oneLine: "nowrap" });
    expect(fitted.size).toBeGreaterThanOrEqual(11);
    expect(tracked.requestedUrls.filter((url) => /island-motion-/.test(url))).toHaveLength(1);
    expectNoConsoleErrors(tracked, "the animated blocks");
  });

  test("under reduced motion animated blocks show at once, without animation, and a heading keeps its size and wraps", async () => {
    const still = await journey.newPage({ reducedMotion: "reduce" });
    await still.page.goto(journey.server.siteUrl("demo", pagePath));
    const heading = still.page.locator('[data-text-shrink="still"]');
    await heading.waitFor({ state: "attached" });
    expect(await heading.evaluate((element) => element.style.fontSize)).toBe("");
    for (const animation of ["fade", "scale", "expandable"]) {
      const cell = still.page.locator(`[data-motion="${animation}"]`);
      expect(await cell.evaluate((element) => [element.dataset.motionState ?? null, getComputedStyle(element).opacity]), animation).toEqual([null, "1"]);
    }
    expect(await still.page.locator('[data-motion="expandable"] > *').evaluate((block) => block.getBoundingClientRect().height)).toBeGreaterThan(0);
    expectNoConsoleErrors(still, "the animated blocks under reduced motion");

    const home = await journey.newPage();
    await home.page.goto(journey.server.siteUrl("demo", "/"));
    await home.page.locator(".tsr-accordion").first().waitFor();
    expect(home.requestedUrls.filter((url) => /island-(motion|marquee)-/.test(url))).toEqual([]);
  });

  test("an accordion item opens and closes by growing and shrinking over 250 ms", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const trigger = page.getByRole("button", { name: "Delivery" });
    const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    const height = () => panel.evaluate((element) => ({ shown: element.getBoundingClientRect().height, inline: (element as HTMLElement).style.height }));
    await trigger.click();
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    await page.clock.runFor(125);
    const opening = await height();
    expect(opening.shown).toBeGreaterThan(0);
    expect(opening.inline).not.toBe("");
    await page.clock.runFor(110);
    expect((await height()).inline).not.toBe("");
    await page.clock.runFor(40);
    const open = await height();
    expect(open.inline).toBe("");
    expect(open.shown).toBeGreaterThan(opening.shown);
    expect(await page.getByText("Orders before noon arrive the same day.").isVisible()).toBe(true);

    await trigger.press("Enter");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    await page.clock.runFor(125);
    const closing = await height();
    expect(closing.shown).toBeGreaterThan(0);
    expect(closing.shown).toBeLessThan(open.shown);
    await page.clock.runFor(150);
    expect(await panel.evaluate((element) => (element as HTMLElement).hidden)).toBe(true);
    expectNoConsoleErrors(tracked, "the accordion's animation");
  });

  test("the editor shows the marquee's settings in words and sets a block's animation, saved with the draft", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.goto(journey.server.siteUrl("demo", `/config/pages/${pageId}`));
    await page.getByRole("button", { name: "Add block", exact: true }).click();
    const catalogue = page.getByRole("dialog", { name: "Add a block" });
    expect(
      await catalogue
        .getByRole("button", { name: /^Marquee:/ })
        .locator(".preview-marquee")
        .innerText(),
    ).toBe("Fresh bread daily • Open seven days • Free local delivery");
    await catalogue.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: /^Edit Marquee/ }).click();
    expect(await page.getByRole("textbox", { name: "Separator" }).inputValue()).toBe("•");
    expect(await page.getByRole("checkbox", { name: "Paused on hover" }).isChecked()).toBe(true);
    expect(await page.getByRole("button", { name: /Animation direction/ }).innerText()).toContain("left");
    await page.getByRole("button", { name: /^None Animation$/ }).click();
    expect(await page.getByRole("option").allInnerTexts()).toEqual(["None", "Expand open", "Fade in", "Scale in"]);
    await page.getByRole("option", { name: "Fade in" }).click();
    await expect
      .poll(async () => {
        const layout = (await owner.send("GET", `/api/config/layouts/${pageId}`)).json();
        return layout.draft.sections[0].blocks.find((block: { id: string }) => block.id === id(1))?.animation;
      })
      .toBe("fade");
    expectNoConsoleErrors(tracked, "the editor's marquee and animation settings");
  });
});
