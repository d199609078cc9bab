import type { Page } from "playwright-core";

/**
 * Puts the page on a clock that stands still until the journey moves it (`page.clock.runFor`),
 * so throttles, debounces, motion locks, autoplay and swipe speeds never depend on how busy the
 * machine is. Call it before the page loads.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}
