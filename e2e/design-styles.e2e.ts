// The design screen in a real browser: an owner picks fonts and a colour theme, a logo, a favicon
// and footer details, the editing frame shows them before anything is saved while visitors still
// see the published look, a faint colour is flagged as it is picked, and after saving the
// published page carries the styles, downloads the chosen font from the site itself and shows the
// uploaded logo in its header and the contact details and social link in its footer.
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PALETTES } from "../src/domain/siteStyles/palettes";
import { testJpeg } from "../src/server/features/media/testing";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { allWidthsMade } from "./harness/widthsMade";
import { reviewScreenshot } from "./harness/reviewScreenshot";

/** The footer's email and phone links and its Instagram link as a page shows them (null where missing). */
function shownFooter(view: Page | Frame): Promise<{ email: string | null; phone: string | null; instagram: string | null }> {
  return view.evaluate(() => {
    const link = (selector: string, attribute: string) => document.querySelector(`.tsr-site-footer ${selector}`)?.getAttribute(attribute) ?? null;
    return { email: link("a[href^='mailto:']", "href"), phone: link("a[href^='tel:']", "href"), instagram: link("a[aria-label='Instagram']", "href") };
  });
}

const TYPED_FOOTER = { email: "mailto:hello@harbor.example", phone: "tel:+442079460000", instagram: "https://instagram.com/harborandpine" };
const NO_FOOTER = { email: null, phone: null, instagram: null };

/** The site title's font and the accent colour as a page shows them. */
function shownStyles(view: Page | Frame): Promise<{ titleFont: string; accent: string }> {
  return view.evaluate(() => ({
    titleFont: getComputedStyle(document.querySelector(".tsr-site-title")!).fontFamily,
    accent: getComputedStyle(document.documentElement).getPropertyValue("--tsr-accent").trim(),
  }));
}

describe("site styles on the design screen", () => {
  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("fonts, colours, logo, icon and footer show in the frame as they are picked and on the published page once saved", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    const page = owner.page;
    await signInAt(page, server.siteUrl("demo", "/config/design"), server.demoOwner);
    await page.getByRole("heading", { name: "Design", level: 1 }).waitFor();
    const preview = (await (await page.locator("iframe[title='Site preview']").elementHandle())!.contentFrame())!;
    await preview.locator(".tsr-site-title").waitFor();
    expect(await shownStyles(preview)).toMatchObject({ accent: PALETTES.classic.light.accent });

    await page.getByLabel("Headings").selectOption({ label: "Playfair Display (display)" });
    await page.getByLabel("Colour theme").selectOption({ label: "Ocean" });
    await expect.poll(() => shownStyles(preview)).toEqual({ titleFont: expect.stringMatching(/^"Playfair Display"/), accent: PALETTES.ocean.light.accent });

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/"));
    expect(await shownStyles(visitor.page)).toEqual({ titleFont: expect.stringMatching(/^"Iowan Old Style"/), accent: PALETTES.classic.light.accent });

    await page.getByRole("group", { name: "Light sections" }).getByLabel("Quiet text").fill("#cccccc");
    await page
      .getByText('Light sections: "Quiet text" on "Page background" has a contrast of 1.5:1; choose colours with at least 4.5:1 so everyone can read them.')
      .waitFor();
    expect(await page.getByLabel("Colour theme").inputValue()).toBe("custom");
    await page.getByLabel("Colour theme").selectOption({ label: "Ocean" });
    expect(await page.getByText("has a contrast of 1.5:1").count()).toBe(0);

    const logo = page.getByRole("group", { name: "Logo", exact: true });
    await logo.locator("input[type=file]").setInputFiles({ name: "Mark.jpg", mimeType: "image/jpeg", buffer: await testJpeg(300, 100) });
    await logo.getByRole("img", { name: "Current logo" }).waitFor();
    const siteTitle = await preview.evaluate(() => document.querySelector(".tsr-site-footer p")!.textContent!.replace("© ", ""));
    const frameLogo = preview.locator(".tsr-site-title img.tsr-site-logo");
    await frameLogo.waitFor();
    expect(await frameLogo.evaluate((img: HTMLImageElement) => [img.getAttribute("width"), img.getAttribute("height"), img.alt])).toEqual([
      "144",
      "48",
      siteTitle,
    ]);
    expect(await preview.locator(".tsr-site-title").evaluate((link) => link.textContent)).toBe("");

    const favicon = page.getByRole("group", { name: "Browser tab icon", exact: true });
    await favicon.locator("input[type=file]").setInputFiles({ name: "Icon.jpg", mimeType: "image/jpeg", buffer: await testJpeg(64, 64) });
    await favicon.getByRole("img", { name: "Current browser tab icon" }).waitFor();
    await expect
      .poll(() => preview.evaluate(() => document.querySelector("link[rel='icon']")!.getAttribute("href")))
      .toMatch(/^\/s\/[^/]+\/icon\.jpg\?format=32w$/);

    expect(await shownFooter(preview)).toEqual(NO_FOOTER);
    await page.getByLabel("Email", { exact: true }).fill("hello@harbor.example");
    await page.getByLabel("Phone", { exact: true }).fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Add a social link" }).click();
    await page.getByLabel("Address of link 1").fill("https://instagram.com/harborandpine");
    await expect.poll(() => shownFooter(preview)).toEqual(TYPED_FOOTER);

    await visitor.page.reload();
    expect(await shownFooter(visitor.page)).toEqual(NO_FOOTER);
    expect(await visitor.page.locator(".tsr-site-title img").count()).toBe(0);

    await page.getByRole("button", { name: "Save design" }).click();
    await page.getByText("Design saved. Every page shows it now.").waitFor();
    // The logo's widths are made in the background; until then a visitor gets the nearest one made.
    await allWidthsMade(journey.server.dataDir);

    await visitor.page.reload();
    expect(await shownStyles(visitor.page)).toEqual({ titleFont: expect.stringMatching(/^"Playfair Display"/), accent: PALETTES.ocean.light.accent });
    expect(await shownFooter(visitor.page)).toEqual(TYPED_FOOTER);
    expect(await visitor.page.evaluate(() => document.querySelector("link[rel='icon']")!.getAttribute("href"))).toMatch(/^\/s\/[^/]+\/icon\.jpg\?format=32w$/);
    const fontLoaded = await visitor.page.evaluate(async () => {
      await document.fonts.load('700 20px "Playfair Display"');
      return document.fonts.check('700 20px "Playfair Display"');
    });
    expect(fontLoaded).toBe(true);
    const headerLogo = visitor.page.locator(".tsr-site-title img.tsr-site-logo");
    expect(await headerLogo.evaluate((img: HTMLImageElement) => [img.getAttribute("width"), img.getAttribute("height"), img.alt])).toEqual([
      "144",
      "48",
      siteTitle,
    ]);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    expect(visitor.requestedUrls.some((url) => url.endsWith("/assets/fonts/playfair-display-latin-700-normal.woff2"))).toBe(true);
    expectNoConsoleErrors(visitor, "the published page with the saved design");
    expectNoConsoleErrors(owner, "the design screen previewing and saving the design");
  });

  test("the design screen fits a 390 px phone and its fields are reached with the keyboard", async () => {
    const { server } = journey;
    const phone = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = phone.page;
    await signInAt(page, server.siteUrl("demo", "/config/design"), server.demoOwner);
    await page.getByRole("heading", { name: "Design", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Site design" });
    await form.waitFor();
    const overflow = await form.evaluate(
      (element) =>
        [...element.querySelectorAll("input, select, button, textarea")].filter((field) => field.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    expect(overflow).toBe(0);
    // The header's language list is on by default (it shows only on a site with more than one language).
    const languages = page.getByRole("checkbox", { name: "Language list in the header (on a site with more than one language)" });
    expect(await languages.isChecked()).toBe(true);
    await page.getByText("Language list in the header (on a site with more than one language)").scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "design-header-languages-phone");
    await page.getByLabel("Headings").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id && document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent)).toBe(
      "Body text",
    );
    expectNoConsoleErrors(phone, "the design screen on a phone");
  });
});
