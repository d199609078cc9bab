import { loadImage, watchImages } from "../../browser/imageLoader";
import { withPart } from "../../browser/partLoader";

/** Whether an element can be loaded lazily; anything else is handed to the loader now, which logs what is wrong with it. */
function loadableImage(element: HTMLElement): boolean {
  if (element instanceof HTMLImageElement && element.dataset.src && element.parentNode) return true;
  loadImage(element);
  return false;
}

/**
 * The image block's browser behaviour: loads its picture at the width it needs 200 px before
 * it scrolls into view and opens the lightbox when the block has one. (Its narrow layout under
 * 415 px is image.css's container query.)
 */
export function mount(root: HTMLElement): void {
  const candidates = root.matches("[data-src], img") ? [root] : Array.from(root.querySelectorAll<HTMLElement>("[data-src], img.tsr-img:not(noscript *)"));
  const images = candidates.filter((element): element is HTMLImageElement => loadableImage(element));
  watchImages(images);
  const opener = root.querySelector<HTMLButtonElement>("[data-lightbox-open]");
  const image = root.querySelector<HTMLImageElement>("img[data-src]");
  if (opener && image) {
    opener.addEventListener("click", () => {
      void withPart(
        "lightbox",
        "[data-lightbox-open]",
        () => import("../../browser/lightbox/lightbox"),
        ({ openLightbox }) =>
          openLightbox({
            items: [
              {
                src: image.dataset.src!,
                alt: image.alt,
                dimensions: image.dataset.imageDimensions ?? "",
                caption: root.querySelector("figcaption")?.textContent ?? "",
                id: root.id,
              },
            ],
            index: 0,
            theme: "dark",
            trackHash: false,
            opener,
          }),
      );
    });
  }
}
