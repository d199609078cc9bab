// The audio, album, embed and shape blocks on a page put in place through the owner API, with
// WAV files uploaded to the media library: the audio player plays by keyboard, the album plays
// its next track when one ends, an embed asks nothing of its provider until the visitor loads it
// (a stand-in page answers for YouTube) and the page's policy frames only that provider, a
// SoundCloud address naming no track logs the spec's console message, and the shape re-fits
// when the window is resized.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { publishPageOf } from "./harness/publishedPage";
import { expectCatalogueOffers } from "./harness/blockCatalogue";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { SAVE_STATE_LABELS } from "../src/admin/screens/editor/saveStateLabels";

let journey: Journey;
let pagePath: string;
let pageId: string;

/** A mono 8 kHz 8-bit WAV of a quiet tone lasting `seconds`. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(samples, 40);
  const body = Buffer.from(Array.from({ length: samples }, (_, i) => 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate))));
  return Buffer.concat([header, body]);
}

/** Uploads a file to the media library from the owner's signed-in page, as the owner's app does; answers its link. */
async function upload(page: Page, name: string, bytes: Buffer): Promise<string> {
  const answer = await page.evaluate(
    async ({ name, base64 }) => {
      const form = new FormData();
      form.append("file", new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name));
      const crumb = decodeURIComponent(
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("crumb="))!
          .slice(6),
      );
      const response = await fetch("/api/config/assets", { method: "POST", headers: { "x-csrf-token": crumb }, body: form });
      return { status: response.status, body: await response.json() };
    },
    { name, base64: bytes.toString("base64") },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.asset.url as string;
}

beforeAll(async () => {
  journey = await openJourney();
  const ownerPage = await journey.newPage();
  await signInAt(ownerPage.page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
  const recording = await upload(ownerPage.page, "Morning set.wav", wav(2));
  const first = await upload(ownerPage.page, "Opening.wav", wav(0.3));
  const second = await upload(ownerPage.page, "Encore.wav", wav(2));
  await ownerPage.close();

  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ({ id: pageId, path: pagePath } = await publishPageOf(owner, "Media", [
    { type: "audio", settings: { title: "Morning set", artist: "The house band", audioFile: recording } },
    {
      type: "album",
      settings: {
        title: "Live",
        tracks: [
          { title: "Opening", audioFile: first },
          { title: "Encore", audioFile: second },
        ],
      },
    },
    { type: "embed", settings: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Our concert" } },
    { type: "embed", settings: { url: "https://soundcloud.com/forss", title: "Forss" } },
    { type: "shape", settings: { shape: "star", size: "tall", text: "New menu" }, width: 8 },
  ]));
});

afterAll(async () => {
  await journey?.close();
});

describe("audio, album, embed and shape blocks", () => {
  test("the audio player plays by keyboard, and the album plays its next track when one ends and pauses its current one when pressed", async () => {
    const { page } = await journey.newPage();
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const player = page.getByRole("region", { name: "Live" }).locator("audio");
    const recording = page.locator("audio.tsr-audio__player");
    expect(await recording.getAttribute("aria-label")).toBe("Morning set by The house band");
    expect(await recording.evaluate((audio: HTMLAudioElement) => audio.paused && !audio.autoplay)).toBe(true);
    await recording.focus();
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>("audio.tsr-audio__player")!.currentTime > 0);
    expect(await recording.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
    await page.keyboard.press("Space");
    expect(await recording.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

    const tracks = page.getByRole("list", { name: "Tracks of Live" }).getByRole("button");
    expect(await tracks.allTextContents()).toEqual(["1. Opening", "2. Encore"]);
    expect(await tracks.first().getAttribute("aria-current")).toBe("true");
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    await tracks.first().focus();
    await page.keyboard.press("Enter");
    await page.locator('.tsr-album__track[aria-current="true"]', { hasText: "Encore" }).waitFor();
    expect(await tracks.first().getAttribute("aria-current")).toBeNull();
    expect(await player.evaluate((audio: HTMLAudioElement) => ({ playing: !audio.paused, src: new URL(audio.src).pathname.endsWith("encore.wav") }))).toEqual({
      playing: true,
      src: true,
    });
    expect(await player.getAttribute("aria-label")).toBe("Encore");
    await tracks.nth(1).focus();
    await page.keyboard.press("Enter");
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    await page.keyboard.press("Space");
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  });

  test("an embed asks nothing of its provider until the visitor loads it, and the page frames only that provider", async () => {
    const tracked = await journey.newPage();
    const { page, context } = tracked;
    await context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stand-in player</title><p>Stand-in YouTube player</p>" }),
    );
    const response = await page.goto(journey.server.siteUrl("demo", pagePath));
    const frameSrc = /frame-src ([^;]+)/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    expect(frameSrc).toBe("'self' https://w.soundcloud.com https://www.youtube-nocookie.com");
    const load = page.getByRole("button", { name: "Load “Our concert” from YouTube" });
    await load.waitFor();
    expect(await page.getByRole("link", { name: "Open on YouTube" }).getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(await page.locator("iframe").count()).toBe(0);
    expect(tracked.requestedUrls.filter((url) => !url.startsWith(journey.server.siteUrl("demo", "/")))).toEqual([]);

    // The button works once the block's code has mounted it: a press before that would do nothing.
    await page.locator("[data-island-mounted] .tsr-embed__load").first().waitFor();
    await load.click();
    const frame = page.locator("iframe.tsr-embed__frame");
    expect(await frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(await frame.getAttribute("title")).toBe("Our concert");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation");
    await page.frameLocator("iframe.tsr-embed__frame").getByText("Stand-in YouTube player").waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    expect(tracked.requestedUrls).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    expect(tracked.consoleErrors.map((error) => error.text)).toEqual(["Issue parsing SoundCloud url"]);
    expect(await page.getByRole("button", { name: /from SoundCloud/ }).count()).toBe(0);
    expect(await page.getByText("Loading it lets SoundCloud see your visit and set cookies.").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Open on SoundCloud" }).getAttribute("href")).toBe("https://soundcloud.com/forss");
  });

  test("the shape keeps its tall size class's proportions and fills its cell as the window is resized, reading only its text", async () => {
    const { page } = await journey.newPage();
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const shape = page.locator(".tsr-shape");
    const measure = () =>
      shape.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const cell = element.closest(".tsr-block")!.getBoundingClientRect();
        const svg = element.querySelector("svg")!.getBoundingClientRect();
        return {
          width: box.width,
          ratio: box.height / box.width,
          fillsCell: Math.abs(box.width - cell.width) < 1,
          svgFits: svg.width === box.width && svg.height === box.height,
        };
      });
    const wide = await measure();
    expect(wide).toMatchObject({ fillsCell: true, svgFits: true });
    expect(wide.ratio).toBeCloseTo(1.5, 2);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForFunction((before) => document.querySelector(".tsr-shape")!.getBoundingClientRect().width !== before, wide.width);
    const narrow = await measure();
    expect(narrow).toMatchObject({ fillsCell: true, svgFits: true });
    expect(narrow.ratio).toBeCloseTo(1.5, 2);
    expect(narrow.width).not.toBe(wide.width);
    expect(await shape.getAttribute("data-size-class")).toBe("150");
    expect(await shape.getAttribute("aria-hidden")).toBeNull();
    expect(await shape.locator("svg").getAttribute("aria-hidden")).toBe("true");
    expect(await page.getByText("New menu").isVisible()).toBe(true);
  });

  test("the editor offers the four blocks with pictures, picks uploaded audio files, and tells the owner, as the editing frame's console does, when a SoundCloud address names no track", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    let pageLoads = 0;
    page.on("framenavigated", (navigated) => {
      if (navigated.parentFrame() && new URL(navigated.url()).pathname === pagePath) pageLoads += 1;
    });
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.goto(journey.server.siteUrl("demo", `/config/pages/${pageId}`));
    await expectCatalogueOffers(page, [
      ["Audio", ".preview-audio"],
      ["Album", ".preview-album"],
      ["Embed", ".preview-embed"],
      ["Shape", ".preview-shape"],
    ]);
    await page.getByRole("button", { name: /^Edit Embed.*Forss/ }).click();
    await page.getByText("Issue parsing SoundCloud url").waitFor();
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: /^Edit Album/ }).click();
    expect(await page.getByRole("button", { name: /^\d\. / }).allInnerTexts()).toEqual(["1. Opening", "2. Encore"]);
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: /^Edit Audio/ }).click();
    await page.getByRole("button", { name: "Choose audio file…" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an audio file" });
    await picker.getByRole("button", { name: "Use encore.wav" }).click();
    await picker.waitFor({ state: "detached" });
    expect(await page.getByRole("textbox", { name: "Audio file" }).inputValue()).toMatch(/^\/s\/[0-9a-f]{24}\/encore\.wav$/);
    // The pick is saved and the frame reloads the page to show it: each load of the page logs the message once, and nothing else is logged.
    await page.getByText(SAVE_STATE_LABELS.saved).waitFor();
    await expect.poll(() => pageLoads >= 2 && tracked.consoleErrors.length === pageLoads, { timeout: 15_000 }).toBe(true);
    expect(new Set(tracked.consoleErrors.map((error) => error.text))).toEqual(new Set(["Issue parsing SoundCloud url"]));
  });
});
