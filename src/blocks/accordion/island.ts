import { expandable } from "../../browser/motion/expandable";
import { prefersReducedMotion } from "../../browser/motion/frames";
import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";

const ANIMATION_MS = ANIMATION_LIMITS.accordionDurationMs;

function triggersOf(root: HTMLElement): HTMLButtonElement[] {
  return Array.from(root.querySelectorAll<HTMLButtonElement>(".tsr-accordion__trigger"));
}

function panelOf(trigger: HTMLButtonElement): HTMLElement | null {
  const id = trigger.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

/** Opens or closes one item, growing or shrinking its panel over the accordion's 250 ms (spec 1 §9). */
function setOpen(trigger: HTMLButtonElement, open: boolean): void {
  const panel = panelOf(trigger);
  if (!panel || (trigger.getAttribute("aria-expanded") === "true") === open) return;
  trigger.setAttribute("aria-expanded", String(open));
  trigger.closest(".tsr-accordion__item")?.setAttribute("data-open", String(open));
  if (prefersReducedMotion()) panel.hidden = !open;
  else expandable(panel, open, ANIMATION_MS);
}

/**
 * The accordion's browser behaviour: a header click (or Enter/Space on it) opens or closes its
 * item, closing the others unless several may be open; Up, Down, Home and End move between
 * headers.
 */
export function mount(root: HTMLElement): void {
  const container = root.querySelector<HTMLElement>(".tsr-accordion");
  if (!container) return;
  const allowMultiple = container.dataset.allowMultiple === "true";
  const triggers = triggersOf(container);

  for (const trigger of triggers) {
    trigger.addEventListener("click", () => {
      const open = trigger.getAttribute("aria-expanded") !== "true";
      if (open && !allowMultiple) for (const other of triggers) if (other !== trigger) setOpen(other, false);
      setOpen(trigger, open);
    });
    trigger.addEventListener("keydown", (event) => {
      const index = triggers.indexOf(trigger);
      const target =
        event.key === "ArrowDown"
          ? triggers[(index + 1) % triggers.length]
          : event.key === "ArrowUp"
            ? triggers[(index - 1 + triggers.length) % triggers.length]
            : event.key === "Home"
              ? triggers[0]
              : event.key === "End"
                ? triggers[triggers.length - 1]
                : undefined;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    });
  }
}
