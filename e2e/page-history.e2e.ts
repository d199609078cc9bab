import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { reviewScreenshot } from "./harness/reviewScreenshot";

describe("an owner looks back through a page's history and restores an older version", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("publishes twice, previews the older version in the frame, compares it, restores it, publishes, and the visitor sees it; fewer versions kept prunes at the next publish", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    const frame = page.frameLocator("iframe[title='Site preview']");

    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Opening hours");
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.getByText("This page has no blocks yet").waitFor();

    await page.getByRole("button", { name: "History" }).click();
    await page.getByText("Not published yet").waitFor();
    await page.getByRole("button", { name: "Close history" }).click();

    await page.getByRole("button", { name: "Add block" }).click();
    await page.getByRole("button", { name: /^Heading:/ }).click();
    const headingText = page.getByRole("textbox", { name: "Text" });
    await headingText.fill("Open from seven");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();

    await page.getByRole("button", { name: /^Edit Heading/ }).click();
    await headingText.fill("Open from nine");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByText("All changes saved").waitFor();
    await frame.getByRole("heading", { name: "Open from nine" }).waitFor();
    await page.getByText("Unpublished changes").waitFor();
    await expect.poll(() => page.getByText("Published. Visitors see this version now.").count()).toBe(0);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();

    await page.getByRole("button", { name: "History" }).click();
    const versions = page.locator(".history-entry");
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.locator("strong").allInnerTexts()).toEqual(["Version 2", "Version 1"]);
    await expect.poll(() => versions.first().innerText()).toContain(server.demoOwner.email);
    const first = page.getByRole("listitem", { name: "Version 1" });

    await first.getByRole("button", { name: "Preview" }).click();
    await frame.getByRole("heading", { name: "Open from seven" }).waitFor();
    expect(new URL(page.url()).searchParams.get("frameUrl")).toMatch(/^\/opening-hours\?version=[0-9a-f]{24}$/);
    await page.getByText(/The frame shows version 1/).waitFor();

    await first.getByRole("button", { name: "Compare" }).click();
    const comparison = page.getByRole("dialog", { name: "Version 1 and the draft" });
    await comparison.getByText("Changed since: Heading “Open from seven” → “Open from nine”").waitFor();
    await settle(page);
    await reviewScreenshot(page, "page-history-compare");
    await comparison.getByRole("button", { name: "Close" }).click();

    await first.getByRole("button", { name: "Restore" }).click();
    await page.getByRole("alertdialog", { name: "Restore version 1?" }).getByRole("button", { name: "Restore" }).click();
    await page.getByText("Version restored as the draft. Publish to show it to visitors.").waitFor();
    await page.getByRole("button", { name: /^Edit Heading: Open from seven/ }).waitFor();
    await frame.getByRole("heading", { name: "Open from seven" }).waitFor();
    expect(new URL(page.url()).searchParams.get("frameUrl")).toBe("/opening-hours");

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/opening-hours"));
    expect(await visitor.page.locator("h2, h1").allInnerTexts()).toContain("Open from nine");

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();
    await expect.poll(() => versions.count()).toBe(3);

    await visitor.page.goto(server.siteUrl("demo", "/opening-hours"));
    const headings = await visitor.page.locator("h2, h1").allInnerTexts();
    expect(headings).toContain("Open from seven");
    expect(headings).not.toContain("Open from nine");

    const editorUrl = page.url();
    await page.getByRole("link", { name: "Settings" }).click();
    const general = page.getByRole("form", { name: "General settings" });
    const kept = general.getByRole("spinbutton", { name: "Page versions kept" });
    expect(await kept.inputValue()).toBe("20");
    await kept.fill("0");
    await general.getByRole("button", { name: "Save settings" }).click();
    await general.getByText("Page versions kept must be at least 1.").waitFor();
    await kept.fill("2");
    await general.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved. The site shows them now.").waitFor();

    await page.goto(editorUrl);
    await page.getByRole("button", { name: /^Edit Heading/ }).click();
    await headingText.fill("Open from eight");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();
    await page.getByRole("button", { name: "History" }).click();
    await page.getByText("The last 2 published versions are kept.").waitFor();
    expect(await versions.locator("strong").allInnerTexts()).toEqual(["Version 4", "Version 3"]);
    await settle(page);
    expectNoConsoleErrors(tracked, "the configuration area");
  });
});
