import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

/** Wide enough that the frame beside the panel shows the site at a desktop's 1024 px without scrolling sideways. */
const WIDE = { width: 1700, height: 950 };

/** Where a block's cell sits on its section's grid, as the browser laid it out. */
function cellPlace(frame: FrameLocator, text: string) {
  return frame
    .locator(".tsr-grid > *", { hasText: text })
    .first()
    .evaluate((cell) => {
      const style = getComputedStyle(cell);
      return `${style.gridColumnStart} / ${style.gridColumnEnd} / ${style.gridRowStart} / ${style.gridRowEnd}`;
    });
}

/** Waits until the editor has taken the framed page (it writes each block's place on its cell), so a click there chooses the block. */
async function editorHolds(frame: FrameLocator, text: string): Promise<void> {
  const cell = frame.locator(".tsr-grid > *", { hasText: text }).first();
  await expect.poll(() => cell.evaluate((element) => (element as HTMLElement).style.gridArea !== "")).toBe(true);
}

const spoken = (page: Page) => page.getByTestId("grid-announcer").innerText();

/** Adds a page from the Pages screen and waits for its editor. */
async function addPage(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Add page" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
  await page.getByText("This page has no blocks yet").waitFor();
}

describe("placing blocks on a section's grid in the editor", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("styles a section, copies it and pastes it on another page with fresh ids, and undoes the paste", async () => {
    const { server } = journey;
    const tracked = await journey.newPage({ viewport: WIDE });
    const { page } = tracked;
    await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await addPage(page, "Section source");
    const frame = page.frameLocator("iframe[title='Site preview']");
    await page.getByRole("button", { name: "Add block", exact: true }).click();
    await page.getByRole("button", { name: /^Heading:/ }).click();
    await page.getByRole("textbox", { name: "Text" }).fill("A dark welcome");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: "Style of Section 1" }).click();
    await page.getByRole("radio", { name: "Dark" }).check({ force: true });
    await page.getByText("All changes saved").waitFor();
    await frame.locator(".tsr-section--dark", { hasText: "A dark welcome" }).waitFor();
    const blockId = () => frame.locator("[id^='block-']", { hasText: "A dark welcome" }).getAttribute("id");
    const sourceId = await blockId();
    await page.getByRole("button", { name: "← All sections" }).click();
    await page.getByRole("button", { name: "Actions for Section 1" }).click();
    await page.getByRole("menuitem", { name: "Copy" }).click();
    await expect.poll(() => spoken(page)).toBe("Section 1 copied.");

    await page.getByRole("link", { name: "← Pages" }).click();
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await addPage(page, "Section target");
    await page.getByRole("button", { name: "New section" }).click();
    await page.getByRole("menuitem", { name: "Paste section" }).click();
    await page.getByRole("button", { name: /^Edit Heading: A dark welcome/ }).waitFor();
    await page.getByText("All changes saved").waitFor();
    await frame.locator(".tsr-section--dark", { hasText: "A dark welcome" }).waitFor();
    expect(await blockId()).not.toBe(sourceId);

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("This page has no blocks yet").waitFor();
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => frame.getByText("A dark welcome").count()).toBe(0);
    await page.getByRole("button", { name: "Redo" }).click();
    await page.getByText("All changes saved").waitFor();
    await frame.locator(".tsr-section--dark", { hasText: "A dark welcome" }).waitFor();
    expectNoConsoleErrors(tracked, "copying a section between pages");
  });

  test("moves and resizes a block by keyboard and by mouse with a spoken description, keeps the phone arrangement apart, undoes and redoes, and the published page shows it", async () => {
    const { server } = journey;
    const tracked = await journey.newPage({ viewport: WIDE });
    const { page } = tracked;
    await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("On the grid");
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.getByText("This page has no blocks yet").waitFor();
    const frame = page.frameLocator("iframe[title='Site preview']");

    const addBlock = async (label: string, field: string, text: string) => {
      await page.getByRole("button", { name: "Add block", exact: true }).click();
      await page.getByRole("button", { name: new RegExp(`^${label}:`) }).click();
      await page.getByRole("textbox", { name: field }).fill(text);
      await page.getByText("All changes saved").waitFor();
      await frame.getByText(text).waitFor();
    };
    await addBlock("Heading", "Text", "Beans on the grid");
    await page.getByRole("button", { name: "← All blocks" }).click();
    await addBlock("Text", "Content", "Roasted on Tuesdays.");

    // Keyboard: the new text block is selected; Shift+Left narrows it, Left/Right move it, Enter keeps it.
    const selection = page.getByTestId("grid-selection");
    await page.getByRole("button", { name: "Move or resize on the grid" }).click();
    await expectFocused(selection);
    for (let i = 0; i < 16; i++) await page.keyboard.press("Shift+ArrowLeft");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => spoken(page)).toBe("Text block moved and resized to column 5, row 2, 8 columns wide, 2 rows tall");
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => cellPlace(frame, "Roasted on Tuesdays.")).toBe("5 / span 8 / 2 / span 2");

    // Escape puts back a move still under way.
    await selection.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => spoken(page)).toBe("Text block moved to column 6, row 2, 8 columns wide, 2 rows tall");
    await page.keyboard.press("Escape");
    await expect.poll(() => spoken(page)).toBe("Move cancelled. Text block is back at column 5, row 2, 8 columns wide, 2 rows tall");
    await expect.poll(() => cellPlace(frame, "Roasted on Tuesdays.")).toBe("5 / span 8 / 2 / span 2");

    // Mouse: choose the heading in the frame, narrow it by its right handle, then drag it beside the text.
    // The save above reloads the frame: the editor has taken the page once it shows its places there.
    await editorHolds(frame, "Beans on the grid");
    await frame.getByText("Beans on the grid").click();
    await page.getByRole("textbox", { name: "Text" }).waitFor();
    const box = async () => (await selection.boundingBox())!;
    const heading = await box();
    const cellWidth = heading.width / 24;
    const east = page.locator(".grid-handle-e");
    const handle = (await east.boundingBox())!;
    // The handle sits on the frame's right edge: it is grabbed on its inner half.
    await page.mouse.move(handle.x + 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 2 - cellWidth * 20, handle.y + handle.height / 2 + 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => spoken(page)).toBe("Heading block resized to column 1, row 1, 4 columns wide, 1 row tall");
    const narrow = await box();
    await page.mouse.move(narrow.x + narrow.width / 2, narrow.y + narrow.height / 2);
    await page.mouse.down();
    await page.mouse.move(narrow.x + narrow.width / 2 + cellWidth * 4, narrow.y + narrow.height / 2 + 4, { steps: 8 });
    await expect.poll(() => page.getByTestId("grid-guide").count()).toBeGreaterThan(0);
    await page.mouse.up();
    await expect.poll(() => spoken(page)).toBe("Heading block moved to column 5, row 1, 4 columns wide, 1 row tall");
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => cellPlace(frame, "Beans on the grid")).toBe("5 / span 4 / 1 / span 1");

    // Undo and redo the move.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => cellPlace(frame, "Beans on the grid")).toBe("1 / span 4 / 1 / span 1");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => cellPlace(frame, "Beans on the grid")).toBe("5 / span 4 / 1 / span 1");
    await page.getByText("All changes saved").waitFor();

    // Phone: the frame narrows; the text block is made half as wide there only.
    await page.getByRole("radiogroup", { name: "Arrangement" }).getByRole("radio", { name: "Phone" }).check({ force: true });
    await expect.poll(() => page.locator("iframe[title='Site preview']").evaluate((f) => (f as HTMLIFrameElement).clientWidth)).toBe(390);
    await editorHolds(frame, "Roasted on Tuesdays.");
    await frame.getByText("Roasted on Tuesdays.").click();
    await page.getByRole("textbox", { name: "Content" }).waitFor();
    await selection.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Enter");
    await expect.poll(() => spoken(page)).toBe("Text block resized to column 1, row 2, 4 columns wide, 1 row tall");
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => cellPlace(frame, "Roasted on Tuesdays.")).toBe("1 / span 4 / 2 / span 1");
    await page.getByRole("radiogroup", { name: "Arrangement" }).getByRole("radio", { name: "Desktop" }).check({ force: true });
    await expect.poll(() => cellPlace(frame, "Roasted on Tuesdays.")).toBe("5 / span 8 / 2 / span 2");

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();
    await settle(page);
    expectNoConsoleErrors(tracked, "the grid editor");

    const visitor = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.page.goto(server.siteUrl("demo", "/on-the-grid"));
    const place = (text: string) =>
      visitor.page
        .locator(".tsr-grid > *", { hasText: text })
        .first()
        .evaluate((cell) => {
          const style = getComputedStyle(cell);
          return `${style.gridColumnStart} / ${style.gridColumnEnd} / ${style.gridRowStart} / ${style.gridRowEnd}`;
        });
    expect(await place("Beans on the grid")).toBe("5 / span 4 / 1 / span 1");
    expect(await place("Roasted on Tuesdays.")).toBe("5 / span 8 / 2 / span 2");
    await visitor.page.setViewportSize({ width: 390, height: 800 });
    expect(await place("Roasted on Tuesdays.")).toBe("1 / span 4 / 2 / span 1");
    expectNoConsoleErrors(visitor, "the published grid page");
  });
});
