import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AccessibilityProblem } from "../src/admin/screens/editor/accessibility/pageProblems";
import { expectFocused, expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { publishPageOf } from "./harness/publishedPage";
import { SiteClient } from "./forms-support/siteClient";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

/** The editor's measuring and rules, bundled to run on the small pages below as they run on the page in the editing frame. */
async function checksBundle(): Promise<string> {
  const folder = fileURLToPath(new URL("../src/admin/screens/editor/accessibility/", import.meta.url));
  const result = await build({
    stdin: {
      contents: `export { measurePage } from "./measurePage"; export { pageProblems } from "./pageProblems"; export { measureButtonStyles } from "./measureButtonStyles";`,
      resolveDir: folder,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "editorChecks",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** A flat picture of one colour, as a same-origin file would be, for the canvas to sample. */
const CREAM_PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#f3ead8"/></svg>')}`;

/** A small page with one block per rule, each laid out and painted by Chromium. */
const SMALL_PAGE = `<!doctype html><html><head><style>
  body { margin: 0; background: #fff; color: #1f2328; font: 16px/1.5 sans-serif; }
  .section { position: relative; isolation: isolate; padding: 24px; }
  .dark { background: #1c1f23; color: #f2efe9; }
  .background { position: absolute; inset: 0; z-index: -1; }
  .background img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  .darkened::after { content: ""; position: absolute; inset: 0; background: rgba(0, 0, 0, 0.7); }
  .tsr-button { display: inline-block; padding: 12px 20px; }
  .tsr-button--primary { background: #e3a47e; color: #1c1f23; }
  .tsr-button--secondary { background: #f3ead8; color: #fff; }
  .tsr-button--outline { background: transparent; color: #8a4a2b; }
  .targets button { width: 16px; height: 16px; padding: 0; margin: 0 2px 0 0; }
</style></head><body>
<section class="section dark">
  <div class="tsr-block" id="block-button"><a class="tsr-button tsr-button--secondary" href="/visit">Opening hours</a></div>
</section>
<section class="section">
  <div class="background"><img src="${CREAM_PICTURE}" alt=""></div>
  <div class="tsr-block" id="block-over-picture"><p style="color: #fff">Roasted every Tuesday</p></div>
</section>
<section class="section">
  <div class="background darkened"><img src="${CREAM_PICTURE}" alt=""></div>
  <div class="tsr-block" id="block-over-darkened"><p style="color: #fff">Poured every morning</p></div>
</section>
<section class="section">
  <div class="tsr-block" id="block-main"><h1>The café</h1></div>
  <div class="tsr-block" id="block-skipped"><h3>Drinks</h3></div>
  <div class="tsr-block" id="block-second-main"><h1>Also a title</h1></div>
  <div class="tsr-block" id="block-pictures">
    <img src="${CREAM_PICTURE}" width="40" height="40">
    <img src="${CREAM_PICTURE}" width="40" height="40" alt="" role="presentation">
    <a href="/shop"><img src="${CREAM_PICTURE}" width="40" height="40" alt=""> Shop</a>
  </div>
  <div class="tsr-block" id="block-links"><p><a href="/journal">Read more</a> · <a href="https://example.com/menu">https://example.com/menu</a> · <a href="/map" aria-label="Find us on the map">Find us</a></p></div>
  <div class="tsr-block" id="block-small-print"><p style="font-size: 10px">Prices include tax.</p></div>
  <div class="tsr-block targets" id="block-targets"><button>‹</button><button>›</button></div>
</section>
</body></html>`;

describe("the editor's accessibility checks on a small page", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("finds, per block, text hard to read over its real background (a colour, a picture sampled with a canvas, a darkened picture), pictures without a description, headings out of order, vague links, tiny text and crowded targets", async () => {
    const { page } = await journey.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent(SMALL_PAGE, { waitUntil: "load" });
    await page.addScriptTag({ content: await checksBundle() });
    type Checks = {
      measurePage: (doc: Document) => unknown;
      pageProblems: (facts: unknown) => AccessibilityProblem[];
      measureButtonStyles: (doc: Document, id: string, styles: string[]) => { style: string; passes: boolean }[];
    };
    const problems = await page.evaluate(() => {
      const checks = (window as unknown as { editorChecks: Checks }).editorChecks;
      return checks.pageProblems(checks.measurePage(document)).map((p) => [p.blockId, p.kind, p.message]);
    });
    expect(problems.map(([blockId, kind]) => `${blockId} ${kind}`)).toEqual([
      "button contrast",
      "over-picture contrast",
      "small-print tinyText",
      "pictures alt",
      "skipped headings",
      "second-main headings",
      "links links",
      "links links",
      "targets targets",
      "targets targets",
    ]);
    const said = Object.fromEntries(problems.map(([blockId, , message]) => [blockId, message]));
    expect(said.button).toMatch(/^“Opening hours” is hard to read: its contrast with what is behind it is 1\.1:1/);
    expect(said["over-picture"]).toMatch(/^“Roasted every Tuesday” is hard to read: its contrast with what is behind it is 1\.1:1/);
    expect(said.skipped).toMatch(/jumps from level 1 to level 3/);
    expect(said["small-print"]).toMatch(/^“Prices include tax\.” is 10 px tall/);
    const styles = await page.evaluate(() =>
      (window as unknown as { editorChecks: Checks }).editorChecks.measureButtonStyles(document, "button", ["secondary", "primary", "outline"]),
    );
    expect(styles).toEqual([
      { style: "secondary", passes: false },
      { style: "primary", passes: true },
      { style: "outline", passes: false },
    ]);
    expect(await page.locator("#block-button a").getAttribute("class")).toBe("tsr-button tsr-button--secondary");
  });

  test("on a published page made only of blocks, sees the page's title as the main heading screen readers hear, and navigations named like the header's", async () => {
    const { server } = journey;
    const owner = new SiteClient(server, "demo");
    await owner.signIn(server.demoOwner.email, server.demoOwner.password);
    const { path } = await publishPageOf(
      owner,
      "Only blocks",
      [
        { type: "heading", settings: { text: "Beans", level: 3 } },
        { type: "navigation", settings: { screenReaderName: "Main" } },
        { type: "navigation", settings: {} },
        { type: "navigation", settings: { direction: "vertical" } },
      ],
      "a11e",
      "_hidden",
    );
    const { page } = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.siteUrl("demo", path));
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Only blocks"]);
    expect(await page.getByRole("navigation").evaluateAll((navs) => navs.map((nav) => nav.getAttribute("aria-label")))).toEqual([
      "Main",
      "Main",
      "Site",
      "Site 2",
    ]);
    await page.addScriptTag({ content: await checksBundle() });
    type Checks = { measurePage: (doc: Document) => unknown; pageProblems: (facts: unknown) => AccessibilityProblem[] };
    const problems = await page.evaluate(() => {
      const checks = (window as unknown as { editorChecks: Checks }).editorChecks;
      return checks.pageProblems(checks.measurePage(document)).map((p) => [p.blockId, p.kind, p.message, p.repair]);
    });
    expect(problems).toEqual([
      [
        "a11e00000000000000000001",
        "headings",
        "The heading “Beans” comes right after the page's title, which screen readers read as its main heading (level 1) though it is hidden from sight, and jumps to level 3. People who move through a page by its headings, as screen reader users do, think a part is missing.",
        { kind: "headingLevel", level: 2 },
      ],
      [
        "a11e00000000000000000002",
        "navigationNames",
        "Another navigation on this page is also called “Main”. People who use a screen reader move between a page's navigations by their names, and cannot tell these two apart.",
        { kind: "navigationName", taken: ["main", "site", "site 2"], inLastSection: false },
      ],
    ]);
  });

  test("an owner on a phone adds a picture without a description, sees the problem in its panel, meets the summary before Publish, and fixes it in one click", async () => {
    const { server } = journey;
    // Button styles and colours can no longer be made unreadable (the design screen refuses such
    // colours and every style takes its words from its section), so the contrast fix is shown on
    // the made-up page of the test above; this journey goes through a picture's description.
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const { page } = tracked;
    await signInAt(page, server.siteUrl("demo", "/config/"), server.demoOwner);
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Seen by everyone");
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.getByText("This page has no blocks yet").waitFor();
    const frame = page.frameLocator("iframe[title='Site preview']");
    const saved = () => page.getByText("All changes saved").waitFor();
    const panel = page.locator(".accessibility-problems");

    // On a phone the panel hides the preview; the page behind it is still checked as the owner edits.
    await page.getByRole("button", { name: "Add block", exact: true }).click();
    await page.getByRole("button", { name: /^Image:/ }).click();
    await page.getByRole("textbox", { name: "Alternative text" }).fill("");
    await saved();
    await expect
      .poll(() => panel.locator("p").allInnerTexts())
      .toEqual([
        "A picture has no description (alternative text). People who use a screen reader hear nothing of what it shows, and search engines cannot tell either.",
      ]);
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const summary = page.getByRole("dialog", { name: "Some visitors will have trouble with this page" });
    expect(await summary.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(["1 picture without a description"]);
    await reviewScreenshot(page, "publish-summary-390");
    await summary.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => summary.count()).toBe(0);
    await page.getByRole("heading", { name: "Image", exact: true }).waitFor();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await summary.getByRole("button", { name: "Publish anyway" }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();

    // On a laptop the block carries its marker in the preview.
    await page.setViewportSize({ width: 1280, height: 800 });
    const marker = frame.locator("#tsr-editor-accessibility-markers > div");
    await expect.poll(() => marker.innerText()).toBe("1");
    const image = frame.locator(".tsr-block--image");
    // The markers are drawn again once the wider preview has laid itself out: wait for the marker to sit on the block.
    await expect
      .poll(
        async () => {
          const [markerBox, blockBox] = [await marker.boundingBox(), await image.boundingBox()];
          return markerBox !== null && blockBox !== null && markerBox.x + markerBox.width <= blockBox.x + blockBox.width && markerBox.y >= blockBox.y;
        },
        { message: "the marker sits inside the image block's top right" },
      )
      .toBe(true);

    await page.getByRole("button", { name: "Describe it from its name" }).click();
    const alt = page.getByRole("textbox", { name: "Alternative text" });
    await expectFocused(alt);
    expect(await alt.inputValue()).toBe("Roastery");
    await saved();
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => marker.count()).toBe(0);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Published. Visitors see this version now.").waitFor();
    expect(await summary.count()).toBe(0);
    expectNoConsoleErrors(tracked, "checking a page's accessibility in the editor");
  });
});
