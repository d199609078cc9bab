import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { openContactFormBlock } from "./harness/contactFormBlock";

/** Wide enough that the frame beside the panel shows the site at close to its true size. */
const WIDE = { width: 1700, height: 950 };

/** A common laptop's window: the desktop preview is scaled down to the space beside the panel. */
const LAPTOP = { width: 1280, height: 800 };

/** A phone's window. */
const PHONE = { width: 390, height: 844 };

/** A box on the screen. */
interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: ScreenBox, b: ScreenBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * How far the selected block's frame lies from the block's cell as the screen shows it (the
 * framed page's box scaled with the frame): left, top and width, in whole screen pixels.
 */
function selectionOffCell(page: Page, text: string): Promise<number[]> {
  return page.evaluate((wanted) => {
    const frame = document.querySelector<HTMLIFrameElement>("iframe[title='Site preview']")!;
    const box = frame.getBoundingClientRect();
    const scale = box.width / frame.offsetWidth;
    const cell = [...frame.contentDocument!.querySelectorAll(".tsr-grid > *")].find((c) => c.textContent!.includes(wanted))!.getBoundingClientRect();
    const drawn = document.querySelector("[data-testid='grid-selection']")!.getBoundingClientRect();
    const left = box.left + frame.clientLeft * scale + cell.left * scale;
    const top = box.top + frame.clientTop * scale + cell.top * scale;
    return [drawn.left - left, drawn.top - top, drawn.width - cell.width * scale].map((off) => Math.round(Math.abs(off)));
  }, text);
}

/** The framed page's box of the block showing `text`, in the frame's own pixels. */
function blockBox(frame: FrameLocator, text: string) {
  return frame
    .locator("[id^='block-']", { hasText: text })
    .first()
    .evaluate((block) => block.getBoundingClientRect().toJSON() as { top: number; bottom: number });
}

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

  test("at 1280x800 the desktop preview shows the whole page scaled to its pane, a click chooses the block under it and its frame stays on it, a move pushes the covered block down, Move up works on phone, the field type list opens beside its button, on a phone the address stays clear of the width switch, and Escape in the site leaves the preview for the panel", async () => {
    const { server } = journey;
    const tracked = await journey.newPage({ viewport: LAPTOP });
    const { page } = tracked;
    await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await addPage(page, "Fits the screen");
    const frame = page.frameLocator("iframe[title='Site preview']");
    const addBlock = async (label: string, field: string, text: string) => {
      await page.getByRole("button", { name: "Add block", exact: true }).click();
      await page.getByRole("button", { name: new RegExp(`^${label}:`) }).click();
      await page.getByRole("textbox", { name: field }).fill(text);
      await page.getByText("All changes saved").waitFor();
      await frame.getByText(text).waitFor();
      await page.getByRole("button", { name: "← All blocks" }).click();
    };
    await addBlock("Heading", "Text", "A heading that fits");
    await addBlock("Text", "Content", "Text under the heading.");

    // The page is laid out at a laptop's 1280 px and scaled down to the pane: nothing cut off on the right.
    const preview = page.locator("iframe[title='Site preview']");
    const drawn = await preview.evaluate((f: HTMLIFrameElement) => {
      const box = f.getBoundingClientRect();
      const stage = f.parentElement!.getBoundingClientRect();
      const pane = f.closest(".frame")!;
      return {
        pageWidth: f.contentWindow!.innerWidth,
        pageScrollWidth: f.contentDocument!.documentElement.scrollWidth,
        scale: box.width / f.offsetWidth,
        leftInside: box.left >= stage.left - 0.5,
        rightInside: box.right <= stage.right + 0.5,
        paneScrollsSideways: pane.scrollWidth > pane.clientWidth,
      };
    });
    expect(drawn).toMatchObject({ pageWidth: 1280, pageScrollWidth: 1280, leftInside: true, rightInside: true, paneScrollsSideways: false });
    expect(drawn.scale).toBeGreaterThan(0.5);
    expect(drawn.scale).toBeLessThan(0.6);

    // A click on the scaled page chooses the block under it; the block's frame lies on its cell, and stays on it when the header above grows late.
    await editorHolds(frame, "A heading that fits");
    await frame.getByText("A heading that fits").click();
    await page.getByRole("textbox", { name: "Text" }).waitFor();
    await expect.poll(() => selectionOffCell(page, "A heading that fits")).toEqual([0, 0, 0]);
    await frame.locator(".tsr-site-header").evaluate((header: HTMLElement) => (header.style.paddingBottom = "160px"));
    await expect.poll(() => selectionOffCell(page, "A heading that fits")).toEqual([0, 0, 0]);

    // Moving the text up onto the heading's row pushes the heading down under it: the two never overlap.
    await frame.getByText("Text under the heading.").click();
    await page.getByRole("textbox", { name: "Content" }).waitFor();
    await page.getByRole("button", { name: "Move or resize on the grid" }).click();
    await expectFocused(page.getByTestId("grid-selection"));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => cellPlace(frame, "Text under the heading.")).toBe("1 / span 24 / 1 / span 1");
    await expect.poll(() => cellPlace(frame, "A heading that fits")).toBe("1 / span 24 / 2 / span 1");
    expect((await blockBox(frame, "A heading that fits")).top).toBeGreaterThanOrEqual((await blockBox(frame, "Text under the heading.")).bottom);

    // On phone, Move up is offered and changes the phone order only, from the keyboard.
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("radiogroup", { name: "Arrangement" }).getByRole("radio", { name: "Phone" }).check({ force: true });
    await expect.poll(() => preview.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth)).toBe(390);
    await page.getByRole("button", { name: "Actions for Heading: A heading that fits" }).focus();
    await page.keyboard.press("Enter");
    const moveUp = page.getByRole("menuitem", { name: "Move up" });
    await expectFocused(moveUp);
    expect(await moveUp.getAttribute("aria-disabled")).toBeNull();
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();
    await expect.poll(() => cellPlace(frame, "A heading that fits")).toBe("1 / span 8 / 1 / span 1");
    expect((await blockBox(frame, "Text under the heading.")).top).toBeGreaterThanOrEqual((await blockBox(frame, "A heading that fits")).bottom);
    await page.getByRole("radiogroup", { name: "Arrangement" }).getByRole("radio", { name: "Desktop" }).check({ force: true });
    await expect.poll(() => cellPlace(frame, "Text under the heading.")).toBe("1 / span 24 / 1 / span 1");

    // The form builder's field type list opens beside its button; the click that opens it adds nothing.
    await page.getByRole("link", { name: "← Pages" }).click();
    await openContactFormBlock(page);
    await page.getByRole("button", { name: "Edit form…" }).click();
    const builder = page.getByRole("dialog", { name: /^Edit form/ });
    const fields = builder.locator("ol > li");
    // Edit form reads the form afresh, so the builder's fields arrive after the click.
    await fields.first().waitFor();
    const before = await fields.count();
    const chooser = builder.getByRole("button", { name: /Choose a field type/ });
    await chooser.click();
    const list = page.getByRole("listbox");
    await list.waitFor();
    expect(intersects((await list.boundingBox())!, (await chooser.boundingBox())!), "the list covers its button").toBe(false);
    expect(await fields.count()).toBe(before);
    await list.getByRole("option", { name: "Email" }).click();
    await expect.poll(() => fields.count()).toBe(before + 1);
    await builder.getByRole("button", { name: "Cancel" }).click();

    // On a phone the preview's address keeps its own room beside the width switch.
    await page.setViewportSize(PHONE);
    // The selected block's frame belongs to the preview: hidden with it behind the panel; moving it on the grid shows the preview first.
    const selection = page.locator("#grid-selection");
    expect(await selection.count()).toBe(1);
    expect(await selection.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Move or resize on the grid" }).click();
    await expect.poll(() => selection.isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "Preview" }).isChecked()).toBe(true);
    await expectFocused(selection, "the block's frame on the grid");
    const address = page.getByTestId("frame-path");
    const widths = page.getByRole("radiogroup", { name: "Preview width" });
    await widths.waitFor();
    const [addressBox, widthsBox] = [(await address.boundingBox())!, (await widths.boundingBox())!];
    expect(intersects(addressBox, widthsBox), "the width switch covers the address").toBe(false);
    expect(await address.evaluate((path) => path.scrollWidth <= path.clientWidth && path.clientWidth > 0)).toBe(true);

    // Escape in the site with nothing open there leaves the preview: the panel is back and has the focus.
    await page.goto(journey.server.siteUrl("demo", "/config/"));
    await page.getByRole("radio", { name: "Preview" }).click();
    const site = page.frameLocator('iframe[title="Site preview"]');
    await site.getByRole("heading", { level: 1 }).first().click();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("radio", { name: "Panel" }).isChecked()).toBe(true);
    expect(await page.locator("#screen").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("screen");
    expectNoConsoleErrors(tracked, "the editor at a laptop's and a phone's size");
  });
});
