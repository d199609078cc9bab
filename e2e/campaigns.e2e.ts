// An owner sends a newsletter campaign to a group, on a desktop and on a phone: the empty
// Newsletter screen says what campaigns are for; a group is made and two subscribers ticked into
// it; a campaign is written with text and a button, previewed at desktop and phone width (the
// sender's own HTML in a frame), sent as a test to the owner's address through the in-process
// SMTP server, scheduled, and seen sent to both members with its count on the campaigns list.
// Each screen passes the visual check with axe at that width.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../src/server/testing/smtpCatcher";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSites } from "./harness/ownedSite";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { checkWhatIsSeen } from "./harness/visualCheck";

const OWNER = { email: "owner@letters.example", password: "letters owner password" };
const WIDTHS = [1280, 390] as const;
const FORM_ID = "bbbbbbbbbbbbbbbbbbbbbb01";

/** A one-page café with three newsletter subscribers, one of whom left. */
function cafeWithReaders(identifier: string): string {
  const blocks = [{ id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "text", settings: { html: "<p>Fresh bread every morning.</p>" } }];
  const subscriber = (name: string, status: "subscribed" | "unsubscribed") => ({ formId: FORM_ID, email: `${name}@${identifier}.example`, name, status });
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Café ${identifier}` },
    collections: [{ type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks }, published: { blocks } } }],
    newsletterSubscribers: [subscriber("ana", "subscribed"), subscriber("ben", "subscribed"), subscriber("cleo", "unsubscribed")],
  });
}

let journey: Journey;
let smtp: SmtpCatcher;
let sites: string[];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  journey = await openJourney({ env: { SMTP_URL: smtp.url } });
  sites = await importOwnedSites(journey.server, [cafeWithReaders("letters-desk"), cafeWithReaders("letters-phone")], OWNER);
});

afterAll(async () => {
  await journey?.close();
  await smtp?.close();
});

/** The current minute in the browser's own time, as the datetime-local field takes it: due at once. */
const thisMinute = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
  });

describe("the Newsletter screen", () => {
  for (const [index, width] of WIDTHS.entries()) {
    test(`at ${width} px an owner makes a group, writes, previews, tests and schedules a campaign, and sees it sent`, async () => {
      const identifier = sites[index]!;
      const where = width < 480 ? "phone" : "desktop";
      const subject = `Spring menu at ${identifier}`;
      const owner = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = owner;
      await signInAt(page, journey.server.siteUrl(identifier, "/config/newsletter"), OWNER);
      await page.getByRole("heading", { name: "Newsletter", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "No campaigns yet" }).waitFor();
      await reviewScreenshot(page, `campaigns-empty-${where}`);

      // A group, by keyboard, with two of the three subscribers ticked.
      await page.getByRole("tab", { name: "Groups" }).click();
      await page.getByRole("heading", { name: "No groups yet" }).waitFor();
      await page.getByRole("button", { name: "New group" }).focus();
      await page.keyboard.press("Enter");
      const named = page.getByRole("dialog", { name: "New group" });
      await page.keyboard.type("Regulars");
      await page.keyboard.press("Enter");
      await page.getByText("The group Regulars was added.").waitFor();
      await named.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Members of Regulars" }).click();
      const members = page.getByRole("dialog", { name: "Members of Regulars" });
      await members.getByText(`ana (ana@${identifier}.example)`).click();
      await members.getByText(`ben (ben@${identifier}.example)`).click();
      await members.getByText("2 subscribers ticked.").waitFor();
      await members.getByRole("button", { name: "Save members" }).click();
      await page.getByText("Regulars now has 2 subscribers.").waitFor();
      await settle(page);
      expect(await checkWhatIsSeen(page, { where: "newsletter groups", width, pixelRatio: 1, axe: true })).toEqual([]);

      // A campaign: the editor refuses a button without an address, then saves.
      await page.getByRole("tab", { name: "Campaigns" }).click();
      await page.getByRole("button", { name: "New campaign" }).click();
      await page.getByRole("dialog", { name: "New campaign" }).getByRole("textbox", { name: "Subject" }).fill(subject);
      await page.getByRole("button", { name: "Create and edit" }).click();
      await page.getByRole("heading", { name: subject, level: 1 }).waitFor();
      await page.getByRole("textbox", { name: "Preheader" }).fill("Asparagus is back");
      await page.getByLabel("Send to").selectOption({ label: "Regulars (2)" });
      await page.getByRole("button", { name: "Add text" }).click();
      await page.getByRole("textbox", { name: "Words" }).fill("Our spring menu starts on Monday.\n\nCome early: the asparagus goes fast.");
      await page.getByRole("button", { name: "Add button" }).click();
      await page.getByRole("textbox", { name: "Button label" }).fill("See the menu");
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Enter an address.").waitFor();
      await page.getByRole("textbox", { name: "Opens" }).fill("/menu");
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("The draft was saved.").waitFor();

      // The preview is the sender's HTML, at desktop and at phone width.
      const frame = page.frameLocator('iframe[title^="The mail"]');
      await frame.getByText("Come early: the asparagus goes fast.").waitFor();
      await frame.getByRole("link", { name: "See the menu" }).waitFor();
      await page.locator(".mail-preview").scrollIntoViewIfNeeded();
      await settle(page);
      await reviewScreenshot(page, `campaign-preview-desktop-${where}`);
      await page.getByText("Phone", { exact: true }).click();
      await page.locator("iframe.mail-preview-phone").waitFor();
      const phoneWidth = (await page.locator("iframe.mail-preview-phone").boundingBox())!.width;
      if (width < 480) expect(phoneWidth).toBeLessThanOrEqual(390);
      else expect(phoneWidth).toBe(390);
      await page.locator(".mail-preview").scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `campaign-preview-phone-${where}`);
      await page.locator(".campaign-actions").scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `campaign-actions-${where}`);
      expect(await checkWhatIsSeen(page, { where: "campaign editor", width, pixelRatio: 1, axe: true })).toEqual([]);

      // A test to the owner's own address, through the SMTP server.
      await page.getByRole("button", { name: "Send a test" }).click();
      await page.getByText(`A test was sent to ${OWNER.email}. Its subject starts with [Test].`).waitFor();
      await expect
        .poll(() => smtp.mails.filter((mail) => mail.subject === `[Test] ${subject}`).map((mail) => mail.to), { timeout: 20_000 })
        .toEqual([[OWNER.email]]);

      // Scheduled for this minute, so it is due at once; the sender sends it within its 15 s round.
      await page.getByLabel("Send on").fill(await thisMinute(page));
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await page.getByText(/^Scheduled for .+\.$/).waitFor();
      const sentTo = () =>
        smtp.mails
          .filter((mail) => mail.subject === subject)
          .map((mail) => mail.to[0])
          .sort();
      await expect.poll(sentTo, { timeout: 45_000, interval: 1000 }).toEqual([`ana@${identifier}.example`, `ben@${identifier}.example`]);
      const mail = smtp.mails.find((m) => m.subject === subject)!;
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain("Asparagus is back");

      await page.getByRole("link", { name: "All campaigns" }).click();
      const row = page.getByRole("table", { name: "Campaigns" }).locator("tbody tr").first();
      await expect
        .poll(async () => (await row.innerText()).replace(/\s+/g, " "), { timeout: 20_000 })
        .toMatch(new RegExp(`${subject} .*Sent .*Regulars 2 0 0`));
      await settle(page);
      await reviewScreenshot(page, `campaigns-sent-${where}`);
      expect(await checkWhatIsSeen(page, { where: "newsletter campaigns", width, pixelRatio: 1, axe: true })).toEqual([]);
      expectNoConsoleErrors(owner, "the Newsletter screen");
    });
  }
});
