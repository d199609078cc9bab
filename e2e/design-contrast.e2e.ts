// Words people must read on a home page keep WCAG AA against the pixels really behind them, in
// every colour theme: each button and the words over a section's picture, measured at 390 and
// 1280 px in the café and restaurant templates and on the demo's home (a file of its own beside
// design-styles.e2e.ts, as it is one of the longest journeys).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PALETTES, type PaletteId } from "../src/domain/siteStyles/palettes";
import { SiteClient } from "./forms-support/siteClient";
import { contrastBehind, type MeasuredText } from "./harness/contrastBehind";
import { openJourney, type Journey } from "./harness/journey";

/** The text a visitor must be able to read on a home page: every button, and the words over a section's picture. */
const READ_TEXT = ".tsr-button, .tsr-section--media :is(h1, h2, h3, p, li)";

/** Every such text of a home page at 390 and 1280 px, measured against what is really behind it, that falls short of WCAG AA. */
async function unreadableText(page: Page, url: string): Promise<(MeasuredText & { width: number })[]> {
  const short: (MeasuredText & { width: number })[] = [];
  await page.goto(url);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForFunction(() => document.readyState === "complete" && [...document.images].every((image) => image.complete));
    await page.evaluate(() => document.fonts.ready);
    const measured = await contrastBehind(page, READ_TEXT);
    expect(measured.length, url).toBeGreaterThan(1);
    short.push(...measured.filter((text) => text.ratio < text.needed).map((text) => ({ ...text, width })));
  }
  return short;
}

describe("site styles keep words readable", () => {
  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("every button's words and the words over pictures keep WCAG AA against the pixels behind them: the café and restaurant templates in every colour theme, and the demo's home", async () => {
    const { server } = journey;
    const made = await server.runCliSteps(
      ["cafe", "restaurant"].flatMap((template) => [
        ["site", "create", "--template", template, "--identifier", `${template}-look`, "--owner-email", `${template}@example.com`],
        ["owner", "create", "--email", `${template}-look@example.com`, "--password", "a long enough password", "--site", `${template}-look`, "--role", "admin"],
      ]),
    );
    expect(made.code, made.stderr).toBe(0);
    const visitor = await journey.newPage();
    for (const template of ["cafe", "restaurant"]) {
      const owner = new SiteClient(server, `${template}-look`);
      await owner.signIn(`${template}-look@example.com`, "a long enough password");
      const styles = (await owner.send("GET", "/api/config/site/design")).json();
      for (const palette of Object.keys(PALETTES) as PaletteId[]) {
        const saved = await owner.send("PUT", "/api/config/site/design", {
          json: { ...styles, palette, light: PALETTES[palette].light, dark: PALETTES[palette].dark },
        });
        expect(saved.status, saved.text).toBe(200);
        expect(await unreadableText(visitor.page, server.siteUrl(`${template}-look`, "/")), `${template} in ${palette}`).toEqual([]);
      }
    }
    expect(await unreadableText(visitor.page, server.siteUrl("demo", "/"))).toEqual([]);
  });
});
