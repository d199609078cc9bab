// The console messages of spec 1 §8 and spec 2 §8, each caused for real: the cart's code refused
// by the network ("Commerce rollup not loaded, …"), a button block's markup pasted into a code
// block without its link ("Careful, there was no button found inside this node!"), the site's
// shipped font files refused ("Requested font no longer in Typekit"), a gallery's markup pasted with block
// data the gallery cannot evaluate ("Error evaluating gallery block data."), and a third-party
// captcha whose script arrives after the popup holding its form was closed ("Document was
// destroyed"). Each time the rest of the page keeps working.
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONSOLE_MESSAGES } from "../src/domain/messages/consoleMessages";
import { FORM_MESSAGES } from "../src/domain/messages/formMessages";
import { GALLERY_MESSAGES } from "../src/domain/messages/galleryMessages";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { freshId, importSite, page as sitePage } from "./forms-support/formSites";

const SITE = "console-words";
const POPUP_SITE = "console-popup";
const CART_CHUNK = "**/island-cart-*.js";
const FONT_FILES = (url: URL) => url.pathname.startsWith("/assets/fonts/");
const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js*";

let journey: Journey;

const code = (html: string) => ({ id: freshId(), type: "code", settings: { html } });

beforeAll(async () => {
  journey = await openJourney();
  await importSite(journey.server, {
    website: { identifier: SITE, title: "Console Café", extraSettings: { siteStyles: { fonts: { headings: "lora", body: "inter", buttons: "inter" } } } },
    collections: [
      sitePage("Home", "home", 0, [
        { id: freshId(), type: "button", settings: { label: "Order beans", url: "/shop" } },
        code('<div data-island="button"><p class="pasted-button">Order by phone</p></div>'),
        {
          id: freshId(),
          type: "gallery",
          settings: { design: "grid", slides: [{ id: "roaster", src: "/static/demo/roastery.svg", alt: "The roaster", width: 1200, height: 800 }] },
        },
        code(
          `<div data-island="gallery"><div class="tsr-gallery pasted-gallery" data-block-json='{"design":"mosaic"}'><p>Our mosaic of roasts</p></div></div>`,
        ),
      ]),
    ],
  });
  const formId = freshId();
  await importSite(journey.server, {
    website: {
      identifier: POPUP_SITE,
      title: "Popup Café",
      popupOverlaySettings: { isEnabled: true, style: "CARD", version: 1, displayFrequency: 0, enableMobile: true, title: "Roast notes by mail", formId },
    },
    collections: [sitePage("Home", "home", 0, [code("<p>Fresh beans every Tuesday.</p>")])],
    forms: [
      {
        id: formId,
        name: "Roast notes",
        kind: "newsletter",
        fields: [{ id: "email", type: "email", title: "Email Address", required: true }],
        captcha: "recaptcha",
      },
    ],
    captcha: [{ provider: "recaptcha", siteKey: "console-site-key", secretKey: "console-secret" }],
  });
});

afterAll(async () => {
  await journey?.close();
});

/** The console warnings a page logs from now on, in order. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

describe("console messages of the visitor runtime", () => {
  test("a cart page whose code the network refuses says the commerce code did not load, after naming the module", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    let refused = "";
    await page.route(CART_CHUNK, (route) => {
      refused = new URL(route.request().url()).pathname;
      return route.abort("failed");
    });
    await page.goto(journey.server.siteUrl("demo", "/cart"));
    await settle(page);
    await expect.poll(() => tracked.consoleErrors.some((error) => error.text === CONSOLE_MESSAGES.commerceRollupMissing)).toBe(true);
    const texts = tracked.consoleErrors.filter((error) => new URL(error.url).pathname !== refused).map((error) => error.text.split("\n")[0]);
    expect(texts).toEqual([
      'Unable to load module cart for trigger [data-island="cart"] ChunkLoadError: Loading chunk cart failed',
      "Commerce rollup not loaded, exiting initializeCommerce() invocation.",
    ]);
    expect(await page.locator('[data-island="cart"]').getAttribute("data-island-mounted")).toBeNull();
  });

  test("a cart page whose code arrives mounts it and logs nothing", async () => {
    const tracked = await journey.newPage();
    await tracked.page.goto(journey.server.siteUrl("demo", "/cart"));
    await settle(tracked.page);
    await tracked.page.locator('[data-island="cart"][data-island-mounted="true"]').waitFor({ state: "attached" });
    expectNoConsoleErrors(tracked, "the cart page");
  });

  test("pasted button markup without its link warns that no button was found, once; the real button is counted and works, with the page's clock standing still", async () => {
    const tracked = await journey.newPage();
    // No timer and no idle callback can run: the islands mount and count as the page loads.
    await holdClock(tracked.page);
    const warnings = warningsOf(tracked.page);
    const renders: string[] = [];
    tracked.page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/census/button-render") renders.push(request.url());
    });
    await tracked.page.goto(journey.server.siteUrl(SITE));
    await settle(tracked.page);
    await expect.poll(() => warnings.filter((text) => text.startsWith(CONSOLE_MESSAGES.noButtonInNode))).toHaveLength(1);
    expect(warnings.find((text) => text.startsWith("Careful"))).toMatch(/^Careful, there was no button found inside this node! /);
    await expect.poll(() => renders.length).toBe(1);
    expect(await tracked.page.getByRole("link", { name: "Order beans" }).getAttribute("href")).toBe("/shop");
    expect(await tracked.page.locator("[data-island]").count()).toBe(4);
    expect(await tracked.page.locator("[data-island]:not([data-island-mounted])").count()).toBe(0);
    expect(await tracked.page.locator('.tsr-gallery[data-mounted="true"]').count()).toBe(1);
  });

  test("pasted gallery markup whose block data names an unknown design logs 'Error evaluating gallery block data.' and keeps its HTML; the real gallery mounts (390 and 1280 px)", async () => {
    for (const width of [390, 1280]) {
      const tracked = await journey.newPage({ viewport: { width, height: 844 }, isMobile: width === 390, hasTouch: width === 390 });
      const { page } = tracked;
      await page.goto(journey.server.siteUrl(SITE));
      await settle(page);
      await expect.poll(() => tracked.consoleErrors.length).toBe(1);
      expect(tracked.takeConsoleErrors().map((error) => error.text)).toEqual([
        `${GALLERY_MESSAGES.blockDataUnevaluable} Design not found. Loaded designs: grid, autogrid, autocolumns, autorows, carousel, list, stacked, strip, base`,
      ]);
      expect(await page.locator(".pasted-gallery").innerText()).toBe("Our mosaic of roasts");
      expect(await page.locator(".pasted-gallery").getAttribute("data-mounted")).toBeNull();
      await page.locator('.tsr-gallery[data-mounted="true"]').waitFor({ state: "attached" });
      await page.getByRole("img", { name: "The roaster" }).waitFor();
      await reviewScreenshot(page, `console-gallery-data-${width}`);
      await tracked.close();
    }
  });

  test("font files the network refuses warn 'Requested font no longer in Typekit' with their families; fonts that arrive warn nothing", async () => {
    const refused = await journey.newPage();
    const warnings = warningsOf(refused.page);
    await refused.page.route(FONT_FILES, (route) => route.abort("internetdisconnected"));
    await refused.page.goto(journey.server.siteUrl(SITE));
    await settle(refused.page);
    await expect.poll(() => warnings.filter((text) => text.startsWith(CONSOLE_MESSAGES.fontNoLongerInTypekit))).not.toEqual([]);
    const named = warnings.filter((text) => text.startsWith(CONSOLE_MESSAGES.fontNoLongerInTypekit)).join(" ");
    expect(named).toMatch(/^Requested font no longer in Typekit /);
    expect(named).toMatch(/Lora|Inter/);
    expect(await refused.page.getByRole("link", { name: "Order beans" }).isVisible()).toBe(true);

    const loaded = await journey.newPage();
    const clean = warningsOf(loaded.page);
    await loaded.page.goto(journey.server.siteUrl(SITE));
    await settle(loaded.page);
    await loaded.page.evaluate(() => document.fonts.ready);
    expect(await loaded.page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").length)).toBeGreaterThan(0);
    expect(clean.filter((text) => text.startsWith(CONSOLE_MESSAGES.fontNoLongerInTypekit))).toEqual([]);
  });

  test("a captcha script that arrives after the popup holding its form was closed warns 'Document was destroyed' and renders nothing", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    const warnings = warningsOf(page);
    // The page's clock stands still: the script is asked for when the focus enters the form, an event, not a poll.
    await holdClock(page);
    const held: Route[] = [];
    await page.route(RECAPTCHA_SCRIPT, (route) => void held.push(route));
    await page.goto(journey.server.siteUrl(POPUP_SITE));
    await settle(page);
    const popup = page.getByRole("dialog", { name: "Roast notes by mail" });
    await popup.getByLabel("Email Address").click();
    await expect.poll(() => held.length).toBe(1);
    await popup.getByRole("button", { name: "Close" }).click();
    await popup.waitFor({ state: "detached" });
    await held[0]!.fulfill({
      contentType: "text/javascript",
      body: `window.grecaptcha = {
        render() { document.body.dataset.captchaRendered = "yes"; return 1; },
        reset() {},
      };
      window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
    });
    await expect.poll(() => warnings).toContain(FORM_MESSAGES.documentDestroyed);
    expect(await page.evaluate(() => document.body.dataset.captchaRendered ?? "no")).toBe("no");
    expect(await page.getByText("Fresh beans every Tuesday.").isVisible()).toBe(true);
    expectNoConsoleErrors(tracked, "the popup closed before its captcha arrived");
  });
});
