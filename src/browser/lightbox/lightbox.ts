import { BREAKPOINTS } from "../../domain/limits/layoutLimits";
import { LIGHTBOX_LIMITS } from "../../domain/limits/widgetLimits";
import { unwatchImage, watchImages } from "../imageLoader";
import { pageWords } from "../pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { edgeOf, lightboxHash, swipeDirection, throttle, wrappedIndex } from "./lightboxRules";

/** One picture in a lightbox set: its content and its meta (caption). */
export interface LightboxItem {
  id: string;
  src: string;
  alt: string;
  /** "widthxheight", to reserve the picture's space. */
  dimensions: string;
  caption: string;
}

/** How a lightbox opens. */
export interface LightboxOptions {
  items: LightboxItem[];
  index: number;
  theme: "light" | "dark";
  /** Reflect the shown item in the address hash. */
  trackHash: boolean;
  /** Captions fade in on hover (default) or are toggled. */
  captions?: "hover" | "toggle";
  /** Gets focus back on close. */
  opener: HTMLElement | null;
  onChange?(index: number): void;
}

/** An open lightbox. */
export interface LightboxHandle {
  close(): void;
  go(index: number): void;
  readonly index: number;
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = className;
  element.setAttribute("aria-label", label);
  element.textContent = text;
  return element;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>("button:not([hidden])")).filter((b) => b.offsetParent !== null);
}

/**
 * The full-screen lightbox (spec 2 §2, §9): overlay at opacity 0.95 with padding 100, fading in
 * and out (at once with reduced motion), a close button, previous and next buttons (at least
 * 44 px) and swipes when the set has more than one item, arrow keys throttled to 200 ms, clicks
 * within 2% of the window's edges moving (not on a phone, where the buttons sit there), a click
 * outside the picture or Escape closing, focus kept inside and given back, captions on hover
 * (500 ms fade) or toggled (always by the dot on a phone), and optional hash tracking. The
 * picture's box is as large as the screen allows (never above the picture's own width) before
 * it loads, so it is loaded at the width that box needs at the screen's full pixel ratio. It and
 * its buttons are named in the page's language (the body's `data-texts`).
 */
export function openLightbox(options: LightboxOptions): LightboxHandle {
  const items = options.items;
  const many = items.length > 1;
  const mobile = window.innerWidth <= BREAKPOINTS.mobileMaxWidth;
  const overlay = document.createElement("div");
  overlay.className = `tsr-lightbox tsr-lightbox--${options.theme}${mobile ? " tsr-lightbox--mobile" : ""} tsr-lightbox--captions-${mobile ? "toggle" : (options.captions ?? "hover")}`;
  overlay.setAttribute("role", "dialog");
  overlay.setAttribute("aria-modal", "true");
  const { closeButton, lightboxPrevious, lightboxNext, lightboxViewer, captionShow, captionHide } = CONTROL_SCRIPT_WORDS;
  const words = pageWords({ closeButton, lightboxPrevious, lightboxNext, lightboxViewer, captionShow, captionHide });
  overlay.setAttribute("aria-label", words.lightboxViewer);
  overlay.style.setProperty("--tsr-lightbox-opacity", String(LIGHTBOX_LIMITS.overlayOpacity));
  overlay.style.setProperty("--tsr-lightbox-padding", `${mobile ? 0 : LIGHTBOX_LIMITS.padding}px`);
  overlay.style.setProperty("--tsr-lightbox-caption-fade", `${LIGHTBOX_LIMITS.captionFadeMs}ms`);
  overlay.style.setProperty("--tsr-lightbox-fade", `${LIGHTBOX_LIMITS.overlayFadeSecondsOtherReading}s`);

  const content = document.createElement("figure");
  content.className = "tsr-lightbox__content";
  const image = document.createElement("img");
  image.className = "tsr-lightbox__image";
  image.dataset.load = "false";
  image.dataset.shownLarge = "true";
  const caption = document.createElement("figcaption");
  caption.className = "tsr-lightbox__caption";
  caption.setAttribute("aria-live", "polite");
  content.append(image, caption);

  const close = button("tsr-lightbox__close", words.closeButton, "×");
  const previous = button("tsr-lightbox__previous", words.lightboxPrevious, "‹");
  const next = button("tsr-lightbox__next", words.lightboxNext, "›");
  const toggle = button("tsr-lightbox__caption-toggle", words.captionShow, "");
  toggle.setAttribute("aria-pressed", "false");
  previous.hidden = !many;
  next.hidden = !many;
  toggle.hidden = !(mobile || options.captions === "toggle");
  overlay.append(content, close, previous, next, toggle);

  const previouslyFocused = (document.activeElement as HTMLElement | null) ?? options.opener;
  const hashBefore = location.hash;
  let index = -1;

  function show(target: number): void {
    const normalised = wrappedIndex(target, items.length);
    if (normalised === index) return;
    index = normalised;
    const item = items[index]!;
    const [width, height] = item.dimensions.split("x").map(Number);
    image.removeAttribute("src");
    delete image.dataset.loadedWidth;
    image.dataset.src = item.src;
    image.alt = item.alt;
    const sized = Boolean(width && height);
    image.classList.toggle("tsr-lightbox__image--sized", sized);
    if (sized) {
      image.width = width!;
      image.height = height!;
      image.style.setProperty("--tsr-lightbox-ratio", `${width} / ${height}`);
      image.style.setProperty("--tsr-lightbox-width", `${width}px`);
    }
    caption.textContent = item.caption;
    caption.hidden = item.caption === "";
    overlay.dataset.index = String(index);
    watchImages([image]);
    if (options.trackHash) history.replaceState(history.state, "", lightboxHash(item.id));
    options.onChange?.(index);
  }

  const arrowAllowed = throttle(LIGHTBOX_LIMITS.arrowThrottleMs, () => performance.now());

  function onKey(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.preventDefault();
      finish();
    } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && many) {
      event.preventDefault();
      if (arrowAllowed()) show(index + (event.key === "ArrowRight" ? 1 : -1));
    } else if (event.key === "Tab") {
      const list = focusables(overlay);
      if (list.length === 0) return;
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!overlay.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  let swipeStart: { x: number; y: number; pointer: number } | null = null;
  let swiped = false;

  function onPointerDown(event: PointerEvent): void {
    if (!event.isPrimary) return;
    swipeStart = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    swiped = false;
  }

  function onPointerUp(event: PointerEvent): void {
    if (!swipeStart || event.pointerId !== swipeStart.pointer) return;
    const direction = many ? swipeDirection(event.clientX - swipeStart.x, event.clientY - swipeStart.y) : 0;
    swipeStart = null;
    if (direction === 0) return;
    swiped = true;
    show(index + direction);
  }

  function onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    if (swiped || target.closest("button")) return;
    const edge = many && !mobile ? edgeOf(event.clientX, window.innerWidth) : null;
    if (edge) show(index + (edge === "next" ? 1 : -1));
    else if (!content.contains(target)) finish();
  }

  let closing = false;

  /** Closes at once for the keyboard and the page, then fades the overlay out as it faded in and removes it. */
  function finish(): void {
    if (closing) return;
    closing = true;
    document.removeEventListener("keydown", onKey, true);
    unwatchImage(image);
    overlay.inert = true;
    overlay.classList.add("tsr-lightbox--closing");
    document.documentElement.classList.remove("tsr-lightbox-open");
    if (options.trackHash) history.replaceState(history.state, "", hashBefore || location.pathname + location.search);
    (options.opener ?? previouslyFocused)?.focus();
    const fading = overlay.getAnimations();
    if (fading.length === 0) overlay.remove();
    else void Promise.allSettled(fading.map((animation) => animation.finished)).then(() => overlay.remove());
  }

  close.addEventListener("click", finish);
  previous.addEventListener("click", () => show(index - 1));
  next.addEventListener("click", () => show(index + 1));
  toggle.addEventListener("click", () => {
    const open = overlay.classList.toggle("tsr-lightbox--caption-shown");
    toggle.setAttribute("aria-pressed", String(open));
    toggle.setAttribute("aria-label", open ? words.captionHide : words.captionShow);
  });
  overlay.addEventListener("click", onClick);
  overlay.addEventListener("pointerdown", onPointerDown);
  overlay.addEventListener("pointerup", onPointerUp);
  overlay.addEventListener("pointercancel", () => (swipeStart = null));
  document.addEventListener("keydown", onKey, true);
  document.body.append(overlay);
  document.documentElement.classList.add("tsr-lightbox-open");
  show(options.index);
  close.focus();

  return {
    close: finish,
    go: show,
    get index() {
      return index;
    },
  };
}
