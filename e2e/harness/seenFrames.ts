import type { Page } from "playwright-core";

/**
 * The frames rule: every visible frame (iframe) shows its content without scrolling sideways
 * (its document is no wider than the frame), whatever its origin, since the browser driving the
 * page can read every frame. A frame whose page failed to load shows the browser's error page,
 * which is named too.
 */
export async function checkFrames(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const handle of await page.locator("iframe").elementHandles()) {
    const [label, visible] = await handle.evaluate((frame: Element) => [window.seenElements!.name(frame), window.seenElements!.shown(frame)] as const);
    const frame = visible ? await handle.contentFrame() : null;
    if (!frame) continue;
    if (frame.url().startsWith("chrome-error:")) {
      found.push(`${label} shows the browser's error page instead of its content`);
      continue;
    }
    const widths = await frame.evaluate(() => ({ frame: window.innerWidth, content: document.documentElement.scrollWidth })).catch(() => null);
    if (widths && widths.content > widths.frame + 1) found.push(`${label} is ${widths.frame} px wide, its content needs ${widths.content} px`);
  }
  return found;
}
