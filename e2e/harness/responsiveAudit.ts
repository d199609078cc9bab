import axe from "axe-core";
import type { Page } from "playwright-core";

/** The smallest target a finger can hit reliably, in CSS pixels (WCAG 2.5.5; issue 16). */
const MIN_TARGET_PX = 44;
/** The smallest input text phones do not zoom into on focus, in CSS pixels. */
const MIN_INPUT_TEXT_PX = 16;

/** axe-core's browser script, evaluated in the page (as DevTools would) so the page's script policy does not refuse it. */
const AXE_SOURCE = axe.source;

/** What the audit found wrong on one page at one width, in words a reviewer can act on. */
export interface AuditFindings {
  overflow: string[];
  smallTargets: string[];
  smallInputText: string[];
  axe: string[];
}

/**
 * Measures the page in the browser. The rules:
 * - overflow: the document is wider than the window (it would scroll sideways);
 * - small targets (phones only): a visible a, button, input, select, textarea or [role=button]
 *   whose box is under 44x44 px. A checkbox or radio is measured by its label when it has one
 *   (the label is what a finger presses). Exempt, as WCAG 2.5.8 allows: links inside running text
 *   (an inline link whose paragraph holds other words), and elements hidden from sight (no box,
 *   visibility hidden, or clipped away or to at most 1 px, as screen-reader-only text and the
 *   drop zones' keyboard buttons are);
 * - small input text (phones only): an input, select or textarea taking text whose computed font
 *   size is under 16 px (checkboxes, radios, ranges and colours take no text).
 */
function measure(args: { phone: boolean; minTarget: number; minText: number }): Omit<AuditFindings, "axe"> {
  const name = (el: Element): string => {
    const text = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : "";
    const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? `[name=${el.name}]` : "";
    return `${el.tagName.toLowerCase()}${id}${cls}${field}${text ? ` "${text}"` : ""}`;
  };
  const clippedAway = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
    }
    return false;
  };
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ visibilityProperty: true }) || clippedAway(el)) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && box.right > 0 && box.bottom + window.scrollY > 0;
  };
  const inRunningText = (el: Element): boolean => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    const own = (el.textContent ?? "").trim().length;
    return !!block && (block.textContent ?? "").trim().length > own;
  };
  const takesNoText = (el: Element) => el instanceof HTMLInputElement && ["checkbox", "radio", "range", "color", "hidden"].includes(el.type);
  const overflow =
    document.documentElement.scrollWidth > window.innerWidth
      ? [
          `the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window; widest: ${[...document.body.querySelectorAll("*")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && shown(el))
            .slice(0, 3)
            .map(name)
            .join(", ")}`,
        ]
      : [];
  const smallTargets: string[] = [];
  const smallInputText: string[] = [];
  if (args.phone) {
    for (const el of document.querySelectorAll("a[href], button, input, select, textarea, [role=button]")) {
      if (!shown(el) || inRunningText(el)) continue;
      const label = el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type) ? el.labels?.[0] : undefined;
      const box = (label ?? el).getBoundingClientRect();
      if (box.width < args.minTarget - 0.5 || box.height < args.minTarget - 0.5)
        smallTargets.push(`${name(el)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    for (const el of document.querySelectorAll("input, select, textarea")) {
      if (!shown(el) || takesNoText(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < args.minText) smallInputText.push(`${name(el)} has ${size} px text`);
    }
  }
  return { overflow, smallTargets, smallInputText };
}

/** Runs axe-core on the page and names each violation with the elements it found. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, { resultTypes: ["violations"] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.help}): ${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 4)
          .join(" | ")}`,
    );
  });
}

/** Audits the page as it is now: overflow, and on phones targets and input text, then axe unless told not to (it is slow on long pages). */
export async function auditPage(page: Page, phone: boolean, axe = true): Promise<AuditFindings> {
  const measured = await page.evaluate(measure, { phone, minTarget: MIN_TARGET_PX, minText: MIN_INPUT_TEXT_PX });
  return { ...measured, axe: axe ? await axeViolations(page) : [] };
}
