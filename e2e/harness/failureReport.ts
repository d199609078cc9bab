import { onTestFailed } from "vitest";
import type { TrackedPage } from "./browser";

/** How much of the page's text a failure report prints. */
const TEXT_SHOWN = 3000;

/**
 * When the running test fails, prints what its page showed at that moment: the address, the
 * console errors (Chromium logs every error response there) and the visible text. A journey that
 * fails only on a slower machine can then be understood from the CI log alone. Pages opened
 * outside a test (in beforeAll) are not reported: there is no test to fail.
 */
export function reportPageOnFailure(tracked: TrackedPage): void {
  try {
    onTestFailed(async () => {
      if (tracked.page.isClosed()) return;
      const text = await tracked.page
        .evaluate(() => {
          // A select's options are all in innerText; only the chosen one matters, and the select's label says it.
          const options = new Set(Array.from(document.querySelectorAll("option"), (option) => option.text.trim()));
          const lines = (document.body?.innerText ?? "").split("\n");
          return lines.filter((line) => !options.has(line.trim())).join("\n");
        })
        .catch((error: unknown) => `(the page's text could not be read: ${String(error)})`);
      const errors = tracked.consoleErrors.map((error) => `  ${error.text} (${error.url})`).join("\n") || "  none";
      console.log(`The failed test's page at ${tracked.page.url()}\nConsole errors:\n${errors}\nVisible text:\n${text.slice(0, TEXT_SHOWN)}`);
    });
  } catch {
    // onTestFailed throws outside a running test (a page opened in beforeAll): nothing to report on.
  }
}
