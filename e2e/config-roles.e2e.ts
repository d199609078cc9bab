import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";

const VIEWER = { email: "viewer@harbor.example", password: "viewer password 12" };

async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
}

describe("who may change what in the configuration area", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
    const created = await journey.server.runCli(["owner", "create", "--email", VIEWER.email, "--password", VIEWER.password, "--site", "demo", "--role", "viewer"]);
    expect(created.code, created.stderr).toBe(0);
  });
  afterAll(() => journey?.close());

  test("a viewer sees pages and blocks with every control disabled and sends no write call", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signIn(page, server.siteUrl("demo", "/config/"), VIEWER.email, VIEWER.password);
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/config/")) writes.push(`${request.method()} ${request.url()}`);
    });
    expect(await page.getByText("View only").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Add page" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Actions for Home" }).click();
    for (const item of ["Rename…", "Change URL…", "Duplicate", "Delete…", "Password…"]) {
      expect(await page.getByRole("menuitem", { name: item }).getAttribute("aria-disabled"), item).toBe("true");
    }
    await page.getByRole("menuitem", { name: "Edit blocks" }).click();
    await page.getByText("You can look at this page but not change it.").waitFor();
    expect(await page.getByRole("button", { name: "Add block" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /^Move Heading 1/ }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: /^Edit Heading/ }).first().click();
    const text = page.getByRole("textbox", { name: "Text" });
    expect(await text.isDisabled()).toBe(true);
    await page.keyboard.press("Control+z");
    await settle(page);
    expect(writes).toEqual([]);
    expectNoConsoleErrors(tracked, "the configuration area as a viewer");
  });

  test("an admin's other tab follows a save and a publish made in the first tab", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const first = tracked.page;
    await signIn(first, server.siteUrl("demo", "/config/"), server.demoOwner.email, server.demoOwner.password);
    await first.getByRole("button", { name: /^Roastery, / }).click();
    await first.getByRole("button", { name: "Add block" }).waitFor();
    const editorUrl = first.url();
    const second = await tracked.context.newPage();
    await second.goto(editorUrl);
    await second.getByRole("button", { name: "Add block" }).waitFor();
    const rows = (page: Page) => page.getByTestId("block-row").count();
    const before = await rows(second);

    await first.getByRole("button", { name: "Add block" }).click();
    await first.getByRole("button", { name: /^Quote:/ }).click();
    await first.getByRole("textbox", { name: "Text" }).fill("Best beans in the harbor.");
    await first.getByText("All changes saved").waitFor();
    await expect.poll(() => rows(second)).toBe(before + 1);
    await second.getByText("Unpublished changes").waitFor();

    await first.getByRole("button", { name: "← All blocks" }).click();
    await first.getByRole("button", { name: "Publish" }).click();
    await first.getByText("Published. Visitors see this version now.").waitFor();
    await second.getByText("Unpublished changes").waitFor({ state: "detached" });
    expect(await second.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    expectNoConsoleErrors(tracked, "the first tab");
  });
});
