import { TOOLTIP_LIMITS } from "../../domain/limits/widgetLimits";
import { TOOLTIP_ATTRIBUTE } from "../../domain/widgetTriggers";
import { tooltipPlacement } from "./tooltipPlacement";

/** How long the pointer may take to move from an element onto its tooltip before it hides (WCAG 1.4.13 hoverable). */
const HOVER_GRACE_MS = 300;

type Anchor = { pointer: { x: number; y: number } } | { element: DOMRect };

let trigger: HTMLElement | null = null;
/** How the current trigger was reached: only the same kind of leaving hides its tooltip. */
let reachedBy: "pointer" | "focus" = "pointer";
let shown: HTMLElement | null = null;
let pointer = { x: 0, y: 0 };
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
/** The element whose tooltip Escape dismissed: it does not show again until the pointer or focus leaves it. */
let dismissed: HTMLElement | null = null;

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`) : null;
}

function tooltipOf(element: HTMLElement): HTMLElement | null {
  return document.getElementById(element.getAttribute(TOOLTIP_ATTRIBUTE) ?? "");
}

function hide(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  if (shown) shown.hidden = true;
  shown = null;
  trigger = null;
}

function show(element: HTMLElement, anchor: () => Anchor): void {
  const tooltip = tooltipOf(element);
  if (!tooltip) return;
  // Out of its block (whose overflow or transform would clip or shift a fixed box), but inside the
  // page's main landmark, where assistive technology expects the page's content.
  const home = document.querySelector("main") ?? document.body;
  if (tooltip.parentElement !== home) home.append(tooltip);
  tooltip.style.maxWidth = `${TOOLTIP_LIMITS.width}px`;
  tooltip.hidden = false;
  const size = tooltip.getBoundingClientRect();
  const place = tooltipPlacement(anchor(), size, { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });
  tooltip.style.left = `${place.left}px`;
  tooltip.style.top = `${place.top}px`;
  shown = tooltip;
}

function schedule(element: HTMLElement, by: "pointer" | "focus", anchor: () => Anchor): void {
  clearTimeout(hideTimer);
  if (trigger === element || dismissed === element) return;
  hide();
  trigger = element;
  reachedBy = by;
  showTimer = setTimeout(() => show(element, anchor), TOOLTIP_LIMITS.showDelayMs);
}

function leave(by: "pointer" | "focus", related: EventTarget | null, delay: number): void {
  if (!trigger || by !== reachedBy) return;
  const next = related instanceof Node ? related : null;
  if (next && (trigger.contains(next) || shown?.contains(next))) return;
  clearTimeout(hideTimer);
  if (delay === 0 || !shown) hide();
  else hideTimer = setTimeout(hide, delay);
}

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType === "touch") return;
  pointer = { x: event.clientX, y: event.clientY };
  if (shown?.contains(event.target as Node)) {
    clearTimeout(hideTimer);
    return;
  }
  const element = triggerOf(event.target);
  if (element) schedule(element, "pointer", () => ({ pointer }));
}

function onFocusIn(event: FocusEvent): void {
  const element = triggerOf(event.target);
  if (element) schedule(element, "focus", () => ({ element: element.getBoundingClientRect() }));
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape" || !trigger) return;
  if (shown) event.preventDefault();
  dismissed = trigger;
  hide();
}

/**
 * Tooltips of spec 2 §9 for every element naming its role=tooltip element in data-tooltip (the
 * element's aria-describedby names it too, so screen readers read it without waiting): shown
 * after the show delay when the pointer rests on the element or it gets keyboard focus, placed
 * by the mouse offset and kept the edge margin inside the viewport, hoverable, and dismissed by
 * Escape (WCAG 1.4.13). The runtime starts it on the first such pointer or focus event.
 */
export function startTooltips(first: Event): void {
  document.addEventListener("pointerover", onPointerOver);
  document.addEventListener("pointermove", (event) => {
    if (!shown) pointer = { x: event.clientX, y: event.clientY };
  });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType === "touch") return;
    const element = triggerOf(event.target);
    if (element && dismissed === element && !element.contains(event.relatedTarget as Node | null)) dismissed = null;
    leave("pointer", event.relatedTarget, HOVER_GRACE_MS);
  });
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", (event) => {
    if (dismissed === triggerOf(event.target)) dismissed = null;
    leave("focus", event.relatedTarget, 0);
  });
  document.addEventListener("keydown", onKeyDown);
  const element = triggerOf(first.target);
  if (!element) return;
  if (first.type === "focusin" && element.matches(":focus")) onFocusIn(first as FocusEvent);
  else if (first instanceof PointerEvent && element.matches(":hover")) onPointerOver(first);
}
