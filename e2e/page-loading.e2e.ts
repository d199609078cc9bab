// Page loading journeys on the demo site in headless Chromium: every script module a page
// loads is announced in its HTML (modulepreload, so the request chain is two deep) and the
// page's Content-Security-Policy lets all of them run; the gallery page on a 390 px 3x phone
// shows its lead picture from the HTML and loads no picture wider than twice its displayed
// width needs; the product page keeps its picture's box (no layout shift).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMAGE_LIMITS, MAX_LOADED_PIXEL_RATIO } from "../src/domain/limits/imageLimits";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { shiftsOf, watchShifts } from "./harness/layoutShifts";
import { openJourney, type Journey } from "./harness/journey";

const PHONE_3X = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

/** Records the page's Content-Security-Policy violations and its layout shifts from the first byte. */
async function watchViolationsAndShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { violations: string[] };
    seen.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await watchShifts(page);
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/** The paths of the modules the HTML announces: modulepreload links and the runtime's script tag. */
function announcedModules(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="modulepreload"], script[type="module"][src]', (elements) =>
    elements.map((e) => new URL((e as HTMLLinkElement).href || (e as HTMLScriptElement).src).pathname),
  );
}

function scriptsLoaded(requestedUrls: string[]): string[] {
  return [...new Set(requestedUrls.map((u) => new URL(u).pathname).filter((p) => p.startsWith("/assets/") && p.endsWith(".js")))];
}

describe("the gallery page on a 390 px 3x phone", () => {
  test("announces every module it loads, raises no CSP violation, shows its lead picture from the HTML and loads no picture above 3x of its displayed width, the screen's own density", async () => {
    const tracked = await journey.newPage(PHONE_3X);
    const { page } = tracked;
    await watchViolationsAndShifts(page);
    const response = await page.goto(journey.server.siteUrl("demo", "/roastery"));
    const html = await response!.text();
    await settle(page);

    const announced = await announcedModules(page);
    const loaded = scriptsLoaded(tracked.requestedUrls);
    expect(loaded.length).toBeGreaterThan(announced.length / 2);
    expect(loaded.filter((path) => !announced.includes(path))).toEqual([]);

    const lead = page.locator(".tsr-gallery--stacked .tsr-img").first();
    expect(await lead.getAttribute("fetchpriority")).toBe("high");
    expect(await lead.getAttribute("loading")).toBeNull();
    expect(await lead.getAttribute("srcset")).toContain("750w");
    expect(await lead.getAttribute("sizes")).toMatch(/^\(min-resolution: 4dppx\) /);
    expect(await lead.getAttribute("width")).toBe("1500");
    expect(await lead.getAttribute("height")).toBe("1000");
    const served = html.replace(/<noscript>.*?<\/noscript>/g, "").match(/<img [^>]*>/g) ?? [];
    expect(served.filter((img) => /fetchpriority="high"/i.test(img))).toEqual([served[0]]);
    expect(served.slice(1).filter((img) => !img.includes('data-load="true"') || / src=/.test(img))).toEqual([]);

    for (let y = 0; y < 6000; y += 400) await page.mouse.wheel(0, 400);
    await settle(page);
    // naturalWidth of a srcset image is divided by its density; a fresh Image of the same file has the file's own width.
    const pictures = await page.$$eval("img.tsr-img", (elements) =>
      Promise.all(
        (elements as HTMLImageElement[])
          .filter((i) => i.currentSrc.includes("/s/") && i.complete && i.getBoundingClientRect().width > 0)
          .map(async (i) => {
            const file = new Image();
            file.src = i.currentSrc;
            await file.decode();
            return { src: i.currentSrc, natural: file.naturalWidth, shown: i.getBoundingClientRect().width };
          }),
      ),
    );
    expect(pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) {
      // At most the smallest made width covering the box at the screen's whole density (the loader takes 90% of it; the lead picture's srcset is the browser's pick).
      const covering = [...IMAGE_LIMITS.widths].reverse().find((width) => width >= picture.shown * MAX_LOADED_PIXEL_RATIO);
      expect(picture.natural, picture.src).toBeLessThanOrEqual(covering ?? IMAGE_LIMITS.widths[0]);
    }
    // The lead picture, 350 px wide on a 3x screen, needs 1050 pixels: the 1500 px width.
    expect(pictures[0]).toMatchObject({ natural: 1500, shown: 350 });
    expect(await violations(page)).toEqual([]);
    expectNoConsoleErrors(tracked, "the gallery page");
  });
});

describe("the product page", () => {
  test("loads its picture at once in a reserved box, without layout shift, and announces the product island", async () => {
    const tracked = await journey.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const { page } = tracked;
    await watchViolationsAndShifts(page);
    await page.goto(journey.server.siteUrl("demo", "/shop/harbor-blend"));
    await settle(page);
    const picture = page.locator(".tsr-product__image");
    expect(await picture.getAttribute("fetchpriority")).toBe("high");
    expect(await picture.getAttribute("loading")).toBeNull();
    expect([await picture.getAttribute("width"), await picture.getAttribute("height")]).toEqual(["420", "280"]);
    const shifts = await shiftsOf(page);
    expect(shifts.cls, shifts.shifted.join("; ")).toBeLessThanOrEqual(0.01);
    const announced = await announcedModules(page);
    expect(announced.some((path) => path.startsWith("/assets/island-product-"))).toBe(true);
    expect(scriptsLoaded(tracked.requestedUrls).filter((path) => !announced.includes(path))).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expectNoConsoleErrors(tracked, "the product page");
  });
});
