import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { SiteClient } from "./forms-support/siteClient";
import { CODE_LOCKED_NOTE } from "../src/admin/screens/editor/BlockPanel";
import { addOwners } from "./harness/ownedSite";
import { signInAt } from "./harness/signIn";

const VIEWER = { email: "viewer@harbor.example", password: "viewer password 12" };
const EDITOR = { email: "editor@harbor.example", password: "editor password 12" };

async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await signInAt(page, url, { email, password });
  await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
}

describe("who may change what in the configuration area, and its limits", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
    await addOwners(journey.server, "demo", [
      { account: VIEWER, role: "viewer" },
      { account: EDITOR, role: "editor" },
    ]);
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
    for (const item of ["Rename…", "Change web address…", "Duplicate", "Delete…", "Password…"]) {
      expect(await page.getByRole("menuitem", { name: item }).getAttribute("aria-disabled"), item).toBe("true");
    }
    await page.getByRole("menuitem", { name: "Edit blocks" }).click();
    await page.getByText("You can look at this page but not change it.").waitFor();
    expect(await page.getByRole("button", { name: "Add block", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    expect(
      await page
        .getByRole("button", { name: /^Actions for Heading/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await page
      .getByRole("button", { name: /^Edit Heading/ })
      .first()
      .click();
    const text = page.getByRole("textbox", { name: "Text" });
    expect(await text.isDisabled()).toBe(true);
    await page.keyboard.press("Control+z");
    await settle(page);
    expect(writes).toEqual([]);
    expectNoConsoleErrors(tracked, "the configuration area as a viewer");
  });

  test("an editor sees an admin's code block read-only and is not offered code blocks", async () => {
    const { server } = journey;
    const admin = new SiteClient(server, "demo");
    await admin.signIn(server.demoOwner.email, server.demoOwner.password);
    const pageId = (await admin.send("POST", "/api/config/pages", { json: { kind: "page", title: "Tracking", navigation: "main" } })).json().id;
    const layout = (await admin.send("GET", `/api/config/layouts/${pageId}`)).json();
    const saved = await admin.send("PUT", `/api/config/layouts/${pageId}`, {
      json: {
        version: layout.draftVersion,
        draft: { blocks: [{ id: "c0de00000000000000000001", type: "code", settings: { html: "<script>window.counted = 1</script>" } }] },
      },
    });
    expect(saved.status).toBe(200);

    const tracked = await journey.newPage();
    const { page } = tracked;
    await signIn(page, server.siteUrl("demo", "/config/"), EDITOR.email, EDITOR.password);
    await page.getByRole("button", { name: "Actions for Tracking" }).click();
    await page.getByRole("menuitem", { name: "Edit blocks" }).click();
    await page.getByRole("button", { name: /^Edit Code/ }).click();
    await page.getByText(CODE_LOCKED_NOTE).waitFor();
    expect(await page.getByRole("textbox", { name: "Content" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "← All blocks" }).click();
    await page.getByRole("button", { name: "Add block", exact: true }).click();
    const catalogue = page.getByRole("dialog", { name: "Add a block" });
    await catalogue.getByRole("button", { name: /^Heading:/ }).waitFor();
    expect(await catalogue.getByRole("button", { name: /^Code:/ }).count()).toBe(0);
    await catalogue.getByRole("button", { name: "Cancel" }).click();

    const opener = page.getByRole("button", { name: "Add block", exact: true });
    const focused = (element: Element) => element === document.activeElement;
    await opener.focus();
    await page.keyboard.press("Enter");
    await catalogue.getByRole("searchbox", { name: "Search blocks" }).fill("zzz");
    await catalogue.getByRole("heading", { name: "No block matches “zzz”" }).waitFor();
    await page.keyboard.press("Shift+Tab");
    expect(await catalogue.getByRole("button", { name: "Cancel" }).evaluate(focused)).toBe(true);
    await page.keyboard.press("Escape");
    await catalogue.waitFor({ state: "detached" });
    await expect.poll(() => opener.evaluate(focused)).toBe(true);
    expectNoConsoleErrors(tracked, "the editor's view of a code block");
  });

  test("an admin's other tab follows a save and a publish made in the first tab", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const first = tracked.page;
    await signIn(first, server.siteUrl("demo", "/config/"), server.demoOwner.email, server.demoOwner.password);
    await first.getByRole("button", { name: /^Roastery, / }).click();
    await first.getByRole("button", { name: "Add block", exact: true }).waitFor();
    const editorUrl = first.url();
    const second = await tracked.context.newPage();
    await second.goto(editorUrl);
    await second.getByRole("button", { name: "Add block", exact: true }).waitFor();
    const rows = (page: Page) => page.getByTestId("block-row").count();
    const before = await rows(second);

    await first.getByRole("button", { name: "Add block", exact: true }).click();
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

  test("two owners editing the same page: the later save gets the conflict message and reloads the other's work", async () => {
    const { server } = journey;
    const [ann, ben] = [await journey.newPage(), await journey.newPage()];
    for (const tracked of [ann, ben]) {
      await signIn(tracked.page, server.siteUrl("demo", "/config/"), server.demoOwner.email, server.demoOwner.password);
      await tracked.page.getByRole("button", { name: /^Contact, / }).click();
      await tracked.page.getByRole("button", { name: "Add block", exact: true }).waitFor();
    }
    const addQuote = async (page: Page, text: string) => {
      await page.getByRole("button", { name: "Add block", exact: true }).click();
      await page.getByRole("button", { name: /^Quote:/ }).click();
      await page.getByRole("textbox", { name: "Text" }).fill(text);
    };
    await addQuote(ann.page, "Ann was here first.");
    await ann.page.getByText("All changes saved").waitFor();

    await addQuote(ben.page, "Ben types over it.");
    const conflict = ben.page.getByText("Someone else saved this page after you opened it. Reload to see their changes; your last change was not saved.");
    await conflict.waitFor();
    expect(await ben.page.getByRole("status").filter({ hasText: "Not saved" }).count()).toBe(1);
    await ben.page.getByRole("button", { name: "Reload" }).first().click();
    await conflict.waitFor({ state: "detached" });
    await ben.page.getByRole("button", { name: /^Edit Quote: Ann was here first\./ }).waitFor();
    expect(await ben.page.getByRole("button", { name: /^Edit Quote: Ben types over it\./ }).count()).toBe(0);
    expectNoConsoleErrors(ann, "the first owner's editor");
    const benErrors = ben.takeConsoleErrors();
    expect(benErrors.map((e) => e.text)).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
  });

  test("a page holding 60 blocks says so and offers no more", async () => {
    const { server } = journey;
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signIn(page, server.siteUrl("demo", "/config/"), server.demoOwner.email, server.demoOwner.password);
    // Sixty blocks are put in place through the owner API from the signed-in page itself.
    const pageId = await page.evaluate(async () => {
      const crumb = decodeURIComponent(
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("crumb="))!
          .slice(6),
      );
      const call = async (method: string, url: string, body?: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { "content-type": "application/json", "x-csrf-token": crumb },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
        return response.json();
      };
      const created = await call("POST", "/api/config/pages", { kind: "page", title: "Full page", navigation: "_hidden" });
      const layout = await call("GET", `/api/config/layouts/${created.id}`);
      const blocks = Array.from({ length: 60 }, (_, i) => ({ id: (i + 1).toString(16).padStart(24, "0"), type: "spacer", settings: {} }));
      await call("PUT", `/api/config/layouts/${created.id}`, { version: layout.draftVersion, draft: { blocks } });
      return created.id as string;
    });

    await page.goto(server.siteUrl("demo", `/config/pages/${pageId}`));
    await page.getByText("60 of 60 blocks").waitFor();
    expect(await page.getByRole("button", { name: "Add block", exact: true }).isDisabled()).toBe(true);
    await page.getByText("A page holds at most 60 blocks. Remove a block to add another.").waitFor();
    await page
      .getByRole("button", { name: /^Delete Spacer/ })
      .first()
      .click();
    await page.getByText("59 of 60 blocks").waitFor();
    expect(await page.getByRole("button", { name: "Add block", exact: true }).isEnabled()).toBe(true);
    await page.getByText("All changes saved").waitFor();
    expectNoConsoleErrors(tracked, "the full page's editor");
  });
});
