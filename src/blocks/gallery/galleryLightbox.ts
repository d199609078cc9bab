import { itemIdFromHash } from "../../browser/lightbox/lightboxRules";
import type { LightboxItem } from "../../browser/lightbox/lightbox";
import { withPart } from "../../browser/partLoader";

/** The lightbox set of a gallery: every image slide, its caption as the meta. */
function lightboxItems(slides: HTMLElement[]): { items: LightboxItem[]; slideOf: HTMLElement[] } {
  const items: LightboxItem[] = [];
  const slideOf: HTMLElement[] = [];
  for (const slide of slides) {
    const image = slide.querySelector<HTMLImageElement>("img[data-src]");
    if (slide.dataset.type !== "image" || !image) continue;
    items.push({
      id: slide.dataset.slideId ?? String(items.length),
      src: image.dataset.src!,
      alt: image.alt,
      dimensions: image.dataset.imageDimensions ?? "",
      caption: slide.dataset.caption ?? "",
    });
    slideOf.push(slide);
  }
  return { items, slideOf };
}

/**
 * Opens the gallery's lightbox from its slides' open buttons, and (with hash tracking on) on
 * load or later when the address hash names one of its items. Every site has the lightbox;
 * when its code cannot be loaded, a click on a slide opens the picture itself, as a link to it
 * would.
 */
export function wireLightbox(slides: HTMLElement[], theme: "light" | "dark", trackHash: boolean): void {
  const { items, slideOf } = lightboxItems(slides);
  const open = async (index: number, opener: HTMLElement | null, otherwise?: () => void) => {
    await withPart(
      "lightbox",
      ".tsr-gallery__open",
      () => import("../../browser/lightbox/lightbox"),
      ({ openLightbox }) => openLightbox({ items, index, theme, trackHash, opener }),
      otherwise,
    );
  };
  for (const [index, slide] of slideOf.entries()) {
    const button = slide.querySelector<HTMLButtonElement>(".tsr-gallery__open");
    button?.addEventListener("click", () => void open(index, button, () => location.assign(items[index]!.src)));
  }
  if (!trackHash) return;
  const openFromHash = () => {
    const wanted = itemIdFromHash(location.hash);
    const index = wanted ? items.findIndex((item) => item.id === wanted) : -1;
    if (index >= 0 && !document.querySelector(".tsr-lightbox:not(.tsr-lightbox--closing)"))
      void open(index, slideOf[index]!.querySelector(".tsr-gallery__open"));
  };
  window.addEventListener("hashchange", openFromHash);
  openFromHash();
}
