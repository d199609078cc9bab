// The configuration area's shared table and form dialog in a real browser: a sortable header
// sorts the rows by pointer and keyboard and says so with aria-sort, the table scrolls
// sideways inside the screen on a phone, and the invite dialog shows the shared rule's
// problem, closes on Escape (also after the server refused a save) and gives focus back to the
// button that opened it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newTestStoreIds, storeSite } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors, expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { failedStatus } from "./forms-support/consoleNoise";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const OWNER = { email: "owner@shared-pieces.example", password: "shared pieces password" };

describe("the configuration area's shared table and dialog", () => {
  let journey: Journey;
  let site: OwnedSite;

  beforeAll(async () => {
    journey = await openJourney();
    site = await importOwnedSite(journey.server, storeSite("pieces", newTestStoreIds()), OWNER);
  });
  afterAll(async () => {
    await journey?.close();
  });

  test("sorts the products by name with the header button, by click and by keyboard", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/store");
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    const names = () => products.locator("tbody tr td:first-child").allInnerTexts();
    const header = products.getByRole("columnheader", { name: "Product" });
    expect(await names()).toEqual(["Harbor Blend", "Enamel Mug", "Home Brew Guide"]);
    expect(await header.getAttribute("aria-sort")).toBe("none");

    await header.getByRole("button", { name: "Product" }).click();
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    expect(await names()).toEqual(["Enamel Mug", "Harbor Blend", "Home Brew Guide"]);

    await page.keyboard.press("Enter");
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    expect(await names()).toEqual(["Home Brew Guide", "Harbor Blend", "Enamel Mug"]);
    expect(await products.getByRole("columnheader", { name: "Type" }).getAttribute("aria-sort")).toBeNull();
    expectNoConsoleErrors(tracked, "the products table");
  });

  test("keeps a wide table inside the screen on a phone, scrolling it sideways", async () => {
    const tracked = await journey.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = tracked;
    await site.signIn(page, "/config/store");
    await page.getByRole("tab", { name: "Orders" }).waitFor();
    const products = page.getByRole("table", { name: "Products" });
    await products.waitFor();
    const scroller = page.locator(".table-scroll", { has: products });
    const box = (await scroller.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const shown = products.getByRole("columnheader", { name: "Shown" });
    await shown.scrollIntoViewIfNeeded();
    const shownBox = (await shown.boundingBox())!;
    expect(shownBox.x + shownBox.width).toBeLessThanOrEqual(375);
    expectNoConsoleErrors(tracked, "the products table on a phone");
  });

  /** Opens the people screen's invite dialog on a fresh page and sends an invitation to `email`. */
  async function inviteAs(email: string) {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/people");
    const invite = page.getByRole("button", { name: "Invite someone" });
    await invite.click();
    const dialog = page.getByRole("dialog", { name: "Invite someone" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    return { tracked, page, invite, dialog };
  }

  test("the invite dialog shows the rule's problem, closes on Escape and returns focus", async () => {
    const { tracked, page, invite, dialog } = await inviteAs("not an address");
    await dialog.getByText("Enter a valid email address.").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(invite);
    expect(await page.getByRole("table", { name: "Pending invitations" }).count()).toBe(0);
    await page.getByText("No invitations are waiting.").waitFor();
    expectNoConsoleErrors(tracked, "the invite dialog");
  });

  test("the invite dialog still closes on Escape after the server refused the invitation", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/people");
    const invite = page.getByRole("button", { name: "Invite someone" });
    await invite.click();
    const dialog = page.getByRole("dialog", { name: "Invite someone" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(OWNER.email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.getByText("This person is already a member of the site.").waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(invite);
    expectNoConsoleErrors(tracked, "the invite dialog refused by the server", [failedStatus(400, new URL("/api/config/people/invitations", page.url()).href)]);
  });
});
