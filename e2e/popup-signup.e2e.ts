// The popup overlay signs visitors up: the owner picks the site's newsletter form for the popup
// under Settings → Popup; a visitor sees the popup open over the page as a dialog that keeps
// focus inside, signs up with its form (sent with isOverlayForm: true), reads the form's own
// thanks, and the popup does not come back on the next page; a visitor who only follows the
// popup's link sees it again on the next page. The owner finds the sign-ups on the analytics
// screen. At a phone's and a desktop's width, audited with axe.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyText, expectFocused, expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { freshId, importSite, page as sitePage } from "./forms-support/formSites";
import { popupRecord } from "./harness/popupRecord";

const WIDTHS = [390, 1280] as const;
const SITE = "popup-signup";
const OWNER = { email: "owner@popup-signup.example", password: "popup owner password 1" };
const TITLE = "Roast notes by mail";
const THANKS = "Welcome aboard. The first roast notes arrive on Friday.";

const text = (html: string) => ({ id: freshId(), type: "text", settings: { html } });

describe("the popup overlay's sign-up form", () => {
  let journey: Journey;

  beforeAll(async () => {
    journey = await openJourney();
    await importSite(
      journey.server,
      {
        website: {
          identifier: SITE,
          title: "Harbor Roasters",
          popupOverlaySettings: {
            isEnabled: true,
            style: "CARD",
            version: 1,
            showUntilSignup: true,
            displayFrequency: 0,
            enableMobile: true,
            title: TITLE,
            message: "One letter a month about what we roast next.",
            ctaText: "Read about us",
            ctaUrl: "/about",
          },
        },
        collections: [
          sitePage("Home", "home", 0, [text("<p>Fresh beans every Tuesday.</p>")]),
          sitePage("About", "about", 1, [text("<p>We roast by the harbour since 2009.</p>")]),
        ],
        forms: [
          {
            id: freshId(),
            name: "Roast notes",
            kind: "newsletter",
            fields: [{ id: "email", type: "email", title: "Email Address", required: true }],
            submitButtonText: "Sign up",
            postSubmitMessage: `<p>${THANKS}</p>`,
          },
          { id: freshId(), name: "Tasting survey", fields: [{ id: "roast", type: "text", title: "Favourite roast" }], submitButtonText: "Send" },
        ],
      },
      OWNER,
    );
  });
  afterAll(() => journey?.close());

  const expectClean = async (page: Page, phone: boolean, what: string) => {
    const findings = await auditPage(page, phone);
    expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
  };
  const popup = (page: Page) => page.getByRole("dialog", { name: TITLE });
  const open = async (page: Page, path: string) => {
    await page.goto(journey.server.siteUrl(SITE, path));
    await settle(page);
  };

  test("the owner picks the popup's form among the forms with an email field", async () => {
    for (const width of WIDTHS) {
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      await signInAt(page, journey.server.siteUrl(SITE, "/config/settings"), OWNER);
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await page.getByRole("tab", { name: "Popup" }).click();
      const form = page.getByRole("form", { name: "Popup" });
      const picker = form.getByLabel("Sign-up form");
      await expect.poll(() => picker.locator("option").allInnerTexts()).toEqual(["No form", "Roast notes"]);
      await picker.selectOption({ label: "Roast notes" });
      await form.getByRole("button", { name: "Save popup" }).click();
      await page.getByText("Popup saved. The site shows it now.").waitFor();
      await reviewScreenshot(page, `popup-signup-settings-${width}`);
      await expectClean(page, width === 390, `the popup settings at ${width} px`);
      expectNoConsoleErrors(tracked, "the popup settings");
      await tracked.close();
    }
  });

  test("a visitor signs up in the popup and it does not come back; one who only follows its link sees it again", async () => {
    for (const width of WIDTHS) {
      const tracked = await journey.newPage({ viewport: { width, height: 800 } });
      const { page } = tracked;
      await open(page, "/");
      const dialog = popup(page);
      await dialog.waitFor();
      // The form's island is mounted once the popup shows it.
      await dialog.locator("#block-popup-overlay[data-island-mounted]").waitFor();
      const close = dialog.getByRole("button", { name: "Close" });
      await expectFocused(close);
      // Tab and Shift+Tab stay inside the popup.
      await page.keyboard.press("Shift+Tab");
      await expectFocused(dialog.getByRole("link", { name: "Read about us" }));
      await page.keyboard.press("Tab");
      await expectFocused(close);
      await reviewScreenshot(page, `popup-signup-open-${width}`);
      await expectClean(page, width === 390, `the popup at ${width} px`);

      await dialog.getByLabel("Email Address").fill(`reader-${width}@example.com`);
      const saved = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/form/SaveFormSubmission"));
      await dialog.getByRole("button", { name: "Sign up" }).click();
      expect(JSON.parse((await saved).postData() ?? "{}")).toMatchObject({ isOverlayForm: true, objectName: "popup-overlay" });
      const thanks = dialog.locator(".tsr-form__post-submit");
      await thanks.waitFor({ state: "visible" });
      expect(await thanks.innerText()).toBe(THANKS);
      await reviewScreenshot(page, `popup-signup-thanks-${width}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await popupRecord(page)).toMatchObject({ submitted: true });

      await open(page, "/about");
      expect(await bodyText(page)).toContain("We roast by the harbour");
      expect(await popup(page).count()).toBe(0);
      expectNoConsoleErrors(tracked, "the popup sign-up");
      await tracked.close();

      const reader = await journey.newPage({ viewport: { width, height: 800 } });
      await open(reader.page, "/");
      await popup(reader.page).waitFor();
      await popup(reader.page).getByRole("link", { name: "Read about us" }).click();
      await reader.page.waitForURL(/\/about$/);
      await settle(reader.page);
      await popup(reader.page).waitFor();
      expect(await popupRecord(reader.page)).toMatchObject({ submitted: false });
      expectNoConsoleErrors(reader, "following the popup's link");
      await reader.close();
    }

    const tracked = await journey.newPage();
    await signInAt(tracked.page, journey.server.siteUrl(SITE, "/config/analytics"), OWNER);
    await tracked.page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
    await tracked.page.getByRole("tab", { name: "Landings and events" }).click();
    await expect.poll(() => tracked.page.locator(".totals").innerText()).toMatch(/Popup sign-ups\s+2 /);
    await reviewScreenshot(tracked.page, "popup-signup-analytics");
    expectNoConsoleErrors(tracked, "the analytics screen");
    await tracked.close();
  });
});
