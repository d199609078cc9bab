// The section library in a real browser: a shared section placed on two pages is edited once in
// the Library screen, stays as it was for visitors until it is published, and then shows the new
// words on both pages; opened from a page's editor (a click on its block in the frame) in the grid
// editor, its text block is moved and resized by keyboard, published, and both pages show the new
// arrangement; the editor's "Add section" dialog finds a starter design by search and inserts it
// from the keyboard; the demo's home and about pages show their sections and the shared newsletter
// at 390, 768 and 1280 px without layout shift.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newId } from "../src/domain/ids";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const OWNER = { email: "owner@library.example", password: "library journey password" };
const SHARED_ID = newId();
const place = (row: number) => ({ column: 1, row, width: 24, height: 1 });
const heading = (text: string, row = 1) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" }, desktop: place(row) });
const band = {
  id: newId(),
  style: { background: { kind: "colour", colour: "surface" } },
  blocks: [heading("Letters from the harbor"), { id: newId(), type: "text", settings: { html: "<p>One short letter a month.</p>" }, desktop: place(2) }],
};

/** A page with a section of its own and the shared band under it. */
function pageWithBand(title: string, slug: string, position: number) {
  const layout = {
    sections: [
      { id: newId(), style: {}, blocks: [heading(title)] },
      { id: newId(), sharedSectionId: SHARED_ID },
    ],
  };
  return { type: 10, title, urlSlug: slug, navigation: "main", position, layout: { draft: layout, published: layout } };
}

const SITE = {
  format: "tessera-site",
  version: 1,
  website: { identifier: "library", title: "Library journey" },
  collections: [pageWithBand("Welcome home", "home", 0), pageWithBand("Plan a visit", "visit", 1)],
  sectionLibrary: [{ id: SHARED_ID, name: "Newsletter band", kind: "shared", draft: band, published: band, publishedAt: "2026-01-05T10:00:00.000Z" }],
};

describe("the section library", () => {
  let journey: Journey;
  let site: OwnedSite;

  beforeAll(async () => {
    journey = await openJourney();
    site = await importOwnedSite(journey.server, JSON.stringify(SITE), OWNER);
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** What a visitor (no cookies) reads on a page. */
  const visitorText = async (urlPath: string) => {
    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("library", urlPath));
    const text = await visitor.page.locator("body").innerText();
    await visitor.close();
    return text;
  };

  /** Where a visitor's browser at 1280 px lays out the grid cell holding `text`; null when its section is a plain column. */
  const visitorPlace = async (urlPath: string, text: string) => {
    const visitor = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.page.goto(journey.server.siteUrl("library", urlPath));
    await visitor.page.getByText(text).waitFor();
    const cell = visitor.page.locator(".tsr-grid > *", { hasText: text }).first();
    const place =
      (await cell.count()) === 0
        ? null
        : await cell.evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.gridColumnStart} / ${style.gridColumnEnd} / ${style.gridRowStart} / ${style.gridRowEnd}`;
          });
    await visitor.close();
    return place;
  };

  test("a shared section edited once is seen on both pages once published", async () => {
    expect(await visitorText("/")).toContain("Letters from the harbor");
    expect(await visitorText("/visit")).toContain("Letters from the harbor");

    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/library");
    const table = page.getByRole("table", { name: "Saved and shared sections" });
    const row = table.getByRole("row", { name: /Newsletter band/ });
    await row.waitFor();
    expect(await row.innerText()).toContain("Plan a visit, Welcome home");

    await row.getByRole("button", { name: "Edit words of Newsletter band" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit “Newsletter band”" });
    await dialog.getByRole("textbox", { name: "1. Heading text" }).fill("Roast notes, every other week");
    await dialog.getByRole("button", { name: "Save draft" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Draft saved. Publish it to show it on every page using it.").waitFor();
    expect(await visitorText("/visit")).toContain("Letters from the harbor");

    await row.getByRole("button", { name: "Publish Newsletter band" }).click();
    await page.getByText("“Newsletter band” is published on every page using it.").waitFor();
    for (const urlPath of ["/", "/visit"]) {
      const text = await visitorText(urlPath);
      expect(text).toContain("Roast notes, every other week");
      expect(text).not.toContain("Letters from the harbor");
    }
    expectNoConsoleErrors(tracked, "the library screen");
  });

  test("a shared section's block moved in the grid editor is published in its new place on both pages", async () => {
    const tracked = await journey.newPage({ viewport: { width: 1700, height: 950 } });
    const { page } = tracked;
    await site.signIn(page, "/config");
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    const library = await page.evaluate(() => fetch("/api/config/section-library").then((response) => response.json()));
    const visit = (library as { sections: { usedOn: { ownerId: string; title: string }[] }[] }).sections[0]?.usedOn.find((u) => u.title === "Plan a visit");
    await page.goto(journey.server.siteUrl("library", `/config/pages/${visit?.ownerId}`));
    // A click on the shared section's block in the page's frame points to the shared section's editor.
    const frame = page.frameLocator("iframe[title='Site preview']");
    const belongs = page.getByText("This block belongs to a shared section: edit it there, once for every page using it.");
    await expect
      .poll(async () => {
        await frame.getByText("One short letter a month.").click();
        return belongs.isVisible();
      })
      .toBe(true);
    await page.getByRole("link", { name: "Edit shared section", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/config/library/${SHARED_ID}`);
    await page.getByText("Changes apply to every page using this shared section: 2 pages (Plan a visit, Welcome home).").waitFor();

    const cell = frame.locator(".tsr-grid > *", { hasText: "One short letter a month." }).first();
    await expect.poll(() => cell.evaluate((element) => (element as HTMLElement).style.gridArea !== "")).toBe(true);
    await page.getByRole("button", { name: /^Edit Text/ }).click();
    await page.getByRole("button", { name: "Move or resize on the grid" }).click();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Shift+ArrowLeft");
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByTestId("grid-announcer").innerText()).toMatch(/^Text block moved and resized to column 7, row 2, 12 columns wide/);
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();
    expect(await visitorPlace("/visit", "One short letter a month.")).toBeNull();

    // Undo puts the block back full width in the draft; redo moves it again.
    const draftPlace = async () => {
      const entry = await page.evaluate((id) => fetch(`/api/config/section-library/${id}`).then((response) => response.json()), SHARED_ID);
      const text = (entry as { draft: { blocks: { type: string; desktop: object }[] } }).draft.blocks.find((b) => b.type === "text");
      return text?.desktop;
    };
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(draftPlace).toEqual({ column: 1, row: 2, width: 24, height: 1 });
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(draftPlace).toEqual({ column: 7, row: 2, width: 12, height: 1 });
    await page.getByText("All changes saved").waitFor();

    await page.getByRole("button", { name: "Publish shared section" }).click();
    await page.getByText("Published on every page using it. Visitors see this version now.").waitFor();
    for (const urlPath of ["/", "/visit"]) expect(await visitorPlace(urlPath, "One short letter a month.")).toBe("7 / span 12 / 2 / span 1");
    expectNoConsoleErrors(tracked, "the shared section's grid editor");
  });

  test("the Add section dialog finds a starter design by search and inserts it from the keyboard", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config");
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Prices");
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/config/pages/"));
    await page.getByText("This page has no blocks yet").waitFor();

    const addSection = page.getByRole("button", { name: "Add section" });
    await addSection.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add a section" });
    await dialog.getByRole("button", { name: /^Newsletter band: Shared/ }).waitFor();
    await page.keyboard.type("pricing");
    await dialog.getByRole("button", { name: /^Newsletter band/ }).waitFor({ state: "detached" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Pricing: /);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Section added to the page's draft.").waitFor();
    const frame = page.frameLocator("iframe[title='Site preview']");
    await frame.getByText("Choose Plus").waitFor();
    await page.getByText("Plans", { exact: true }).waitFor();
    expectNoConsoleErrors(tracked, "the Add section dialog");
  });

  for (const width of [390, 768, 1280]) {
    test(`the demo's home page shows its sections and the shared newsletter without layout shift at ${width} px`, async () => {
      const tracked = await journey.newPage({ viewport: { width, height: 800 } });
      const { page } = tracked;
      await watchShifts(page);
      for (const urlPath of ["/", "/about"]) {
        await page.goto(journey.server.siteUrl("demo", urlPath));
        await settle(page);
        expect(await page.locator(".tsr-newsletter__title").allInnerTexts()).toEqual(["Roast notes"]);
        const { cls, shifted } = await shiftsOf(page);
        expect(cls, `${urlPath} at ${width} px: ${shifted.join("; ")}`).toBe(0);
      }
      await page.goto(journey.server.siteUrl("demo"));
      await settle(page);
      const columns = await Promise.all(
        ["Huila, Colombia", "Guji, Ethiopia", "Pine Street Blend"].map((name) => page.getByRole("heading", { name }).boundingBox()),
      );
      const [huila, guji, pine] = columns.map((box) => box!);
      if (width >= 768) expect([guji!.y, pine!.y]).toEqual([huila!.y, huila!.y]);
      else expect(guji!.y).toBeGreaterThan(huila!.y);
      expectNoConsoleErrors(tracked, `the demo's home page at ${width} px`);
    });
  }
});
