// An image block's force update (spec 2 §3's image settings) set by the owner in the block's
// settings panel with the keyboard, at 390 and 1280 px: the box is ticked with Space and the draft
// saved with it; the loader then loads such a picture again at every size (e2e/media-slider.e2e.ts).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectFocused, expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const FORCE_UPDATE = "Load the picture again at every size change, smaller sizes too";

describe("an image block's force update in the block editor", () => {
  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(async () => {
    await journey?.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`is ticked with the keyboard and saved in the draft, at ${viewport.width} px`, async () => {
      const { server } = journey;
      const tracked = await journey.newPage({ viewport });
      const { page } = tracked;
      await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
      await page.getByRole("button", { name: "Add page" }).click();
      await page.getByRole("textbox", { name: "Title" }).fill(`Pictures at ${viewport.width}`);
      await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
      await page.getByText("This page has no blocks yet").waitFor();
      await page.getByRole("button", { name: "Add block", exact: true }).click();
      await page.getByRole("button", { name: /^Image:/ }).click();

      const box = page.getByRole("checkbox", { name: FORCE_UPDATE });
      expect(await box.isChecked()).toBe(false);
      await box.focus();
      await expectFocused(box);
      await page.keyboard.press("Space");
      await expect.poll(() => box.isChecked()).toBe(true);
      await page.getByText("All changes saved").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The screen scrolls inside its panel, which a page screenshot does not follow: the window is made tall enough to show the whole panel.
      await page.setViewportSize({ width: viewport.width, height: 3200 });
      await reviewScreenshot(page, `image-force-update-setting-${viewport.width}`);

      // The draft holds it, as the server checked it with the block's one settings schema.
      const pageId = /[0-9a-f]{24}/.exec(page.url())![0];
      const draft = await page.evaluate(async (id) => (await fetch(`/api/config/layouts/${id}`)).text(), pageId);
      expect(draft).toContain('"forceUpdate":true');
      expectNoConsoleErrors(tracked, "ticking force update");
    });
  }
});
