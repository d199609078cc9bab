// A visitor lands from a campaign link: the runtime requests the Track pixel, and the owner reads
// the landing by source, campaign and channel on the analytics screen's "Landings and events" tab,
// at a phone's and a desktop's width, with axe.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const WIDTHS = [390, 1280] as const;

describe("the owner reads what the runtime records", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  const expectClean = async (page: Page, phone: boolean, what: string) => {
    const findings = await auditPage(page, phone);
    expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
  };

  test("a landing from a campaign link requests the Track pixel and shows under its source, campaign and channel", async () => {
    const visitor = await journey.newPage();
    const pixel = visitor.page.waitForRequest((request) => request.url().includes("/api/track/Track"));
    await visitor.page.goto(journey.server.siteUrl("demo", "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-beans"));
    const query = new URL((await pixel).url()).searchParams;
    expect(Object.fromEntries(["source", "campaign", "channel", "landing"].map((name) => [name, query.get(name)]))).toEqual({
      source: "newsletter",
      campaign: "autumn-beans",
      channel: "email",
      landing: "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-beans",
    });
    await settle(visitor.page);
    await visitor.close();

    const plain = await journey.newPage();
    let asked = false;
    plain.page.on("request", (request) => {
      if (request.url().includes("/api/track/Track")) asked = true;
    });
    await plain.page.goto(journey.server.siteUrl("demo", "/about"));
    await settle(plain.page);
    expect(asked).toBe(false);
    await plain.close();

    for (const width of WIDTHS) {
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await signInAt(page, journey.server.siteUrl("demo", "/config/analytics"), journey.server.demoOwner);
      await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
      await page.getByRole("tab", { name: "Landings and events" }).click();
      await page.getByRole("table", { name: "Landings by source" }).getByText("newsletter").waitFor();
      expect(await page.getByRole("table", { name: "Landings by campaign" }).innerText()).toContain("autumn-beans");
      expect(await page.getByRole("table", { name: "Landings by channel" }).innerText()).toContain("email");
      expect(await page.locator(".totals").innerText()).toMatch(/Marketing landings\s+1/);
      expect(await page.getByRole("table", { name: "Marketing landings" }).innerText()).toContain("/?utm_source=newsletter");
      expect(await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toMatch(
        /^\/api\/config\/analytics\/activity\/csv\?kind=landings&from=/,
      );
      await reviewScreenshot(page, `owner-analytics-landings-${width}`);
      await expectClean(page, width === 390, `the landings tab at ${width} px`);
      expectNoConsoleErrors(tracked, "the analytics screen");
      await tracked.close();
    }
  });
});
