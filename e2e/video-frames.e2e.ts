// A video's frame before its player loads, at 390 and 1280 px: it keeps the video's own shape
// (its width and height, else 16:9 — the 56.3% of spec 2 §9 — with the thumbnail drawn in it),
// and the player, once asked for, takes that same box, so nothing below it moves. Spec 1 §9's
// placeholder ratio 65 (or 100 divided by the columns) would be a different shape from the
// player's and jump when it arrives; docs/spec-conformance.md says why Tessera keeps the video's.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { VIDEO_LIMITS } from "../src/domain/limits/widgetLimits";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { freshId, importSite, page as sitePage } from "./forms-support/formSites";
import { FAKE_PLAYER_HTML } from "./media/mediaSite";

const SITE = "video-frames";
const WIDTHS = [390, 1280] as const;

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await importSite(journey.server, {
    website: { identifier: SITE, title: "Video Roasters" },
    collections: [
      sitePage("Films", "films", 0, [
        {
          id: freshId(),
          type: "video",
          settings: {
            url: "https://www.youtube.com/watch?v=abcdefghijk",
            title: "Roasting day",
            thumbnail: "/static/demo/beans.svg",
            thumbnailWidth: 1200,
            thumbnailHeight: 800,
          },
        },
        { id: freshId(), type: "video", settings: { url: "https://www.youtube.com/watch?v=lmnopqrstuv", title: "Cupping", width: 640, height: 480 } },
        { id: freshId(), type: "text", settings: { html: "<p>Below the films: the week's roasts.</p>" } },
      ]),
    ],
  });
});

afterAll(async () => {
  await journey?.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** A box to the pixel, so boxes drawn to the same pixels compare equal. */
const pixels = (box: Box) => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) });

/** A video's frame, its overlay (thumbnail or placeholder) and its player as drawn, and where the text below starts. */
async function drawn(page: Page, title: string) {
  const video = page.locator(`.tsr-video[data-video-title="${title}"]`);
  const frame = (await video.locator(".tsr-video__frame").boundingBox())!;
  const below = (await page.getByText("Below the films").boundingBox())!.y;
  return { video, frame, below };
}

for (const width of WIDTHS) {
  test(`at ${width} px a video's frame keeps the video's shape (16:9 when unknown, with its thumbnail), and the player takes the same box`, async () => {
    const tracked = await journey.newPage({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });
    const { page } = tracked;
    await page.route(/^https:\/\/www\.youtube\.com\/embed\//, (route) => route.fulfill({ contentType: "text/html", body: FAKE_PLAYER_HTML }));
    await page.goto(journey.server.siteUrl(SITE, "/films"));
    await settle(page);

    const unknown = await drawn(page, "Roasting day");
    expect(unknown.frame.height / unknown.frame.width).toBeCloseTo(VIDEO_LIMITS.defaultAspectPaddingPercent / 100, 2);
    expect(unknown.frame.height / unknown.frame.width).toBeCloseTo(VIDEO_LIMITS.thumbnailAspectRatio.height / VIDEO_LIMITS.thumbnailAspectRatio.width, 2);
    const thumbnail = (await unknown.video.locator(".tsr-video__thumbnail").boundingBox())!;
    expect(pixels(thumbnail)).toEqual(pixels(unknown.frame));
    const sized = await drawn(page, "Cupping");
    expect(sized.frame.height / sized.frame.width).toBeCloseTo(480 / 640, 2);
    await reviewScreenshot(page, `video-frames-${width}`);

    for (const [before, title] of [
      [unknown, "Roasting day"],
      [sized, "Cupping"],
    ] as const) {
      await page.getByRole("button", { name: `Play video: ${title}` }).click();
      await before.video.locator("iframe.tsr-video__player").waitFor();
      const now = await drawn(page, title);
      const player = (await before.video.locator("iframe.tsr-video__player").boundingBox())!;
      expect(pixels(player)).toEqual(pixels(now.frame));
      expect(Math.round(now.frame.height)).toBe(Math.round(before.frame.height));
      expect(Math.round(now.below - now.frame.y)).toBe(Math.round(before.below - before.frame.y));
    }
    expectNoConsoleErrors(tracked, `the films page at ${width} px`);
  });
}
