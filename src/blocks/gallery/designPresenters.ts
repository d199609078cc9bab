import { GALLERY_LIMITS } from "../../domain/limits/galleryLimits";
import { carouselControls, carouselGroupCount, carouselGroupOf, carouselSlidesPerRow } from "./rules/carousel";
import type { DesignPresenter } from "./galleryController";

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const oneByOne = {
  positions: (count: number) => count,
  positionOf: (index: number) => index,
  indexOf: (position: number) => position,
};

/** Carousel: slides move a group (a row) at a time; the row shrinks on narrow screens (spec 2 §4). */
export function carouselPresenter(element: HTMLElement, list: HTMLElement, setting: number): DesignPresenter & { perRow(): number } {
  const perRow = () => carouselSlidesPerRow(window.innerWidth, setting);
  return {
    perRow,
    positions: (count) => carouselGroupCount(count, perRow()),
    positionOf: (index) => carouselGroupOf(index, perRow()),
    indexOf: (position) => position * perRow(),
    controls: carouselControls,
    show(index, _previous, _direction, animate) {
      const group = carouselGroupOf(index, perRow());
      const gap = getComputedStyle(list).columnGap || "0px";
      list.style.transition = animate && !reducedMotion() ? "transform 0.5s ease" : "none";
      list.style.transform = `translateX(calc(${-group} * (100% + ${gap})))`;
      element.dataset.group = String(group);
      return animate ? 500 : 0;
    },
  };
}

/**
 * Stacked slideshow: fade (1 s, the outgoing slide at 1.2 times that), ken-burns (fade plus a
 * 1.075 zoom), or the moving transitions scroll, swipe and new-swipe, which slide the row.
 */
export function stackedPresenter(element: HTMLElement, list: HTMLElement, slides: HTMLElement[], transition: string, speed: number): DesignPresenter {
  const moving = transition === "scroll" || transition === "swipe" || transition === "new-swipe";
  return {
    ...oneByOne,
    show(index, previous, _direction, animate) {
      const instant = !animate || reducedMotion();
      if (moving) {
        const seconds = Number(element.dataset.transitionSeconds) || 0.5;
        list.style.transition = instant ? "none" : `transform ${seconds}s ease-out`;
        list.style.transform = `translateX(${-index * 100}%)`;
        delete element.dataset.transitionSeconds;
        return instant ? 0 : seconds * 1000;
      }
      const fadeSeconds = GALLERY_LIMITS.stacked.fadeSpeedSeconds * speed;
      const outgoingSeconds = fadeSeconds * GALLERY_LIMITS.stacked.outgoingFadeFactor;
      for (const [i, slide] of slides.entries()) {
        slide.style.transition = instant ? "none" : `opacity ${i === index ? fadeSeconds : outgoingSeconds}s ease`;
        slide.classList.toggle("tsr-gallery__slide--outgoing", i === previous && !instant);
      }
      return instant ? 0 : outgoingSeconds * 1000;
    },
  };
}

/** Strip slider: the active slide is aligned to the start, middle or end of the strip. */
export function stripPresenter(element: HTMLElement, list: HTMLElement, slides: HTMLElement[], alignment: string, speed: number): DesignPresenter {
  return {
    ...oneByOne,
    show(index, _previous, _direction, animate) {
      const slide = slides[index];
      if (!slide) return 0;
      const viewport = element.querySelector<HTMLElement>(".tsr-gallery__viewport") ?? element;
      const width = viewport.clientWidth;
      const offset = slide.offsetLeft;
      const target = alignment === "start" ? offset : alignment === "end" ? offset + slide.offsetWidth - width : offset + slide.offsetWidth / 2 - width / 2;
      const max = Math.max(0, list.scrollWidth - width);
      const clamped = Math.min(Math.max(target, 0), max);
      const instant = !animate || reducedMotion();
      list.style.transition = instant ? "none" : `transform ${speed}s ease`;
      list.style.transform = `translateX(${-clamped}px)`;
      return instant ? 0 : speed * 1000;
    },
  };
}

/** Base: one slide at a time, no transition. */
export function basePresenter(): DesignPresenter {
  return { ...oneByOne, show: () => 0 };
}
