// An owner keeps the site's redirects on the Redirects screen, on a desktop and on a phone: the
// empty list says what redirects are for, one is added by keyboard (the shared rules' and the
// server's refusals shown in the dialog), more come from a CSV file (a bad file refused naming its
// line), one is changed and one deleted; the screen passes the visual check at that width. A
// visitor who then opens an old address lands on the new page.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSites } from "./harness/ownedSite";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { checkWhatIsSeen } from "./harness/visualCheck";

const OWNER = { email: "owner@redirects.example", password: "redirects owner password" };
const WIDTHS = [1280, 390] as const;

/** A site of a home page and a menu page, which old addresses are sent to. */
function movingSite(identifier: string): string {
  const text = (id: string, words: string) => ({ id, type: "text", settings: { html: `<p>${words}</p>` } });
  const page = (title: string, urlSlug: string, position: number, blocks: unknown[]) => ({
    type: 10,
    title,
    urlSlug,
    navigation: "main",
    position,
    layout: { draft: { blocks }, published: { blocks } },
  });
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}` },
    collections: [
      page("Home", "home", 0, [text("aaaaaaaaaaaaaaaaaaaaaa01", "Welcome to the café.")]),
      page("Menu", "menu", 1, [text("aaaaaaaaaaaaaaaaaaaaaa02", "Today's menu: bread and soup.")]),
    ],
  });
}

let journey: Journey;
let sites: string[];

beforeAll(async () => {
  journey = await openJourney();
  sites = await importOwnedSites(journey.server, [movingSite("moving-desk"), movingSite("moving-phone")], OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Picks a CSV file of these lines with the screen's import button. */
async function importCsv(page: Page, name: string, lines: string[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import from a CSV file" }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\n")}\n`) });
}

/** The table's rows as their cells' text, one line each. */
async function rowsOf(page: Page): Promise<string[]> {
  const rows = page.getByRole("table", { name: "Redirects" }).locator("tbody tr");
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
}

describe("the Redirects screen", () => {
  for (const [index, width] of WIDTHS.entries()) {
    test(`at ${width} px an owner adds, imports, changes and deletes redirects, and a visitor of an old address lands on the new page`, async () => {
      const identifier = sites[index]!;
      const where = width < 480 ? "phone" : "desktop";
      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = owner;
      await signInAt(page, journey.server.siteUrl(identifier, "/config/redirects"), OWNER);
      await page.getByRole("heading", { name: "Redirects", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "No redirects yet" }).waitFor();
      await reviewScreenshot(page, `redirects-empty-${where}`);

      // Added by keyboard: the shared rule refuses a path without "/" before anything is sent.
      const add = page.getByRole("button", { name: "Add redirect" }).first();
      await add.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Add redirect" });
      await page.keyboard.type("old-menu");
      await dialog.getByRole("textbox", { name: "New address" }).fill("/menu");
      await page.keyboard.press("Enter");
      await dialog.getByText('Enter the old path as a path of this site, starting with "/", such as /old-page or /old-blog/*.').waitFor();
      await dialog.getByRole("textbox", { name: "Old address" }).fill("/old-menu");
      await dialog.getByText("Moved for now (302)").click();
      await dialog.getByRole("button", { name: "Add redirect" }).click();
      await page.getByText("Visitors who open /old-menu now go to /menu.").waitFor();
      expect(await rowsOf(page)).toEqual(["/old-menu /menu For now (302) This page only Change Delete"]);

      // The server refuses a second redirect from the same old address, in the dialog.
      await page.getByRole("button", { name: "Add redirect" }).click();
      await dialog.getByRole("textbox", { name: "Old address" }).fill("/old-menu/");
      await dialog.getByRole("textbox", { name: "New address" }).fill("/");
      await dialog.getByRole("button", { name: "Add redirect" }).click();
      await dialog.getByText("/old-menu already has a redirect; change that one instead.").waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      // A CSV file: all its lines or none, the first bad one named.
      await importCsv(page, "bad.csv", ["from,to,status", "/spring-menu,/menu,301", "/loop,/loop,301"]);
      await page.getByText("bad.csv was not imported. Line 3: A redirect cannot send a path to itself.").waitFor();
      await importCsv(page, "moves.csv", ["from,to,status", "/spring-menu,/menu,301", "/old-blog/*,/menu,301", "/gone,/,302"]);
      await page.getByText("Imported 3 redirects.").waitFor();
      await expect
        .poll(() => rowsOf(page))
        .toEqual([
          "/gone / For now (302) This page only Change Delete",
          "/old-blog/* /menu For good (301) This page and every page under it Change Delete",
          "/old-menu /menu For now (302) This page only Change Delete",
          "/spring-menu /menu For good (301) This page only Change Delete",
        ]);

      // Changed, then deleted after confirming.
      await page.getByRole("button", { name: "Change the redirect from /old-menu" }).click();
      const change = page.getByRole("dialog", { name: "Change redirect" });
      await change.getByText("Moved for good (301)").click();
      await change.getByRole("button", { name: "Save redirect" }).click();
      await page.getByText("The redirect from /old-menu was saved.").waitFor();
      await page.getByRole("button", { name: "Delete the redirect from /gone" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await page.getByText("The redirect from /gone was deleted.").waitFor();
      // The notice comes with the answer to the delete; the list follows when it has loaded again.
      await expect.poll(() => rowsOf(page)).toHaveLength(3);
      expect((await rowsOf(page))[1]).toBe("/old-menu /menu For good (301) This page only Change Delete");

      await settle(page);
      await reviewScreenshot(page, `redirects-list-${where}`);
      expect(await checkWhatIsSeen(page, { where: "redirects screen", width, pixelRatio: 1, axe: true })).toEqual([]);
      // The browser logs the two refusals the owner was shown: the second redirect from /old-menu and the bad CSV file.
      expectNoConsoleErrors(owner, "the Redirects screen", [
        {
          text: "Failed to load resource: the server responded with a status of 409 (Conflict)",
          url: journey.server.siteUrl(identifier, "/api/config/redirects"),
        },
        {
          text: "Failed to load resource: the server responded with a status of 400 (Bad Request)",
          url: journey.server.siteUrl(identifier, "/api/config/redirects/import"),
        },
      ]);

      const visitor = await journey.newPage({ viewport: { width, height: 900 } });
      for (const old of ["/old-menu", "/spring-menu", "/old-blog/2024/our-first-year"]) {
        await visitor.page.goto(journey.server.siteUrl(identifier, old));
        expect(new URL(visitor.page.url()).pathname).toBe("/menu");
        expect(await visitor.page.getByText("Today's menu: bread and soup.").isVisible()).toBe(true);
      }
    });
  }
});
