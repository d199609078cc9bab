import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { settle, expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";

describe("a new owner builds a page in the configuration area", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  test("signs in, sees the page tree beside the site frame and adds a page", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(server.siteUrl("demo", `/config/?frameUrl=${encodeURIComponent("/about")}`));
    await page.getByLabel("Email").fill(server.demoOwner.email);
    await page.getByLabel("Password").fill(server.demoOwner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await settle(page);
    expect(await page.frameLocator("iframe[title='Site preview']").locator("body").innerText()).toContain("About");
    await page.screenshot({ path: "/tmp/config-shell.png" });

    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Tasting notes");
    await page.getByRole("button", { name: "Add page" }).last().click();
    await page.waitForURL((url) => url.pathname.startsWith("/config/pages/"));
    expect(new URL(page.url()).searchParams.get("frameUrl")).toBe("/tasting-notes");
    await page.screenshot({ path: "/tmp/config-after-add.png" });
    expectNoConsoleErrors(tracked, "the configuration area");
  });
});
