import { canChangeIndex, disabledControls, normalizeIndex, stepIndex } from "./rules/galleryIndex";
import { hideVideo } from "../video/videoPlayer";

/** How a design shows a new index; answers how long the motion lasts (ms). */
export interface DesignPresenter {
  /** How many positions the controls step through (slides, or carousel groups). */
  positions(count: number): number;
  /** The position a slide index belongs to. */
  positionOf(index: number): number;
  /** The first slide index of a position. */
  indexOf(position: number): number;
  show(index: number, previous: number, direction: "forward" | "reverse", animate: boolean): number;
  /** Controls state for a position, when the design has its own rules (carousel). */
  controls?(position: number, positions: number): { hidden: boolean; previousDisabled: boolean; nextDisabled: boolean };
}

/** Names of the events a gallery fires on its element. */
const GALLERY_EVENTS = { change: "tsr-gallery:change", reachedBeginning: "tsr-gallery:reachedBeginning", reachedEnd: "tsr-gallery:reachedEnd" } as const;

/**
 * The index of one gallery (spec 2 §4): normalised, changed only when neither it nor a linked
 * gallery at another index is in motion, stepping with or without loop, marking the active
 * slide and the disabled controls, and keeping linked galleries in step.
 */
export class GalleryController {
  index = 0;
  inMotion = false;
  private readonly linked: GalleryController[] = [];
  private readonly listeners: ((index: number) => void)[] = [];
  private motionTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly element: HTMLElement,
    readonly slides: HTMLElement[],
    private readonly presenter: DesignPresenter,
    readonly loop: boolean,
  ) {}

  get count(): number {
    return this.slides.length;
  }

  /** Keeps another gallery at the same index as this one (both ways). */
  link(other: GalleryController): void {
    this.linked.push(other);
    other.linked.push(this);
    this.onChange((index) => other.follow(index));
    other.onChange((index) => this.follow(index));
  }

  onChange(listener: (index: number) => void): void {
    this.listeners.push(listener);
  }

  /** Moves to an index; returns false when the move is refused (something is in motion). */
  goTo(target: unknown, options: { animate?: boolean; direction?: "forward" | "reverse" } = {}): boolean {
    const index = normalizeIndex(target, this.count);
    if (index === this.index) return true;
    if (!canChangeIndex(this, this.linked)) return false;
    this.move(index, options);
    return true;
  }

  /** Takes a linked gallery's new index (linked galleries keep their indexes in sync). */
  private follow(target: number): void {
    const index = normalizeIndex(target, this.count);
    if (index !== this.index) this.move(index, {});
  }

  private move(index: number, options: { animate?: boolean; direction?: "forward" | "reverse" }): void {
    const previous = this.index;
    this.index = index;
    const direction = options.direction ?? (index > previous ? "forward" : "reverse");
    const motionMs = this.presenter.show(index, previous, direction, options.animate !== false);
    this.setMotion(motionMs);
    this.refresh();
    for (const listener of this.listeners) listener(index);
    this.element.dispatchEvent(new CustomEvent(GALLERY_EVENTS.change, { detail: { index, direction } }));
  }

  /** Previous (-1) or next (+1) position; with loop off, fires reachedBeginning or reachedEnd at the ends. */
  step(delta: -1 | 1): void {
    const positions = this.presenter.positions(this.count);
    const result = stepIndex(this.presenter.positionOf(this.index), delta, positions, this.loop);
    if (result.reached) {
      this.element.dispatchEvent(new CustomEvent(GALLERY_EVENTS[result.reached]));
      return;
    }
    this.goTo(this.presenter.indexOf(result.index), { direction: result.direction });
  }

  private setMotion(ms: number): void {
    if (this.motionTimer) clearTimeout(this.motionTimer);
    this.inMotion = ms > 0;
    this.motionTimer = ms > 0 ? setTimeout(() => (this.inMotion = false), ms) : null;
  }

  /** Marks the active slide, hides non-current videos, and sets the controls' disabled classes. */
  refresh(): void {
    this.element.dataset.index = String(this.index);
    for (const [i, slide] of this.slides.entries()) {
      const active = i === this.index;
      slide.classList.toggle("tsr-gallery__slide--active", active);
      if (slide.hasAttribute("tabindex") || slide.getAttribute("aria-current") !== null) slide.setAttribute("aria-current", String(active));
      if (!active) for (const video of slide.querySelectorAll<HTMLElement>(".tsr-video")) hideVideo(video);
    }
    const positions = this.presenter.positions(this.count);
    const position = this.presenter.positionOf(this.index);
    const edge = disabledControls(position, positions, this.loop);
    const state = this.presenter.controls?.(position, positions) ?? { hidden: positions <= 1, previousDisabled: edge.previous, nextDisabled: edge.next };
    const controls = this.element.querySelector<HTMLElement>(":scope > .tsr-gallery__controls");
    if (!controls) return;
    controls.hidden = state.hidden;
    this.markDisabled(controls.querySelector(".tsr-gallery__previous"), state.previousDisabled);
    this.markDisabled(controls.querySelector(".tsr-gallery__next"), state.nextDisabled);
  }

  private markDisabled(button: HTMLButtonElement | null, disabled: boolean): void {
    if (!button) return;
    button.classList.toggle("tsr-gallery__control--disabled", disabled);
    button.setAttribute("aria-disabled", String(disabled));
  }
}
