import type { Page } from "playwright-core";

/** What the visual check's rules share in the page: how an element is named and whether a person can see it. */
interface SeenElements {
  /** The element as a reviewer finds it: where it sits (the case or block), its tag, id, classes and words. */
  name(el: Element): string;
  /** Whether the element is drawn where a person can see it (not hidden, clipped away, collapsed to a point or behind an open modal dialog). */
  shown(el: Element): boolean;
}

declare global {
  interface Window {
    seenElements?: SeenElements;
  }
}

/**
 * Installs window.seenElements in the page, once per document. Runs in the page: everything it
 * uses is defined inside it. A block carries the case it shows in data-seen-case (set by the
 * block journey), else its block type's class names it.
 */
function install(): void {
  if (window.seenElements) return;
  const clippedAway = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
    }
    return false;
  };
  const words = (el: Element): string =>
    (el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? el.getAttribute("title") ?? (el as HTMLElement).innerText ?? el.textContent ?? "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 40);
  const place = (el: Element): string => {
    const marked = el.closest("[data-seen-case]");
    if (marked) return `[${marked.getAttribute("data-seen-case")}] `;
    const block = el.closest(".tsr-block");
    const type = block && [...block.classList].find((c) => c.startsWith("tsr-block--"));
    if (type) return `[${type.slice("tsr-block--".length)} block] `;
    const landmark = el.closest("header, footer, nav, dialog, [role=dialog], aside");
    return landmark ? `[${landmark.tagName.toLowerCase()}${landmark.getAttribute("aria-label") ? ` ${landmark.getAttribute("aria-label")}` : ""}] ` : "";
  };
  const name = (el: Element): string => {
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : "";
    const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? `[name=${el.name}]` : "";
    const text = words(el);
    return `${place(el)}${el.tagName.toLowerCase()}${id}${cls}${field}${text ? ` "${text}"` : ""}`;
  };
  const visibleModal = (): Element | undefined =>
    [...document.querySelectorAll("[aria-modal=true], dialog:modal")].find((modal) => modal.checkVisibility({ visibilityProperty: true }));
  const shown = (el: Element): boolean => {
    const modal = visibleModal();
    if (modal && !modal.contains(el)) return false;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || clippedAway(el)) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && box.right > 0 && box.bottom + window.scrollY > 0;
  };
  window.seenElements = { name, shown };
}

/** Makes sure the page has window.seenElements (a navigation starts a new document without it). */
export async function installSeenElements(page: Page): Promise<void> {
  await page.evaluate(install);
}
