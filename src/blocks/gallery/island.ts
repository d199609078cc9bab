import { GALLERY_LIMITS } from "../../domain/limits/galleryLimits";
import { GALLERY_MESSAGES } from "../../domain/messages/galleryMessages";
import { imageSettled, isMobileViewport, watchImages } from "../../browser/imageLoader";
import { mountVideo, VIDEO_HIDE_EVENT, VIDEO_SHOW_EVENT } from "../video/videoPlayer";
import { basePresenter, carouselPresenter, stackedPresenter, stripPresenter } from "./designPresenters";
import { GalleryController, type DesignPresenter } from "./galleryController";
import { wireLightbox } from "./galleryLightbox";
import { attachSwipe, type SwipeMode } from "./gestures";
import { Autoplay, motionAllowed } from "./rules/autoplay";
import { readGalleryData, type GalleryBlockData } from "./rules/galleryData";

const SLIDE_DESIGNS = new Set(["carousel", "stacked", "strip", "base"]);

/** The pictures of a slide that the image loader fills in (data-src). */
const SLIDE_IMAGES = ".tsr-gallery__figure > .tsr-img-frame img[data-src], .tsr-gallery__figure > a img[data-src], .tsr-gallery__figure > button img[data-src]";

/**
 * The pictures of the slide at `index` and, with `withNeighbours`, of the slides before and
 * after it (around the ends), plus, at the start (`withEager`), every picture whose lazy loading
 * is off. A slideshow's slides lie on top of one another, all of them in view to the loader, so
 * it is given only these: the hidden slides load one step before they show, not with the first.
 */
function slideImagesNear(slides: readonly HTMLElement[], index: number, options: { withNeighbours: boolean; withEager: boolean }): HTMLImageElement[] {
  const count = slides.length;
  const near = new Set(options.withNeighbours ? [index, (index + 1) % count, (index - 1 + count) % count] : [index]);
  return slides.flatMap((slide, at) =>
    Array.from(slide.querySelectorAll<HTMLImageElement>(SLIDE_IMAGES)).filter((image) => near.has(at) || (options.withEager && image.dataset.load === "false")),
  );
}

function presenterFor(design: string, element: HTMLElement, list: HTMLElement, slides: HTMLElement[], data: GalleryBlockData): DesignPresenter {
  if (design === "carousel") return carouselPresenter(element, list, Number(data.slidesPerRow) || GALLERY_LIMITS.carousel.slidesPerRow);
  if (design === "stacked") return stackedPresenter(element, list, slides, String(data.transition), Number(data.speed) || GALLERY_LIMITS.stacked.speed);
  if (design === "strip") return stripPresenter(element, list, slides, String(data.stripAlignment), Number(data.speed) || GALLERY_LIMITS.strip.speed);
  return basePresenter();
}

function wireControls(controller: GalleryController, element: HTMLElement, keyboard: boolean): void {
  element.querySelector(":scope > .tsr-gallery__controls .tsr-gallery__previous")?.addEventListener("click", () => controller.step(-1));
  element.querySelector(":scope > .tsr-gallery__controls .tsr-gallery__next")?.addEventListener("click", () => controller.step(1));
  if (!keyboard) return;
  element.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if ((event.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    controller.step(event.key === "ArrowRight" ? 1 : -1);
  });
}

/** Stacked click behaviour: next, previous, or by the half clicked; links and video slides never advance. */
function wireStackedClicks(controller: GalleryController, viewport: HTMLElement, behaviour: string): void {
  viewport.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    if (controller.element.dataset.dragged || target.closest("a, button, .tsr-video")) return;
    const slide = target.closest<HTMLElement>(".tsr-gallery__slide");
    if (slide?.dataset.type === "video") return;
    const box = viewport.getBoundingClientRect();
    const delta = behaviour === "previous" ? -1 : behaviour === "half" && event.clientX < box.left + box.width / 2 ? -1 : 1;
    controller.step(delta);
  });
}

/** Strip: a slide click (or Enter or Space on it) makes it current; on the current one, the active-slide behaviour applies. */
function wireStripSlides(controller: GalleryController, slides: HTMLElement[], activeBehaviour: string): void {
  const activate = (index: number) => {
    if (index !== controller.index) controller.goTo(index);
    else if (activeBehaviour !== "none") controller.step(activeBehaviour === "previous" ? -1 : 1);
  };
  for (const [index, slide] of slides.entries()) {
    slide.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("a, .tsr-video")) return;
      activate(index);
    });
    slide.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      activate(index);
    });
  }
}

/**
 * History: the current slide's url or id in the address as itemId (not inside the editor's
 * frame). An address naming a slide selects it on load and scrolls the gallery into view, its
 * top 30 px below the window's top or a sticky header's foot (spec 2 §9's scroll-into-view
 * offset), so a shared link to a slide lower on the page opens on it.
 */
function wireHistory(controller: GalleryController, element: HTMLElement, slides: HTMLElement[]): void {
  if (window.self !== window.top) return;
  const base = (element.dataset.collectionPath ?? location.pathname).replace(/\/?$/, "/");
  const wanted = new URLSearchParams(location.search).get("itemId");
  const start = wanted ? slides.findIndex((s) => s.dataset.slideId === wanted || s.dataset.slideUrl === wanted) : -1;
  if (start >= 0) {
    controller.goTo(start, { animate: false });
    // A sticky site header covers the window's top: the offset is counted below it.
    const covered = document.querySelector<HTMLElement>(".tsr-site-header[data-sticky]")?.offsetHeight ?? 0;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - covered - GALLERY_LIMITS.scrollIntoViewOffset, behavior: "instant" });
  }
  controller.onChange((index) => {
    const slide = slides[index]!;
    history.replaceState(history.state, "", `${base}?itemId=${encodeURIComponent(slide.dataset.slideUrl || slide.dataset.slideId || String(index))}`);
  });
}

function wireAutoplay(controller: GalleryController, element: HTMLElement, presenter: DesignPresenter, data: GalleryBlockData): void {
  if (!data.autoplay || !motionAllowed(location.search)) return;
  const autoplay = new Autoplay({
    scheduler: { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
    timeoutMs: (Number(data["autoplay-duration"]) || GALLERY_LIMITS.autoplay.timeoutMs / 1000) * 1000,
    randomize: data.randomize !== false,
    position: () => ({ index: presenter.positionOf(controller.index), count: presenter.positions(controller.count) }),
    advance: (position) => controller.goTo(presenter.indexOf(position), { direction: "forward" }),
  });
  element.dataset.autoplay = "running";
  const pause = (reason: "hover" | "video" | "hidden") => {
    autoplay.pause(reason);
    element.dataset.autoplay = "paused";
  };
  const resume = (reason: "hover" | "video" | "hidden") => {
    autoplay.resume(reason);
    element.dataset.autoplay = autoplay.ticking ? "running" : "paused";
  };
  if (!isMobileViewport() && !window.matchMedia("(hover: none)").matches) {
    element.addEventListener("pointerenter", () => pause("hover"));
    element.addEventListener("pointerleave", () => resume("hover"));
  }
  element.addEventListener(VIDEO_SHOW_EVENT, () => pause("video"));
  element.addEventListener(VIDEO_HIDE_EVENT, () => resume("video"));
  document.addEventListener("visibilitychange", () => (document.hidden ? pause("hidden") : resume("hidden")));
  controller.onChange(() => autoplay.restart());
  autoplay.start();
}

/** Reads, checks and wires one gallery element; null when it is skipped (bad data) or has no current slide. */
function mountGallery(element: HTMLElement): GalleryController | null {
  let data: GalleryBlockData;
  try {
    data = readGalleryData(element);
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
  const list = element.querySelector<HTMLElement>(".tsr-gallery__slides");
  if (!list) {
    console.error(GALLERY_MESSAGES.noContainer);
    return null;
  }
  const slides = Array.from(list.children).filter((child): child is HTMLElement => child.classList.contains("tsr-gallery__slide"));
  const design = String(data.design);
  const stacked = design === "stacked";
  if (stacked) {
    const first = slideImagesNear(slides, 0, { withNeighbours: false, withEager: true });
    watchImages(first);
    // The neighbours wait for the first slide's pictures, so they do not take the network from them.
    void Promise.all(first.map(imageSettled)).then(() => watchImages(slideImagesNear(slides, 0, { withNeighbours: true, withEager: false })));
  } else watchImages(element.querySelectorAll<HTMLImageElement>(SLIDE_IMAGES));
  for (const video of element.querySelectorAll<HTMLElement>(".tsr-video")) mountVideo(video);
  if (data.lightbox) wireLightbox(slides, data.lightboxTheme === "light" ? "light" : "dark", data.lightboxHash === true);
  element.dataset.mounted = "true";
  if (!SLIDE_DESIGNS.has(design)) return null;

  const presenter = presenterFor(design, element, list, slides, data);
  const controller = new GalleryController(element, slides, presenter, design === "carousel" ? false : data.loop === true);
  if (stacked) controller.onChange((index) => watchImages(slideImagesNear(slides, index, { withNeighbours: true, withEager: false })));
  const viewport = element.querySelector<HTMLElement>(".tsr-gallery__viewport") ?? element;
  presenter.show(0, 0, "forward", false);
  controller.refresh();
  wireControls(controller, element, data.keyboard !== false);
  const transition = String(data.transition);
  const swipe: SwipeMode = design === "stacked" && (transition === "swipe" || transition === "new-swipe") ? transition : "scroll";
  attachSwipe(element, list, controller, swipe);
  if (design === "stacked") wireStackedClicks(controller, viewport, String(data.clickBehavior));
  if (design === "strip") wireStripSlides(controller, slides, String(data.activeSlideClickBehavior));
  if (data.history) wireHistory(controller, element, slides);
  wireAutoplay(controller, element, presenter, data);
  let resizeTimer = 0;
  window.addEventListener("resize", () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => {
      presenter.show(controller.index, controller.index, "forward", false);
      controller.refresh();
    }, GALLERY_LIMITS.resizeEmitterTimeoutMs.gallery);
  });
  return controller;
}

/**
 * The gallery block's browser behaviour: reads the block data, loads images as they near the
 * viewport, wires the design (index, controls, keyboard, swipes, autoplay, history, lightbox)
 * and links a slideshow to its thumbnail strip. Bad block data is logged and the block skipped.
 */
export function mount(root: HTMLElement): void {
  const main = root.matches(".tsr-gallery, [data-block-json], [data-design]") ? root : root.querySelector<HTMLElement>(".tsr-gallery:not([data-linked-child])");
  if (!main) {
    console.error(GALLERY_MESSAGES.noContainer);
    return;
  }
  const parent = mountGallery(main);
  const childElement = root.querySelector<HTMLElement>("[data-linked-child]");
  const child = childElement && parent ? mountGallery(childElement) : null;
  if (parent && child) parent.link(child);
}
