import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ConsoleError, TrackedPage } from "./browser";
import { quietNetwork } from "./quietNetwork";
import { auditPage } from "./responsiveAudit";

/**
 * What Chromium logs as a console error for any response with status 404, including the
 * document itself. A page that is meant to answer 404 (a missing path, an unknown host)
 * therefore logs it once, although nothing on the page failed.
 */
const NOT_FOUND_RESOURCE_ERROR = "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** The console error Chromium logs for a document that was meant to answer 404 at this URL. */
export function notFoundDocumentError(url: string): ConsoleError {
  return { text: NOT_FOUND_RESOURCE_ERROR, url };
}

/**
 * Waits until the page has loaded and the network has been quiet for 500 ms, so the runtime
 * script and the page's islands have been fetched and mounted (and any error logged).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await quietNetwork(page);
}

/** The text a visitor sees in the page body. */
export function bodyText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

/**
 * Asserts the page logged no console error and threw no uncaught error since the last check,
 * and starts a fresh list. `expected` names the exact errors (message and URL) the caller
 * expects on this visit: each excuses a single occurrence, so anything else still fails.
 */
export function expectNoConsoleErrors(tracked: TrackedPage, visit: string, expected: readonly ConsoleError[] = []): void {
  const errors = tracked.takeConsoleErrors();
  for (const excused of expected) {
    const index = errors.findIndex((error) => error.text === excused.text && error.url === excused.url);
    if (index >= 0) errors.splice(index, 1);
  }
  expect(errors, `console errors on ${visit}`).toEqual([]);
}

/**
 * Waits until `element` holds the keyboard focus (fails after the poll's time-out): focus given
 * back when a dialog closes can land a frame after the dialog left the page.
 */
export async function expectFocused(element: Locator, message?: string): Promise<void> {
  await expect.poll(() => element.evaluate((node) => node === document.activeElement), { message }).toBe(true);
}

/** Audits the page and fails with what was found (overflow, small targets, small input text, axe's rules), naming the page. */
export async function expectCleanPage(page: Page, phone: boolean, what: string): Promise<void> {
  const findings = await auditPage(page, phone);
  expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}
