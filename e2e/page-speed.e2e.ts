// Real-user speed as search engines judge it: a visitor's real click in Chromium gives the page
// view an INP (interaction to next paint) that goes out with the other metrics as the visitor
// leaves, and the owner reads it among the three Core Web Vitals on the analytics screen, with the
// share of views good on all three and the period week by week, at a phone's and a desktop's width.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { importRuntimeSite, ownerClient, RUNTIME_OWNER } from "./runtime-support/runtimeSites";

const WIDTHS = [390, 1280] as const;

interface Measured {
  views: number;
  metrics: { metric: string; p75: number | null; samples: number }[];
  passing: { judged: number; passed: number };
}

describe("page speed", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
    await importRuntimeSite(journey.server, "speedy");
  });
  afterAll(() => journey?.close());

  const expectClean = async (page: Page, phone: boolean, what: string) => {
    const findings = await auditPage(page, phone);
    expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
  };

  test("a real click gives the page view an INP that the owner reads among the Core Web Vitals", async () => {
    const owner = await ownerClient(journey.server, "speedy");
    const visitor = await journey.newPage();
    const { page } = visitor;
    await page.goto(journey.server.siteUrl("speedy", "/about"));
    await settle(page);
    await page.getByRole("heading", { name: "About us" }).click();
    await page.goto(journey.server.siteUrl("speedy", "/"));
    await settle(page);
    await page.goto("about:blank");
    expectNoConsoleErrors(visitor, "a visitor's pages reporting their speed");

    // Each report leaves as its page unloads, which Playwright does not show as a request; the server's copy is the proof.
    // The browser stays open until both have arrived, so closing it cannot cut off a report still on its way.
    const pageSpeed = async () => (await owner.send("GET", "/api/config/analytics/summary")).json().pageSpeed;
    await expect.poll(async () => (await pageSpeed()).views, { timeout: 30_000 }).toBe(2);
    await visitor.close();
    const speed = await pageSpeed();
    const about: Measured = speed.pages.find((p: { path: string }) => p.path === "/about");
    const home: Measured = speed.pages.find((p: { path: string }) => p.path === "/");
    const samples = (group: Measured) => Object.fromEntries(group.metrics.map((m) => [m.metric, m.samples]));
    const p75 = Object.fromEntries(about.metrics.map((m) => [m.metric, m.p75]));
    expect(samples(about)).toEqual({ CLS: 1, FCP: 1, FID: 0, LCP: 1, TTFB: 1, INP: 1 });
    expect(samples(home)).toMatchObject({ INP: 0, FID: 0, LCP: 1 });
    expect(p75.INP).toBeGreaterThanOrEqual(0);
    expect(p75.INP).toBeLessThan(200);
    expect(p75.TTFB).toBeGreaterThan(0);
    expect(p75.LCP).toBeGreaterThanOrEqual(p75.FCP!);
    expect(speed.passing).toEqual({ judged: 2, passed: 2 });
    expect(speed.trend.step).toBe("week");
    expect(speed.trend.points.at(-1)).toMatchObject({ views: 2, passing: { judged: 2, passed: 2 } });

    for (const width of WIDTHS) {
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const screen = tracked.page;
      await signInAt(screen, journey.server.siteUrl("speedy", "/config/analytics"), RUNTIME_OWNER);
      await screen.getByRole("heading", { name: "Page speed" }).waitFor();
      const cards = screen.locator(".speed-cards").first();
      expect(await cards.innerText()).toMatch(/Answer to taps and keys\s+\d+ ms\s+Good/);
      expect(await cards.innerText()).toMatch(/Good on all three\s+100 %/);
      expect(await cards.innerText()).toContain("200 ms or less is good, over 500 ms is poor.");
      // On a phone each row is drawn as a card, so rows and cells are found as elements rather than table roles.
      const week = screen.getByRole("region", { name: "Page speed per week" }).locator("tbody tr").last();
      expect((await week.locator("td").allTextContents()).slice(1, 2)).toEqual(["2"]);
      const aboutRow = screen.getByRole("region", { name: "Page speed per page" }).locator("tbody tr", { hasText: "/about" });
      const cells = await aboutRow.locator("td").allTextContents();
      expect(cells.slice(0, 2)).toEqual(["/about", "1"]);
      expect(cells[3]).toMatch(/^\d+ ms Good$/);
      await screen.getByRole("heading", { name: "Page speed" }).scrollIntoViewIfNeeded();
      await reviewScreenshot(screen, `page-speed-${width}`);
      await screen.getByRole("region", { name: "Page speed per page" }).scrollIntoViewIfNeeded();
      await reviewScreenshot(screen, `page-speed-tables-${width}`);
      await expectClean(screen, width === 390, `the page speed at ${width} px`);
      expectNoConsoleErrors(tracked, "the analytics screen's page speed");
      await tracked.close();
    }
  });
});
