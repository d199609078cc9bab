// Publish states beside Available, Scheduled and Hidden, on a desktop and on a phone: an editor
// submits a hidden page for review (Needs Review), an admin sends it back with a note, the editor
// reads the note and submits it again, and the admin approves it, which publishes it. A private
// page is seen by the signed-in owner and refused to a visitor with the not-found page. The
// Pages screen with its Needs Review, Hidden and Private badges passes the visual check with axe at
// each width.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { addOwners, importOwnedSites } from "./harness/ownedSite";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt, type Account } from "./harness/signIn";
import { checkWhatIsSeen } from "./harness/visualCheck";

const ADMIN = { email: "admin@states.example", password: "states admin password" };
const EDITOR = { email: "editor@states.example", password: "states editor password" };
const WIDTHS = [1280, 390] as const;
const NOTE = "Add the Sunday hours, please.";

/** A bakery with a hidden catering page (a draft only) and a private staff page. */
function bakery(identifier: string): string {
  const text = (id: string, html: string) => ({ blocks: [{ id, type: "text", settings: { html } }] });
  const home = text("aaaaaaaaaaaaaaaaaaaaaa01", "<p>Fresh bread every morning.</p>");
  const catering = text("aaaaaaaaaaaaaaaaaaaaaa02", "<p>We cater weddings and parties.</p>");
  const rota = text("aaaaaaaaaaaaaaaaaaaaaa03", "<p>Staff rota: Ana opens on Monday.</p>");
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Bakery ${identifier}` },
    collections: [
      { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: home, published: home } },
      { type: 10, title: "Catering", urlSlug: "catering", navigation: "main", position: 1, layout: { draft: catering } },
      { type: 10, title: "Staff rota", urlSlug: "staff-rota", navigation: "_hidden", position: 0, publishState: 5, layout: { draft: rota, published: rota } },
    ],
  });
}

let journey: Journey;
let sites: string[];

beforeAll(async () => {
  journey = await openJourney();
  sites = await importOwnedSites(journey.server, [bakery("states-desk"), bakery("states-phone")], ADMIN);
  for (const identifier of sites) await addOwners(journey.server, identifier, [{ account: EDITOR, role: "editor" }]);
});

afterAll(() => journey?.close());

/** Opens the visibility dialog of the Catering page from the Pages screen. */
async function openVisibility(page: Page): Promise<ReturnType<Page["getByRole"]>> {
  await page.getByRole("button", { name: "Actions for Catering" }).click();
  await page.getByRole("menuitem", { name: "Visibility and review…" }).click();
  const dialog = page.getByRole("dialog", { name: "Visibility of Catering" });
  await dialog.waitFor();
  return dialog;
}

/** Signs in on the Pages screen of a site. */
async function pagesAs(identifier: string, width: number, account: Account) {
  const tracked = await journey.newPage({ viewport: { width, height: 900 } });
  await signInAt(tracked.page, journey.server.siteUrl(identifier, "/config/"), account);
  await tracked.page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
  return tracked;
}

describe("publish states Needs Review and Private", () => {
  for (const [index, width] of WIDTHS.entries()) {
    test(`at ${width} px an editor submits, an admin sends back, the editor resubmits, the admin approves; a private page is the owner's only`, async () => {
      const identifier = sites[index]!;
      const where = width < 480 ? "phone" : "desktop";
      const visitorUrl = journey.server.siteUrl(identifier, "/catering");

      const visitor = await journey.newPage({ viewport: { width, height: 900 } });
      const editor = await pagesAs(identifier, width, EDITOR);
      let dialog = await openVisibility(editor.page);
      await dialog.getByRole("button", { name: "Submit for review" }).click();
      await editor.page.getByText("Submitted for review.").waitFor();
      await editor.page.getByRole("button", { name: "Catering, /catering, Needs Review" }).waitFor();
      await settle(editor.page);
      expect(await checkWhatIsSeen(editor.page, { where: "pages in review", width, pixelRatio: 1, axe: true })).toEqual([]);
      await reviewScreenshot(editor.page, `publish-states-submitted-${where}`);
      expect((await visitor.page.goto(visitorUrl))?.status()).toBe(404);

      const admin = await pagesAs(identifier, width, ADMIN);
      dialog = await openVisibility(admin.page);
      await dialog.getByRole("button", { name: "Approve" }).waitFor();
      await reviewScreenshot(admin.page, `publish-states-review-${where}`);
      await dialog.getByRole("button", { name: "Send back" }).click();
      await dialog.getByText("Write a note saying what to change.").waitFor();
      await dialog.getByRole("textbox", { name: "Note for the editor" }).fill(NOTE);
      await dialog.getByRole("button", { name: "Send back" }).click();
      await admin.page.getByText("Sent back to the editor.").waitFor();
      await admin.page.getByRole("button", { name: "Catering, /catering, Hidden" }).waitFor();
      await settle(admin.page);
      expect(await checkWhatIsSeen(admin.page, { where: "pages sent back and private", width, pixelRatio: 1, axe: true })).toEqual([]);

      await editor.page.reload();
      dialog = await openVisibility(editor.page);
      await dialog.getByText(NOTE).waitFor();
      await reviewScreenshot(editor.page, `publish-states-sent-back-${where}`);
      await dialog.getByRole("button", { name: "Submit for review" }).click();
      await editor.page.getByText("Submitted for review.").waitFor();

      await admin.page.reload();
      dialog = await openVisibility(admin.page);
      await dialog.getByRole("button", { name: "Approve" }).click();
      await admin.page.getByText("Approved and published.").waitFor();
      await admin.page.getByRole("button", { name: "Catering, /catering, Available" }).waitFor();
      await reviewScreenshot(admin.page, `publish-states-approved-${where}`);
      expect((await visitor.page.goto(visitorUrl))?.status()).toBe(200);
      await visitor.page.getByText("We cater weddings and parties.").waitFor();

      // The private page: the signed-in owner reads it, a visitor gets the not-found page.
      await admin.page.getByRole("button", { name: "Staff rota, /staff-rota, Private" }).waitFor();
      // A signed-in owner opening a page is taken to the configuration area with it in the preview frame.
      await admin.page.goto(journey.server.siteUrl(identifier, "/staff-rota"));
      if (width < 480) await admin.page.getByRole("region", { name: "Panel or preview" }).getByText("Preview", { exact: true }).click();
      await admin.page.frameLocator('iframe[title="Site preview"]').getByText("Staff rota: Ana opens on Monday.").waitFor();
      await reviewScreenshot(admin.page, `publish-states-private-owner-${where}`);
      const refused = await visitor.page.goto(journey.server.siteUrl(identifier, "/staff-rota"));
      expect(refused?.status()).toBe(404);
      expect(await visitor.page.getByText("Staff rota: Ana opens on Monday.").count()).toBe(0);
      await reviewScreenshot(visitor.page, `publish-states-private-visitor-${where}`);

      expectNoConsoleErrors(editor, "the editor's pages screen");
      expectNoConsoleErrors(admin, "the admin's pages screen");
      await Promise.all([editor.close(), admin.close(), visitor.close()]);
    });
  }
});
