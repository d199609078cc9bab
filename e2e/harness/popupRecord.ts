import type { Page } from "playwright-core";

/** The popup's local record as the page keeps it (browser/keptData.ts wraps it as { value }), or null. */
export function popupRecord(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("tessera-popup-overlay") ?? "null") as { value?: string } | null;
    return kept?.value ? (JSON.parse(kept.value) as unknown) : null;
  });
}
