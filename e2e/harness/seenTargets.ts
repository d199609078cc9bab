import type { Page } from "playwright-core";

/**
 * Checks the things a person presses, in the page: a visible link, button, field, summary or
 * [role=button] must be at least `min` x `min` px (WCAG 2.5.8; a checkbox or radio is measured by
 * its label, and links inside running text are exempt, as WCAG allows), and no two may overlap
 * (a press meant for one would reach the other). On phones the responsive audit's stricter 44 px
 * rule measures sizes instead, so `min` is 0 there and only overlaps are checked.
 */
function measure(args: { min: number }): string[] {
  const { name, shown } = window.seenElements!;
  const inRunningText = (el: Element): boolean => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    return !!block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
  };
  const targets: { el: Element; box: DOMRect }[] = [];
  for (const el of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]")) {
    if (!shown(el) || el.closest("[inert]")) continue;
    const label = el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type) ? el.labels?.[0] : undefined;
    targets.push({ el: label ?? el, box: (label ?? el).getBoundingClientRect() });
  }
  const found: string[] = [];
  for (const { el, box } of targets) {
    if (args.min > 0 && (box.width < args.min - 0.5 || box.height < args.min - 0.5) && !inRunningText(el))
      found.push(`${name(el)} is ${Math.round(box.width)}x${Math.round(box.height)} px, under ${args.min}x${args.min}`);
  }
  for (const [index, a] of targets.entries()) {
    for (const b of targets.slice(index + 1)) {
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 1 && height > 1) found.push(`${name(a.el)} and ${name(b.el)} overlap by ${Math.round(width)}x${Math.round(height)} px`);
    }
  }
  return found;
}

/** The smallest target a pointer must hit reliably, in CSS pixels (WCAG 2.5.8). */
const MIN_TARGET_PX = 24;

/** The targets rule: targets under 24 x 24 px (not on phones, where the 44 px rule applies) and targets overlapping each other. */
export function checkTargets(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate(measure, { min: phone ? 0 : MIN_TARGET_PX });
}
