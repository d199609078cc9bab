// The form builder's words when something goes wrong (spec 2 §8): the owner edits the demo's
// contact form from its block; a form that cannot be read says "Unable to open form" with why
// (the connection, or the server); a save with a setting left empty says "Update the missing or
// invalid information above." beside Save with the empty setting focused; a save the server
// fails says "Unable to update form. Please try again.". Each is an alert, looked at 390 and 1280 px.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { openContactFormBlock } from "./harness/contactFormBlock";

const FORM_CALLS = "**/api/config/forms/*";

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

/** Signs in and shows the contact page's form block settings, with its Edit form button. */
async function signInAtContactFormBlock(page: Page): Promise<void> {
  await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
  await openContactFormBlock(page);
}

/** The alert's text and whether it lies clear of the buttons beside it. */
async function alertBeside(page: Page, scope: string, buttonNames: string[]) {
  const alert = page.locator(scope).getByRole("alert");
  await alert.waitFor();
  const box = (await alert.boundingBox())!;
  for (const name of buttonNames) {
    const button = (await page.locator(scope).getByRole("button", { name, exact: true }).boundingBox())!;
    const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
    expect(overlaps, `the alert covers ${name}`).toBe(false);
  }
  return alert.innerText();
}

describe("the form builder's failures", () => {
  test("a list of forms that does not load says so with Try again, instead of loading for ever", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = tracked;
    await page.route("**/api/config/forms", (route) => route.abort("internetdisconnected"));
    await signInAtContactFormBlock(page);
    const alert = page.getByRole("alert").filter({ hasText: "Try again" });
    await alert.waitFor();
    expect(await alert.locator("p").innerText()).toBe("Network error");
    expect(await page.getByText("Forms not loaded").count()).toBe(1);
    expect(await page.getByText("Loading forms…").count()).toBe(0);
    await reviewScreenshot(page, "form-picker-not-loaded-390");
    await page.unroute("**/api/config/forms");
    await alert.getByRole("button", { name: "Try again" }).click();
    await alert.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Edit form…" }).isEnabled()).toBe(true);
    tracked.takeConsoleErrors();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`opening and saving a form that fails says so in the builder's words at ${viewport.width} px`, async () => {
      const phone = viewport.width < 500;
      const tracked = await journey.newPage(phone ? { viewport, isMobile: true, hasTouch: true } : { viewport });
      const { page } = tracked;
      await signInAtContactFormBlock(page);
      const edit = page.getByRole("button", { name: "Edit form…" });

      await page.route(FORM_CALLS, (route) => (route.request().method() === "GET" ? route.abort("internetdisconnected") : route.fallback()));
      await edit.click();
      await expect.poll(() => page.getByRole("alert").innerText()).toBe("Unable to open form. Please check your internet connection.");
      await reviewScreenshot(page, `form-editor-open-offline-${viewport.width}`);
      await page.unroute(FORM_CALLS);

      await page.route(FORM_CALLS, (route) =>
        route.request().method() === "GET" ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.fallback(),
      );
      await edit.click();
      await expect.poll(() => page.getByRole("alert").innerText()).toBe("Unable to open form. Please try again.");
      await page.unroute(FORM_CALLS);

      await edit.click();
      const builder = page.getByRole("dialog", { name: /^Edit form/ });
      await builder.waitFor();
      const name = builder.getByLabel("Form name");
      const formName = await name.inputValue();
      await name.fill("");
      await builder.getByRole("button", { name: "Save form" }).click();
      expect(await alertBeside(page, "[role=dialog]", ["Save form", "Cancel"])).toBe("Update the missing or invalid information above.");
      await expectFocused(name, "the empty form name takes the focus");
      await reviewScreenshot(page, `form-editor-invalid-${viewport.width}`);
      await builder.getByRole("alert").scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `form-editor-invalid-message-${viewport.width}`);

      await name.fill(formName);
      await page.route(FORM_CALLS, (route) =>
        route.request().method() === "PUT" ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.fallback(),
      );
      await builder.getByRole("button", { name: "Save form" }).click();
      await expect.poll(() => builder.getByRole("alert").innerText()).toBe("Unable to update form. Please try again.");
      expect(await builder.isVisible()).toBe(true);
      await reviewScreenshot(page, `form-editor-save-failed-${viewport.width}`);
      await page.unroute(FORM_CALLS);

      await builder.getByRole("button", { name: "Save form" }).click();
      await builder.waitFor({ state: "hidden" });
      // The only console errors are Chromium's own lines for the three failed calls.
      const errors = tracked.takeConsoleErrors().map((error) => error.text);
      expect(errors).toEqual([
        "Failed to load resource: net::ERR_INTERNET_DISCONNECTED",
        "Failed to load resource: the server responded with a status of 500 (Internal Server Error)",
        "Failed to load resource: the server responded with a status of 500 (Internal Server Error)",
      ]);
    });
  }
});
