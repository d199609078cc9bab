// The cookie banner and popup overlay journeys: a visitor sees the banner with the site's
// settings (and its defaults), accepts or declines, Decline keeps the visitor cookies away unless
// the owner chose otherwise, a restrictive policy keeps tracking cookies away until consent, and the popup overlay follows its display-frequency and version rules
// under a controlled clock.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import type { SiteClient } from "./forms-support/siteClient";
import { bannerSettings, importRuntimeSite, ownerClient, putSettings } from "./runtime-support/runtimeSites";
import { popupRecord } from "./harness/popupRecord";

const DEFAULT_TEXT = "This site uses cookies to improve your experience and to understand how the site is used.";
const TRACKING_COOKIES = ["SS_MATTR", "SS_MID", "SS_lastvisit", "user_segment", "ss_cid", "ss_cpvisit", "ss_cvisit", "ss_cvr", "ss_cvt"];
const DAY_MS = 86_400_000;
const THIRTY_DAYS_S = 30 * 86_400;

let journey: Journey;
let owner: SiteClient;

beforeAll(async () => {
  journey = await openJourney();
  await importRuntimeSite(journey.server, "consent", { cookieSettings: { isCookieBannerEnabled: true } });
  await importRuntimeSite(journey.server, "popup");
  owner = await ownerClient(journey.server, "consent");
}, 120_000);

afterAll(async () => {
  await journey?.close();
});

const banner = (page: Page) => page.getByRole("region", { name: "Cookie banner" });

async function visit(identifier: string, path = "/", viewport?: { width: number; height: number }) {
  const tracked = await journey.newPage(viewport ? { viewport } : {});
  await tracked.page.goto(journey.server.siteUrl(identifier, path));
  await settle(tracked.page);
  return tracked;
}

describe("cookie banner", () => {
  test("shows the defaults when the site sets nothing but enabled: a dark bar at the bottom, the default sentence, an Accept icon and no Decline", async () => {
    const tracked = await visit("consent");
    const shown = banner(tracked.page);
    await shown.waitFor();
    expect(await shown.getAttribute("data-variant")).toBe("BAR");
    expect(await shown.getAttribute("data-position")).toBe("BOTTOM");
    expect(await shown.getAttribute("data-theme")).toBe("DARK");
    expect(await shown.getAttribute("data-cta-variant")).toBe("ICON");
    expect(await shown.innerText()).toContain(DEFAULT_TEXT);
    await tracked.page.getByRole("button", { name: "Accept" }).waitFor();
    expect(await tracked.page.getByRole("button", { name: "Decline" }).count()).toBe(0);
    const box = (await shown.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
    expect(Math.round(box.width)).toBe(1280);
    expectNoConsoleErrors(tracked, "the default banner");
    await tracked.close();
  });

  test("draws every variant, theme, call to action and position the owner picks", async () => {
    const cases = [
      {
        set: { cookieBannerVariant: "BAR", cookieBannerPosition: "TOP", cookieBannerTheme: "LIGHT", cookieBannerCtaVariant: "TEXT" },
        position: "TOP",
        edge: "top",
      },
      { set: { cookieBannerVariant: "BAR", cookieBannerPosition: "TOP_RIGHT", cookieBannerCtaVariant: "BUTTON" }, position: "TOP", edge: "top" },
      { set: { cookieBannerVariant: "BAR", cookieBannerPosition: "BOTTOM_LEFT" }, position: "BOTTOM", edge: "bottom" },
      { set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "TOP_LEFT" }, position: "TOP_LEFT", edge: "top-left" },
      { set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "TOP_RIGHT" }, position: "TOP_RIGHT", edge: "top-right" },
      { set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "BOTTOM_LEFT" }, position: "BOTTOM_LEFT", edge: "bottom-left" },
      {
        set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "BOTTOM_RIGHT", cookieBannerTheme: "LIGHT", cookieBannerCtaVariant: "BUTTON" },
        position: "BOTTOM_RIGHT",
        edge: "bottom-right",
      },
      { set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "TOP" }, position: "TOP_LEFT", edge: "top-left" },
      { set: { cookieBannerVariant: "POPUP", cookieBannerPosition: "BOTTOM" }, position: "BOTTOM_LEFT", edge: "bottom-left" },
    ];
    for (const { set, position, edge } of cases) {
      await putSettings(
        owner,
        "cookie-banner",
        bannerSettings({ ...set, cookieBannerText: "<p>Cookies keep the beans warm.</p>", cookieBannerCtaText: "Fine" }),
      );
      const tracked = await visit("consent");
      const shown = banner(tracked.page);
      await shown.waitFor();
      expect(await shown.getAttribute("data-variant"), JSON.stringify(set)).toBe(set.cookieBannerVariant);
      expect(await shown.getAttribute("data-position"), JSON.stringify(set)).toBe(position);
      expect(await shown.getAttribute("data-theme")).toBe(set.cookieBannerTheme ?? "DARK");
      expect(await shown.getAttribute("data-cta-variant")).toBe(set.cookieBannerCtaVariant ?? "ICON");
      expect(await shown.innerText()).toContain("Cookies keep the beans warm.");
      const accept = tracked.page.getByRole("button", { name: "Fine" });
      await accept.waitFor();
      if ((set.cookieBannerCtaVariant ?? "ICON") !== "ICON") expect(await accept.innerText()).toBe("Fine");
      const box = (await shown.boundingBox())!;
      const [vertical, horizontal] = edge.split("-");
      if (vertical === "top") expect(box.y).toBeLessThan(30);
      else expect(box.y + box.height).toBeGreaterThan(770);
      if (horizontal === "left") expect(box.x).toBeLessThan(30);
      if (horizontal === "right") expect(box.x + box.width).toBeGreaterThan(1250);
      expectNoConsoleErrors(tracked, `the banner ${JSON.stringify(set)}`);
      await tracked.close();
    }
  });

  test("Accept stores true for 30 days and removes the banner; Decline stores false; neither comes back; an older banner's choice is asked again", async () => {
    await putSettings(
      owner,
      "cookie-banner",
      bannerSettings({ cookieBannerAcceptType: "OPT_IN_AND_OUT", cookieBannerCtaVariant: "BUTTON", cookieBannerOptOutCtaText: "No thanks" }),
    );
    for (const [label, stored] of [
      ["Accept", "true"],
      ["No thanks", "false"],
    ] as const) {
      const tracked = await visit("consent");
      const before = Date.now() / 1000;
      await tracked.page.getByRole("button", { name: label }).click();
      await banner(tracked.page).waitFor({ state: "detached" });
      const consent = (await tracked.context.cookies()).find((cookie) => cookie.name === "ss_cookieAllowed");
      expect(consent?.value).toBe(stored);
      expect(consent!.expires - before).toBeGreaterThan(THIRTY_DAYS_S - 60);
      expect(consent!.expires - before).toBeLessThan(THIRTY_DAYS_S + 60);
      await tracked.page.reload();
      await settle(tracked.page);
      expect(await banner(tracked.page).count()).toBe(0);
      expectNoConsoleErrors(tracked, `the banner after ${label}`);
      await tracked.close();
    }

    // A choice stored by an older banner (version 2 writes only true or false) is asked again.
    const older = await journey.newPage();
    await older.context.addCookies([{ name: "ss_cookieAllowed", value: "1", url: journey.server.siteUrl("consent") }]);
    await older.page.goto(journey.server.siteUrl("consent"));
    await settle(older.page);
    await banner(older.page).waitFor();
    await older.close();
  });

  test("is forced open, updated and unforced by events", async () => {
    await putSettings(owner, "cookie-banner", bannerSettings());
    const tracked = await visit("consent");
    const { page } = tracked;
    await page.getByRole("button", { name: "Accept" }).click();
    await banner(page).waitFor({ state: "detached" });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("tessera:cookie-banner:force")));
    await banner(page).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains("tsr-cookie-banner-forced"))).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("tessera:cookie-banner:update", { detail: { cookieBannerTheme: "LIGHT" } })));
    await page.locator('.tsr-cookie-banner[data-theme="LIGHT"]').waitFor();
    await page.evaluate(() => {
      document.cookie = "ss_cookieAllowed=; Max-Age=0; Path=/";
      window.dispatchEvent(new CustomEvent("tessera:cookie-banner:unforce"));
    });
    // The banner code runs the event once its module has arrived, and the forced banner shows meanwhile: wait for the class to go.
    await expect.poll(() => page.evaluate(() => document.body.classList.contains("tsr-cookie-banner-forced"))).toBe(false);
    await banner(page).waitFor();
    expectNoConsoleErrors(tracked, "forcing the banner");
    await tracked.close();
  });

  test("under a restrictive policy without consent the nine tracking cookies are cleared, none is set and tracking scripts wait for Accept", async () => {
    await putSettings(owner, "cookie-banner", bannerSettings({ isAnalyticsCookiesDisabled: true }));
    const tracked = await journey.newPage();
    const url = journey.server.siteUrl("consent");
    await tracked.context.addCookies(TRACKING_COOKIES.map((name) => ({ name, value: name === "ss_cvr" ? "old|1|1|1|1" : "1", url })));
    await tracked.page.goto(url);
    await settle(tracked.page);
    expect((await tracked.context.cookies()).map((cookie) => cookie.name).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);
    expect(await tracked.page.evaluate(() => (window as { trackingScriptRan?: boolean }).trackingScriptRan ?? false)).toBe(false);
    await tracked.page.getByRole("button", { name: "Accept" }).click();
    await tracked.page.waitForFunction(() => (window as { trackingScriptRan?: boolean }).trackingScriptRan === true);
    const names = (await tracked.context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(["ss_cvr", "ss_cvt", "ss_cookieAllowed"]));
    expectNoConsoleErrors(tracked, "the restrictive policy");
    await tracked.close();
    await putSettings(owner, "cookie-banner", bannerSettings({ isCookieBannerEnabled: false }));
  });

  test("Decline keeps ss_cvr and ss_cvt away on every later page, Accept lets them in, and the owner may choose to keep counting after a Decline", async () => {
    const visitorCookies = async (keep: boolean, label: string) => {
      const tracked = await visit("consent");
      await tracked.page.getByRole("button", { name: label }).click();
      await banner(tracked.page).waitFor({ state: "detached" });
      await tracked.page.goto(journey.server.siteUrl("consent", "/?again=1"));
      await settle(tracked.page);
      const names = (await tracked.context.cookies()).map((cookie) => cookie.name).filter((name) => name === "ss_cvr" || name === "ss_cvt");
      expectNoConsoleErrors(tracked, `${label} with keepVisitorCookiesAfterDecline ${keep}`);
      await tracked.close();
      return names.sort();
    };
    const optInAndOut = { cookieBannerAcceptType: "OPT_IN_AND_OUT", cookieBannerCtaVariant: "BUTTON" };
    await putSettings(owner, "cookie-banner", bannerSettings(optInAndOut));
    expect(await visitorCookies(false, "Decline")).toEqual([]);
    expect(await visitorCookies(false, "Accept")).toEqual(["ss_cvr", "ss_cvt"]);
    await putSettings(owner, "cookie-banner", bannerSettings({ ...optInAndOut, keepVisitorCookiesAfterDecline: true }));
    expect(await visitorCookies(true, "Decline")).toEqual(["ss_cvr", "ss_cvt"]);
    await putSettings(owner, "cookie-banner", bannerSettings({ isCookieBannerEnabled: false }));
  });
});

describe("popup overlay", () => {
  const popup = (page: Page) => page.getByRole("dialog", { name: "Fresh beans" });
  const settings = (overrides: Record<string, unknown>) => ({
    isEnabled: true,
    style: "CARD",
    version: 1,
    showUntilSignup: false,
    displayFrequency: 2,
    enableMobile: true,
    title: "Fresh beans",
    message: "Ten percent off this week",
    ctaText: "Sign me up",
    ctaUrl: "",
    ...overrides,
  });

  test("comes back after displayFrequency days, never with -1, and again for a newer version", async () => {
    const popupOwner = await ownerClient(journey.server, "popup");
    await putSettings(popupOwner, "popup-overlay", settings({}));
    const tracked = await journey.newPage();
    const { page } = tracked;
    const start = Date.parse("2026-03-01T12:00:00Z");
    await page.clock.install({ time: start });
    const open = async (at: number) => {
      await page.clock.setSystemTime(at);
      await page.goto(journey.server.siteUrl("popup"));
      await settle(page);
    };
    const overlayViews: string[] = [];
    page.on("request", (request) => new URL(request.url()).pathname === "/api/census/overlay" && overlayViews.push(request.postData() ?? ""));
    await open(start);
    await popup(page).waitFor();
    // Each showing is reported to the census with the census payload.
    await expect.poll(() => overlayViews.length).toBe(1);
    expect(JSON.parse(new URLSearchParams(overlayViews[0]).get("data")!)).toHaveProperty("websiteId");
    await page.getByRole("button", { name: "Close" }).click();
    await popup(page).waitFor({ state: "detached" });
    await open(start + DAY_MS);
    expect(await popup(page).count()).toBe(0);
    await open(start + 2 * DAY_MS + 3_600_000);
    await popup(page).waitFor();
    await page.keyboard.press("Escape");
    await popup(page).waitFor({ state: "detached" });

    await putSettings(popupOwner, "popup-overlay", settings({ displayFrequency: -1 }));
    await open(start + 400 * DAY_MS);
    expect(await popup(page).count()).toBe(0);
    await putSettings(popupOwner, "popup-overlay", settings({ displayFrequency: -1, version: 2 }));
    await open(start + 401 * DAY_MS);
    await popup(page).waitFor();
    const record = await popupRecord(page);
    expect(record).toMatchObject({ version: 2, submitted: false, closedAt: null });

    await putSettings(popupOwner, "popup-overlay", settings({ showUntilSignup: true, displayFrequency: 0, version: 2 }));
    await open(start + 402 * DAY_MS);
    await page.getByRole("link", { name: "Sign me up" }).click();
    await popup(page).waitFor({ state: "detached" });
    // Following the popup's link is not a sign-up (e2e/popup-signup.e2e.ts signs up with its form).
    await open(start + 402 * DAY_MS + 60_000);
    await popup(page).waitFor();
    expectNoConsoleErrors(tracked, "the popup overlay");
    await tracked.close();
  });

  test("is not shown in screenshot mode or on a phone unless enabled there", async () => {
    const popupOwner = await ownerClient(journey.server, "popup");
    await putSettings(popupOwner, "popup-overlay", settings({ enableMobile: false, version: 9 }));
    const screenshot = await visit("popup", "/?screenshot=true");
    expect(await popup(screenshot.page).count()).toBe(0);
    await screenshot.close();
    const phone = await visit("popup", "/", { width: 390, height: 844 });
    expect(await popup(phone.page).count()).toBe(0);
    await phone.close();
    const desktop = await visit("popup");
    await popup(desktop.page).waitFor();
    await desktop.close();
  });
});
