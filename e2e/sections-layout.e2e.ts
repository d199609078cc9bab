// Sections on a visitor's page in headless Chromium at 390, 768 and 1280 px: a dark hero whose
// background picture is the page's lead picture, a section of three columns over a picture and
// text, and a section whose phone arrangement the owner changed. Blocks sit side by side from
// 768 px and stack in phone order on a phone, no block's text overlaps another's or leaves its
// cell, and nothing shifts while the page loads. A background video can be paused and is never
// fetched for a visitor who prefers reduced motion. A migrated single-column page keeps the
// column and spacing pages always had.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freshId, importSite } from "./forms-support/formSites";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";

const SITE = "grid";
const VIEWPORTS = [390, 768, 1280] as const;
const LONG = "Our beans are roasted in small batches every morning, rested for two days and sent out the same week. ";

let journey: Journey;

const at = (row: number, column: number, width: number, height = 1) => ({ row, column, width, height });

/** A text block with a readable id letter in its text, placed on the grid. */
function text(label: string, words: string, desktop: ReturnType<typeof at>, phone?: ReturnType<typeof at>) {
  return { id: freshId(), type: "text", settings: { html: `<p><strong>${label}.</strong> ${words}</p>` }, desktop, ...(phone ? { phone } : {}) };
}

const sections = [
  {
    id: freshId(),
    style: {
      height: "medium",
      align: "middle",
      theme: "dark",
      background: { kind: "image", src: "/static/demo/hero.svg", alt: "", focalPoint: { x: 0.5, y: 0.3 }, overlay: 0.3 },
    },
    blocks: [{ id: freshId(), type: "heading", settings: { text: "Roasted by the harbour", level: 1 }, desktop: at(1, 1, 24) }],
  },
  {
    id: freshId(),
    style: { width: "wide" },
    blocks: [
      text("Third", LONG.repeat(2), at(1, 17, 8)),
      text("First", LONG, at(1, 1, 8)),
      text("Second", LONG.repeat(4), at(1, 9, 8)),
      { id: freshId(), type: "image", settings: { src: "/static/demo/roastery.svg", alt: "The roaster", width: 1200, height: 800 }, desktop: at(2, 1, 12, 3) },
      text("Fifth", LONG.repeat(3), at(2, 13, 12)),
    ],
  },
  {
    id: freshId(),
    style: { background: { kind: "colour", colour: "surface" } },
    blocks: [text("Shown second on phones", LONG, at(1, 1, 12), at(2, 1, 8)), text("Shown first on phones", LONG, at(1, 13, 12), at(1, 1, 8))],
  },
];

const videoSection = {
  id: freshId(),
  style: { height: "small", background: { kind: "video", src: "/static/demo/loop.mp4", poster: "/static/demo/hero.svg" } },
  blocks: [text("Over the video", "Steam rising from a cup.", at(1, 1, 24))],
};

/**
 * The café template's section of three columns (a heading over its text in each, under a title
 * across them), with fresh ids, as the template ships it: no phone places of its own.
 */
function templateColumns() {
  const site = JSON.parse(readFileSync(new URL("../templates/cafe/site.json", import.meta.url), "utf8")) as {
    collections: { layout?: { draft: { sections: { style: unknown; blocks: { type: string }[] }[] } } }[];
  };
  const section = site.collections
    .flatMap((item) => item.layout?.draft.sections ?? [])
    .find((candidate) => candidate.blocks.filter((block) => block.type === "heading").length === 4)!;
  return { id: freshId(), style: section.style, blocks: section.blocks.map((block) => ({ ...block, id: freshId() })) };
}

function layoutPage(title: string, urlSlug: string, position: number, layoutSections: unknown[]) {
  const layout = { sections: layoutSections };
  return { type: 10, title, urlSlug, navigation: "main", position, layout: { draft: layout, published: layout } };
}

beforeAll(async () => {
  journey = await openJourney();
  await importSite(journey.server, {
    version: 2,
    website: { identifier: SITE, title: "Grid Roasters" },
    collections: [
      layoutPage("Home", "home", 0, sections),
      layoutPage("Video", "video", 1, [videoSection]),
      layoutPage("Columns", "columns", 2, [templateColumns()]),
    ],
  });
});

afterAll(async () => {
  await journey?.close();
});

interface Box {
  label: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
  /** The block's cell (or its section's column when it flows). */
  cell: { x: number; y: number; right: number; bottom: number };
}

/** Every block of a section, in document order, with its box and its cell's box. */
function blockBoxes(page: Page, sectionIndex: number): Promise<Box[]> {
  return page.$$eval(
    ".tsr-section",
    (elements, index) =>
      [...elements[index]!.querySelectorAll(".tsr-block")].map((block) => {
        const box = block.getBoundingClientRect();
        const cell = block.parentElement!.getBoundingClientRect();
        return {
          label: block.querySelector("strong, h1, img")?.textContent || block.querySelector("img")?.getAttribute("alt") || "",
          x: box.x,
          y: box.y,
          right: box.right,
          bottom: box.bottom,
          cell: { x: cell.x, y: cell.y, right: cell.right, bottom: cell.bottom },
        };
      }),
    sectionIndex,
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5;
}

function expectNoOverlapAndInsideCells(boxes: Box[], where: string): void {
  for (const [i, a] of boxes.entries()) {
    expect(a.right - a.x, `${a.label} has a width at ${where}`).toBeGreaterThan(50);
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.label} and ${b.label} overlap at ${where}`).toBe(false);
    expect(a.right, `${a.label} stays in its cell at ${where}`).toBeLessThanOrEqual(a.cell.right + 0.5);
    expect(a.bottom, `${a.label} stays in its cell at ${where}`).toBeLessThanOrEqual(a.cell.bottom + 0.5);
  }
}

describe("a page of sections", () => {
  for (const width of VIEWPORTS) {
    test(`at ${width} px: blocks ${width >= 768 ? "side by side on the grid" : "stacked in phone order"}, no text overlapping, no layout shift`, async () => {
      const tracked = await journey.newPage(
        width < 768 ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : { viewport: { width, height: 900 } },
      );
      const { page } = tracked;
      await watchShifts(page);
      await page.goto(journey.server.siteUrl(SITE, "/"));
      await settle(page);
      for (let y = 0; y < 4000; y += 400) await page.mouse.wheel(0, 400);
      await settle(page);

      const hero = page.locator(".tsr-section").first();
      const picture = hero.locator("img.tsr-section__media");
      expect(await picture.getAttribute("fetchpriority")).toBe("high");
      expect(await picture.getAttribute("loading")).toBeNull();
      expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
      const heroColours = await hero.evaluate((section) => {
        const heading = section.querySelector("h1")!;
        return { text: getComputedStyle(heading).color, paper: getComputedStyle(section).backgroundColor };
      });
      expect(heroColours).toEqual({ text: "rgb(242, 239, 233)", paper: "rgb(28, 31, 35)" });

      const columns = await blockBoxes(page, 1);
      const phoneOrder = await blockBoxes(page, 2);
      expect(columns.map((b) => b.label)).toEqual(["First.", "Second.", "Third.", "The roaster", "Fifth."]);
      expect(phoneOrder.map((b) => b.label)).toEqual(["Shown first on phones.", "Shown second on phones."]);
      expectNoOverlapAndInsideCells([...columns, ...phoneOrder], `${width} px`);

      const [first, second, third, image, fifth] = columns as [Box, Box, Box, Box, Box];
      if (width >= 768) {
        expect(Math.abs(second.y - first.y)).toBeLessThan(1);
        expect(Math.abs(third.y - first.y)).toBeLessThan(1);
        expect(first.right).toBeLessThan(second.x);
        expect(second.right).toBeLessThan(third.x);
        expect(image.y).toBeGreaterThanOrEqual(Math.max(first.bottom, second.bottom, third.bottom));
        expect(Math.abs(fifth.y - image.y)).toBeLessThan(1);
        expect(image.right).toBeLessThan(fifth.x);
        expect(phoneOrder[1]!.right).toBeLessThan(phoneOrder[0]!.x);
      } else {
        for (const stack of [columns, phoneOrder]) {
          for (const [i, box] of stack.slice(1).entries()) {
            expect(box.y, `${box.label} below ${stack[i]!.label}`).toBeGreaterThanOrEqual(stack[i]!.bottom);
            expect(box.x).toBe(stack[0]!.x);
          }
        }
      }
      const shifts = await shiftsOf(page);
      expect(shifts.cls, shifts.shifted.join("; ")).toBe(0);
      expectNoConsoleErrors(tracked, `the sections page at ${width} px`);
    });
  }

  test("at 390 px the café template's column section reads a heading, its text, the next heading, its text", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl(SITE, "/columns"));
    await settle(page);
    const stacked = await page.$$eval(".tsr-section .tsr-block", (blocks) =>
      blocks.map((block) => {
        const box = block.getBoundingClientRect();
        return { kind: block.querySelector("h1, h2, h3, h4") ? "heading" : "text", top: box.top, bottom: box.bottom };
      }),
    );
    expect(stacked.map((block) => block.kind)).toEqual(["heading", "heading", "text", "heading", "text", "heading", "text"]);
    for (const [i, block] of stacked.slice(1).entries()) expect(block.top, `block ${i + 2} is below block ${i + 1}`).toBeGreaterThanOrEqual(stacked[i]!.bottom);
    expectNoConsoleErrors(tracked, "the template's columns at 390 px");
  });

  test("the menu folds up to 432 px and opens from 433 px (spec 2 §9); the grid keeps its phone arrangement up to 767 px and its desktop one from 768 px", async () => {
    for (const [width, folded, stacked] of [
      [432, true, true],
      [433, false, true],
      [767, false, true],
      [768, false, false],
    ] as const) {
      const tracked = await journey.newPage({ viewport: { width, height: 800 } });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl(SITE, "/columns"));
      await settle(page);
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible(), `the menu button at ${width} px`).toBe(folded);
      const lefts = await page.$$eval(".tsr-section .tsr-block", (blocks) => blocks.map((block) => Math.round(block.getBoundingClientRect().left)));
      expect(new Set(lefts).size === 1, `one column at ${width} px`).toBe(stacked);
      expectNoConsoleErrors(tracked, `the columns at ${width} px`);
      await tracked.close();
    }
  });

  test("a migrated single-column page keeps the column and spacing pages always had", async () => {
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/about"));
    await settle(page);
    const placed = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const header = document.querySelector(".tsr-site-header")!.getBoundingClientRect();
      const blocks = [...document.querySelectorAll(".tsr-section__content > .tsr-block")].map((b) => b.getBoundingClientRect());
      return { viewport, headerBottom: header.bottom, blocks: blocks.map((b) => ({ x: b.x, width: b.width, y: b.y, bottom: b.bottom })) };
    });
    expect(placed.blocks.length).toBeGreaterThan(1);
    // .tsr-container was 46rem wide with 1.25rem padding, under the main element's 2.5rem top padding.
    for (const block of placed.blocks) expect(block).toMatchObject({ x: (placed.viewport - 736) / 2 + 20, width: 736 - 40 });
    expect(placed.blocks[0]!.y).toBe(placed.headerBottom + 40);
    expectNoConsoleErrors(tracked, "the about page");
  });
});

/**
 * A short WebM recorded from a canvas in the browser: a real video the page can play (the
 * repository ships none). The clip is checked to play in the recording page before the journey
 * uses it, and recorded again when it does not, so that a failure below is the section's, never
 * the clip's.
 */
async function recordedVideo(page: Page): Promise<Buffer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const bytes = await page.evaluate(recordPlayableClip);
    if (bytes) return Buffer.from(bytes);
  }
  throw new Error("The browser recorded no playable video in three attempts");
}

/** Runs in the page: records 24 painted frames of a canvas, then plays the clip once; null when it does not play. */
async function recordPlayableClip(): Promise<number[] | null> {
  const canvas = document.createElement("canvas");
  canvas.width = 32;
  canvas.height = 32;
  const paint = canvas.getContext("2d")!;
  const recorder = new MediaRecorder(canvas.captureStream(), { mimeType: "video/webm" });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  recorder.start();
  for (let frame = 0; frame < 24; frame++) {
    paint.fillStyle = `hsl(${frame * 15}, 60%, 50%)`;
    paint.fillRect(0, 0, 32, 32);
    await new Promise((next) => requestAnimationFrame(next));
  }
  const stopped = new Promise((done) => (recorder.onstop = done));
  recorder.stop();
  await stopped;
  const clip = new Blob(chunks, { type: "video/webm" });
  const trial = document.createElement("video");
  trial.muted = true;
  trial.src = URL.createObjectURL(clip);
  const advanced = new Promise<boolean>((done) => {
    trial.addEventListener("timeupdate", () => trial.currentTime > 0 && done(true));
    trial.addEventListener("error", () => done(false));
  });
  const played = await trial.play().then(
    () => advanced,
    () => false,
  );
  trial.pause();
  URL.revokeObjectURL(trial.src);
  return played ? [...new Uint8Array(await clip.arrayBuffer())] : null;
}

/** What the page's video element is doing: whether it plays, and enough of its state to tell why not. */
function playerState(video: HTMLVideoElement) {
  const box = video.getBoundingClientRect();
  return {
    paused: video.paused,
    readyState: video.readyState,
    networkState: video.networkState,
    error: video.error?.message ?? null,
    visibility: document.visibilityState,
    box: [Math.round(box.width), Math.round(box.height)],
  };
}

describe("a section with a background video", () => {
  test("plays it muted and looping with a button to pause it for visitors who allow motion, and shows only its poster, never fetching the video, to those who prefer reduced motion", async () => {
    const fetched: string[] = [];
    let video: Buffer | null = null;
    const open = async (reducedMotion: "reduce" | "no-preference") => {
      const tracked = await journey.newPage({ reducedMotion });
      video ??= await recordedVideo(tracked.page);
      await tracked.page.route("**/loop.mp4", async (route) => {
        fetched.push(reducedMotion);
        await route.fulfill({ status: 200, contentType: "video/webm", body: video! });
      });
      await tracked.page.goto(journey.server.siteUrl(SITE, "/video"));
      await settle(tracked.page);
      return tracked;
    };
    const moving = await open("no-preference");
    const player = moving.page.locator("video");
    const played = await player.evaluate((v: HTMLVideoElement) => ({
      src: new URL(v.currentSrc).pathname,
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
    }));
    expect(played).toEqual({ src: "/static/demo/loop.mp4", muted: true, loop: true, autoplay: true });
    expect(fetched).toEqual(["no-preference"]);
    await expect.poll(() => player.evaluate(playerState)).toMatchObject({ paused: false });
    const pause = moving.page.getByRole("button", { name: "Pause background video" });
    await pause.click();
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await moving.page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => player.evaluate(playerState)).toMatchObject({ paused: false });
    expectNoConsoleErrors(moving, "the video page");

    const still = await open("reduce");
    const shown = await still.page.locator("video").evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, poster: new URL(v.poster).pathname }));
    expect(shown).toEqual({ src: "", poster: "/static/demo/hero.svg" });
    expect(fetched).toEqual(["no-preference"]);
    expect(await still.page.locator(".tsr-section__motion").count()).toBe(0);
    expectNoConsoleErrors(still, "the video page with reduced motion");
  });
});
