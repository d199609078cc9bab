import type { Page } from "playwright-core";

/**
 * Adds up the page's layout shifts from the first byte into `window.cls` (shifts right after the
 * visitor's input excepted, as Cumulative Layout Shift counts them); read it from the page.
 */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { cls: number };
    seen.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
