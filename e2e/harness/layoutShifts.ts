import type { Page } from "playwright-core";

/**
 * Adds up the page's layout shifts from the first byte into `window.cls` (shifts right after the
 * visitor's input excepted, as Cumulative Layout Shift counts them), and names what moved in
 * `window.shifted`, so a failing check says which element shifted and by how much.
 */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const seen = window as unknown as { cls: number; shifted: string[] };
    seen.cls = 0;
    seen.shifted = [];
    const nameOf = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : "(removed)";
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      return `${node.localName}${node.id ? `#${node.id}` : ""}${classes}`;
    };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        seen.cls += entry.value;
        for (const source of entry.sources ?? []) {
          seen.shifted.push(`${nameOf(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shift so far and what moved, for an assertion whose failure names the element. */
export async function shiftsOf(page: Page): Promise<{ cls: number; shifted: string[] }> {
  return page.evaluate(() => {
    const seen = window as unknown as { cls: number; shifted: string[] };
    return { cls: seen.cls, shifted: seen.shifted };
  });
}
