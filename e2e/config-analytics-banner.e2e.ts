// The analytics screen (uPlot charts in their own chunk, never loaded with the editor) and the
// cookie banner settings with their live preview and what Decline does (a demo visitor who
// declines keeps no visitor cookie), in a real browser.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { reviewScreenshot } from "./harness/reviewScreenshot";

describe("analytics and the cookie banner in the configuration area", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  const signIn = async (page: Page, path: string) => {
    await signInAt(page, journey.server.siteUrl("demo", path), journey.server.demoOwner);
  };

  test("the analytics screen charts the visits of a period; the pages screen never loads the chart library", async () => {
    for (const path of ["/", "/about", "/contact"]) {
      const visitor = await journey.newPage();
      await visitor.page.goto(journey.server.siteUrl("demo", path));
      await settle(visitor.page);
      await visitor.close();
    }
    const tracked = await journey.newPage();
    const { page } = tracked;
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await signIn(page, "/config/");
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await settle(page);
    const editorScripts = await Promise.all(scripts);
    expect(editorScripts.length).toBeGreaterThan(0);
    expect(editorScripts.some((text) => text.includes("uplot"))).toBe(false);

    await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: "Analytics" }).click();
    await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
    await page.locator(".uplot canvas").first().waitFor();
    const analyticsScripts = await Promise.all(scripts.slice(editorScripts.length));
    expect(analyticsScripts.some((text) => text.includes("uplot"))).toBe(true);
    const totals = await page.locator(".totals").innerText();
    expect(totals).toMatch(/Visits\s+\d+/);
    expect(Number(/Page views\s+(\d+)/.exec(totals)?.[1])).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole("table", { name: "Top pages" }).innerText()).toContain("/about");
    await reviewScreenshot(page, "config-analytics");
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await page.locator(".uplot canvas").first().waitFor();
    await page.getByLabel("From", { exact: true }).fill("2026-03-10");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await page.getByText("The start must not be after the end.").waitFor();
    await page.getByRole("tab", { name: "Browser errors" }).click();
    await page.getByText("No browser errors").waitFor();
    await page.getByText("No failed loads").waitFor();
    expectNoConsoleErrors(tracked, "the analytics screen");
  });

  test("the cookie banner preview follows the settings live, and the saved banner shows on the site", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signIn(page, "/config/settings");
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Cookie banner" }).click();
    const form = page.getByRole("form", { name: "Cookie banner" });
    await form.waitFor();
    const previews = page.locator(".banner-preview");
    expect(await previews.count()).toBe(4);
    expect(await page.locator(".banner-preview-chosen figcaption").innerText()).toBe("Bar, dark (your choice)");
    const keepCounting = form.getByRole("checkbox", { name: "Keep counting visits after Decline" });
    expect(await keepCounting.isChecked()).toBe(false);
    await form.getByText("Clear: Decline removes every tracking cookie, the visitor cookies included, and none is set again.", { exact: false }).waitFor();

    await form.getByRole("checkbox", { name: "Show a cookie banner" }).check({ force: true });
    await form.getByRole("radio", { name: "Pop-up" }).check({ force: true });
    await form.getByRole("radio", { name: "Light" }).check({ force: true });
    await form.getByRole("radio", { name: "Accept or decline" }).check({ force: true });
    await form.getByRole("radio", { name: "Button" }).check({ force: true });
    await form.getByRole("textbox", { name: "Text" }).fill("We use cookies to count visits.");
    await form.getByRole("textbox", { name: "Decline label" }).fill("No thanks");
    expect(await page.locator(".banner-preview-chosen figcaption").innerText()).toBe("Pop-up, light (your choice)");
    const chosen = page.locator(".banner-preview-chosen .tsr-cookie-banner");
    expect(await chosen.getAttribute("class")).toContain("tsr-cookie-banner--bottom-left");
    expect(await chosen.innerText()).toContain("We use cookies to count visits.");
    expect(await chosen.locator(".tsr-cookie-banner__decline").innerText()).toBe("No thanks");
    await reviewScreenshot(page, "config-cookie-banner");
    await form.getByRole("button", { name: "Save cookie banner" }).click();
    await page.getByText("Cookie banner saved.").waitFor();
    expectNoConsoleErrors(tracked, "the cookie banner settings");

    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("demo", "/"));
    const banner = visitor.page.getByRole("region", { name: "Cookie banner" });
    await banner.waitFor();
    expect(await banner.innerText()).toContain("We use cookies to count visits.");
    expect(await banner.getAttribute("data-variant")).toBe("POPUP");
    expect(await banner.getAttribute("data-theme")).toBe("LIGHT");
    await banner.getByRole("button", { name: "No thanks" }).click();
    await banner.waitFor({ state: "detached" });
    await visitor.page.goto(journey.server.siteUrl("demo", "/"));
    await settle(visitor.page);
    const names = (await visitor.context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain("ss_cookieAllowed");
    expect(names.filter((name) => name === "ss_cvr" || name === "ss_cvt")).toEqual([]);
  });
});
