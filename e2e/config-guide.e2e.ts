// The getting-started guide in a real browser: an owner opens it from the top bar, follows the
// styles step to the design screen (the guide closes as the link is followed), saves a colour theme and sees the step done, then closes the
// guide with Escape from the panel and from inside the editing frame, where the guide closes
// before the preview is left (spec 1 §1, "Keyboard").
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectFocused, expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const guide = (page: Page) => page.getByRole("dialog", { name: "Getting started" });
const doneCount = async (page: Page) => Number(/^(\d+) of \d+ done$/.exec(await page.getByTestId("guide-progress").innerText())?.[1]);

describe.each([
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
])("the getting-started guide at $viewport.width px", ({ name, viewport }) => {
  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("opens from the top bar, a followed step shows done, and Escape closes it from the panel and from inside the frame", async () => {
    const tracked = await journey.newPage({ viewport });
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    const toggle = page.getByRole("button", { name: "Getting started" });
    await toggle.click();
    await guide(page).waitFor();
    await expect.poll(() => page.getByTestId("guide-progress").innerText()).toMatch(/^\d of 5 done$/);
    const stylesStep = guide(page).locator("[data-step='styles']");
    expect(await stylesStep.innerText()).toContain("Not done yet");
    const before = await doneCount(page);
    await reviewScreenshot(page, `config-guide-${name}-open`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Escape with the focus in the panel closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expect.poll(() => guide(page).count()).toBe(0);
    await expectFocused(toggle);

    // Follow the styles step, save a colour theme there, and the guide shows the step done.
    await toggle.click();
    await stylesStep.getByRole("link", { name: "Choose your site's styles" }).click();
    await page.getByRole("heading", { name: "Design", level: 1 }).waitFor();
    await page.getByLabel("Colour theme").selectOption({ label: "Ocean" });
    await page.getByRole("button", { name: "Save design" }).click();
    await page.getByText("Design saved. Every page shows it now.").waitFor();
    await toggle.click();
    await expect.poll(() => stylesStep.innerText()).toContain("Done");
    expect(await doneCount(page)).toBe(before + 1);
    await reviewScreenshot(page, `config-guide-${name}-done`);

    // Escape inside the editing frame with nothing open there closes the guide first, and only the next one leaves the preview.
    if (name === "phone") await page.getByRole("radio", { name: "Preview" }).click();
    const site = page.frameLocator('iframe[title="Site preview"]');
    const heading = site.getByRole("heading", { level: 1 }).first();
    // On a phone the guide covers the frame's top, so the focus is put in the framed page directly.
    await site.locator("body").evaluate((body) => {
      body.tabIndex = -1;
      body.focus();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => guide(page).count()).toBe(0);
    await expectFocused(toggle);
    if (name === "phone") {
      expect(await page.getByRole("radio", { name: "Preview" }).isChecked()).toBe(true);
      await heading.click();
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("radio", { name: "Panel" }).isChecked()).toBe(true);
    }
    expectNoConsoleErrors(tracked, `the guide at ${viewport.width} px`);
  });
});
