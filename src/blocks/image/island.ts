import { watchImages } from "./imageLoader";
import { BREAKPOINTS } from "../../domain/limits/layoutLimits";

/**
 * The image block's browser behaviour: loads its picture at the width it needs 200 px before
 * it scrolls into view, marks the block narrow under 415 px, and opens the lightbox when the
 * block has one.
 */
export function mount(root: HTMLElement): void {
  watchImages(root.querySelectorAll<HTMLImageElement>("img[data-src]"));
  new ResizeObserver(([entry]) => {
    if (entry) root.classList.toggle("tsr-image--narrow", entry.contentRect.width < BREAKPOINTS.narrowImageBlockBelow);
  }).observe(root);
  const opener = root.querySelector<HTMLButtonElement>("[data-lightbox-open]");
  const image = root.querySelector<HTMLImageElement>("img[data-src]");
  if (opener && image) {
    opener.addEventListener("click", async () => {
      const { openLightbox } = await import("../../site/lightbox/lightbox");
      openLightbox({
        items: [{ src: image.dataset.src!, alt: image.alt, dimensions: image.dataset.imageDimensions ?? "", caption: root.querySelector("figcaption")?.textContent ?? "", id: root.id }],
        index: 0,
        theme: "dark",
        trackHash: false,
        opener,
      });
    });
  }
}
