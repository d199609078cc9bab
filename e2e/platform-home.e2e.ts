import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyText, expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";

const ADMIN = { email: "root@platform.example", password: "platform journey password" };

describe("the platform home", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
    const created = await journey.server.runCli(["admin", "create", "--email", ADMIN.email, "--password", ADMIN.password]);
    expect(created.code, created.stderr).toBe(0);
  });
  afterAll(() => journey?.close());

  test("an administrator signs in on a phone-sized screen, creates a site from the café template with its first owner, and opens it", async () => {
    const { server } = journey;
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = tracked;

    await page.goto(server.platformUrl("/"));
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in to the platform" }).click();
    await page.getByRole("heading", { name: "Sites", exact: true, level: 1 }).waitFor();
    expect(await bodyText(page)).toContain("Harbor & Pine Coffee");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByLabel("Site identifier").fill("Corner Cafe");
    await page.getByRole("radio", { name: /Café with a shop/ }).check();
    await page.getByRole("button", { name: "Create the site" }).click();
    await page.getByText("The site identifier must be lowercase letters, digits and inner hyphens (at most 63), such as my-cafe.").waitFor();
    // The refused form comes back with status 400, which Chromium reports on the console.
    expect(tracked.takeConsoleErrors().map((error) => error.text)).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);

    await page.getByLabel("Site identifier").fill("corner-cafe");
    await page.getByLabel("First owner's email (optional)").fill("owner@corner.example");
    await page.getByRole("button", { name: "Create the site" }).click();
    await page.getByText("Created The Copper Kettle at corner-cafe.").waitFor();
    const link = await page.getByLabel("Invitation link").inputValue();
    expect(link).toMatch(new RegExp(`^${server.siteUrl("corner-cafe", "/config/invitation/")}[A-Za-z0-9_-]{43}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expectNoConsoleErrors(tracked, "the platform home");

    await page.getByRole("link", { name: "Open the site The Copper Kettle" }).click();
    await page.waitForURL(server.siteUrl("corner-cafe", "/"));
    await settle(page);
    await page.getByRole("heading", { name: "Good coffee, slow mornings", level: 1 }).waitFor();
    await page.goto(server.siteUrl("corner-cafe", "/shop"));
    expect(await bodyText(page)).toContain("House Blend");
    expectNoConsoleErrors(tracked, "the new café site");

    await page.goto(link);
    expect(await bodyText(page)).toContain("The Copper Kettle");
  });
});
