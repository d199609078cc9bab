import { debounce } from "../../browser/debounce";
import { pageWords } from "../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { MARQUEE_LIMITS } from "../../domain/limits/layoutLimits";
import { copiesNeeded, moves, nextOffset, showsCopies, waveRise, type MarqueeConditions, type MarqueeDirection } from "./marqueeMotion";

/** The pause button's words while the text moves and while it is paused, in the primary language. */
export const MARQUEE_BUTTON_LABELS = { pause: CONTROL_SCRIPT_WORDS.marqueePause, play: CONTROL_SCRIPT_WORDS.marqueePlay } as const;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** A copy of the phrases for the moving track, hidden from screen readers; with a wave, each letter in its own span. */
function movingCopy(text: HTMLElement, wave: boolean): HTMLElement {
  const copy = text.cloneNode(true) as HTMLElement;
  copy.setAttribute("aria-hidden", "true");
  copy.classList.add("tsr-marquee__copy");
  if (!wave) return copy;
  for (const node of Array.from(copy.querySelectorAll<HTMLElement>(".tsr-marquee__item, .tsr-marquee__separator"))) {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      const letters = Array.from(child.textContent ?? "").map((letter) => {
        const span = document.createElement("span");
        span.className = "tsr-marquee__letter";
        span.textContent = letter;
        return span;
      });
      child.replaceWith(...letters);
    }
  }
  return copy;
}

/**
 * The marquee's browser behaviour: the phrases travel as copies hidden from screen readers (the
 * server's list stays, visually hidden, for them), while the block is on screen; a button pauses
 * and plays them (WCAG 2.2.2), and so does the pointer when the owner asked for a pause on
 * hover. Under reduced motion or in a block narrower than the minimum width the text stands
 * still, once. A resize lays the copies out again once it has settled. The button speaks the
 * page's language (the body's `data-texts`).
 */
export function mount(root: HTMLElement): void {
  const marquee = root.querySelector<HTMLElement>(".tsr-marquee");
  const viewport = marquee?.querySelector<HTMLElement>(".tsr-marquee__viewport");
  const track = viewport?.querySelector<HTMLElement>(".tsr-marquee__track");
  const text = track?.querySelector<HTMLElement>(".tsr-marquee__text");
  if (!marquee || !viewport || !track || !text) return;
  const direction: MarqueeDirection = marquee.dataset.direction === "right" ? "right" : "left";
  const speed = Number(marquee.dataset.speed) || MARQUEE_LIMITS.defaults.animationSpeed;
  const frequency = Number(marquee.dataset.waveFrequency) || 0;
  const intensity = Number(marquee.dataset.waveIntensity) || 0;
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const conditions: MarqueeConditions = {
    reducedMotion: reducedMotion.matches,
    wideEnough: false,
    visible: false,
    pausedByButton: false,
    hovered: false,
    pausedOnHover: marquee.dataset.pausedOnHover === "true",
  };
  const words = pageWords({ marqueePause: MARQUEE_BUTTON_LABELS.pause, marqueePlay: MARQUEE_BUTTON_LABELS.play });
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tsr-marquee__pause";
  let copyWidth = 0;
  let offset = 0;
  let letters: { element: HTMLElement; x: number }[] = [];
  let frame: number | null = null;
  let last: number | null = null;

  const draw = () => {
    track.style.transform = offset === 0 ? "" : `translateX(${offset}px)`;
    for (const letter of letters) {
      letter.element.style.transform = `translateY(${-waveRise(letter.x + offset, viewport.clientWidth, frequency, intensity)}px)`;
    }
  };
  const step = (now: number) => {
    offset = nextOffset(offset, last === null ? 0 : now - last, speed, direction, copyWidth);
    last = now;
    draw();
    frame = requestAnimationFrame(step);
  };
  const update = () => {
    const moving = moves(conditions);
    marquee.dataset.moving = moving ? "true" : "false";
    button.textContent = conditions.pausedByButton ? words.marqueePlay : words.marqueePause;
    if (moving && frame === null) frame = requestAnimationFrame(step);
    if (!moving && frame !== null) {
      cancelAnimationFrame(frame);
      frame = null;
      last = null;
    }
  };
  const layOut = () => {
    for (const copy of Array.from(track.querySelectorAll(".tsr-marquee__copy"))) copy.remove();
    letters = [];
    offset = 0;
    conditions.reducedMotion = reducedMotion.matches;
    conditions.wideEnough = viewport.clientWidth >= MARQUEE_LIMITS.minWidth;
    const copies = showsCopies(conditions);
    marquee.dataset.copies = copies ? "true" : "false";
    button.hidden = !copies;
    if (copies) {
      const first = movingCopy(text, intensity > 0);
      track.append(first);
      copyWidth = first.getBoundingClientRect().width;
      for (let count = 1; count < copiesNeeded(viewport.clientWidth, copyWidth); count += 1) track.append(movingCopy(text, intensity > 0));
      const left = track.getBoundingClientRect().left;
      letters = Array.from(track.querySelectorAll<HTMLElement>(".tsr-marquee__letter")).map((element) => {
        const box = element.getBoundingClientRect();
        return { element, x: box.left - left + box.width / 2 };
      });
    }
    draw();
    update();
  };

  button.addEventListener("click", () => {
    conditions.pausedByButton = !conditions.pausedByButton;
    update();
  });
  marquee.addEventListener("pointerenter", () => {
    conditions.hovered = true;
    update();
  });
  marquee.addEventListener("pointerleave", () => {
    conditions.hovered = false;
    update();
  });
  new IntersectionObserver((entries) => {
    conditions.visible = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(marquee);
  reducedMotion.addEventListener("change", layOut);
  window.addEventListener("resize", debounce(layOut, MARQUEE_LIMITS.rerenderDebounceMs));
  marquee.append(button);
  layOut();
}
