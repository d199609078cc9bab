import { watchImages } from "../../browser/imageLoader";
import { carouselStep, shownRange } from "./carouselSteps";
import { refreshSummary } from "./refreshSummary";
import { readIslandTexts } from "../../domain/translations/storeIslandTexts";
import { filledIn } from "../../domain/translations/storeTexts";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The words the island writes itself, in the page's language as the block hands them in data-texts. */
function summaryTexts(root: HTMLElement) {
  return readIslandTexts("summary", root.querySelector<HTMLElement>("[data-texts]")?.dataset.texts);
}

/** Loads the block's pictures as they come near the viewport. */
function watchPictures(root: HTMLElement): void {
  watchImages(root.querySelectorAll<HTMLImageElement>("img.tsr-img[data-src]:not(noscript *)"));
}

/**
 * Shows the carousel's buttons and moves the list one view back or on, never on its own. A button
 * at its end is marked aria-disabled rather than disabled, so keyboard focus stays on it.
 */
function mountCarousel(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(".tsr-summary__items");
  const controls = root.querySelector<HTMLElement>(".tsr-summary__controls");
  if (!list || !controls) return;
  const buttons = Array.from(controls.querySelectorAll<HTMLButtonElement>("[data-summary-step]"));
  const status = controls.querySelector<HTMLElement>(".tsr-summary__status");
  const items = () =>
    Array.from(list.children as HTMLCollectionOf<HTMLElement>, (item) => ({ start: item.offsetLeft, end: item.offsetLeft + item.offsetWidth }));
  const update = () => {
    const range = shownRange(items(), list.scrollLeft, list.clientWidth);
    for (const button of buttons) {
      const atEnd = button.dataset.summaryStep === "previous" ? range.first === 1 : range.last === range.total;
      button.setAttribute("aria-disabled", String(atEnd));
    }
    return range;
  };
  for (const button of buttons) {
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-disabled") === "true") return;
      const left = carouselStep(items(), list.scrollLeft, list.clientWidth, button.dataset.summaryStep === "previous" ? -1 : 1);
      list.scrollTo({ left, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    });
  }
  list.addEventListener("scrollend", () => {
    const range = update();
    if (status)
      status.textContent = filledIn(summaryTexts(root).summaryShowing, { first: String(range.first), last: String(range.last), total: String(range.total) });
  });
  controls.hidden = false;
  update();
}

/**
 * Shows "Show more", which asks GetWidgetRendering for the summary with more items and puts its
 * HTML in place, then moves focus to the first new item's link (the button itself is gone).
 */
function mountShowMore(root: HTMLElement): void {
  const more = root.querySelector<HTMLButtonElement>("[data-summary-more]");
  if (!more) return;
  more.hidden = false;
  more.addEventListener("click", async () => {
    more.disabled = true;
    const shown = root.querySelectorAll(".tsr-summary__item").length;
    if (!(await refreshSummary(root))) {
      more.disabled = false;
      return;
    }
    mount(root);
    root.querySelectorAll<HTMLElement>(".tsr-summary__link")[shown]?.focus();
  });
}

/**
 * The summary's browser behaviour: loads its pictures and runs the carousel's buttons and the
 * "Show more" button, mounting itself again on the HTML GetWidgetRendering answers.
 */
export function mount(root: HTMLElement): void {
  watchPictures(root);
  mountCarousel(root);
  mountShowMore(root);
}
