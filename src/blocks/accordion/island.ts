import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";

const ANIMATION_MS = ANIMATION_LIMITS.accordionDurationMs;

function triggersOf(root: HTMLElement): HTMLButtonElement[] {
  return Array.from(root.querySelectorAll<HTMLButtonElement>(".tsr-accordion__trigger"));
}

function panelOf(trigger: HTMLButtonElement): HTMLElement | null {
  const id = trigger.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Opens or closes one item, animating its height over the accordion duration. */
function setOpen(trigger: HTMLButtonElement, open: boolean): void {
  const panel = panelOf(trigger);
  if (!panel || (trigger.getAttribute("aria-expanded") === "true") === open) return;
  trigger.setAttribute("aria-expanded", String(open));
  trigger.closest(".tsr-accordion__item")?.setAttribute("data-open", String(open));
  if (reducedMotion()) {
    panel.hidden = !open;
    return;
  }
  panel.hidden = false;
  const full = panel.scrollHeight;
  const animation = panel.animate(
    [
      { height: `${open ? 0 : full}px`, overflow: "hidden" },
      { height: `${open ? full : 0}px`, overflow: "hidden" },
    ],
    { duration: ANIMATION_MS, easing: "ease" },
  );
  animation.onfinish = () => {
    if (trigger.getAttribute("aria-expanded") === "false") panel.hidden = true;
  };
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
