import type { Page } from "playwright-core";
import { quietNetwork } from "./quietNetwork";

/** The widths the visual check looks at, narrowest first: a page is opened on the phone and widened. */
export const SEEN_WIDTHS = [390, 768, 1280] as const;
/** The phone's width, where a page is opened fresh (and axe runs). */
export const SEEN_PHONE = SEEN_WIDTHS[0];
/** The window's height at every width. */
export const SEEN_HEIGHT = 844;

/**
 * Sets the page's window to a width and waits until the page has laid itself out again (two
 * frames: its resize observers have run) and the network is quiet (the pictures it asks for at the
 * new size have loaded), so a page is looked at in the size a visitor's window has.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: SEEN_HEIGHT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await quietNetwork(page);
}

/**
 * Looks at a page opened at the phone's width, then widens its window to each other width and
 * looks again (one visit instead of one per width: the page lays out and loads its pictures anew
 * at each size, as it does for a visitor who widens the window); answers every look's findings.
 */
export async function lookAcrossWidths(page: Page, look: (width: number) => Promise<string[]>): Promise<string[]> {
  const found: string[] = [];
  for (const width of SEEN_WIDTHS) {
    if (width !== page.viewportSize()?.width) await resizeTo(page, width);
    found.push(...(await look(width)));
  }
  return found;
}
