import { madeInWidths, srcsetOf } from "../../../domain/imageWidths";
import { PRODUCT_DOM } from "../productDom";

/**
 * The product page's gallery: pressing a thumbnail (by pointer or keyboard) shows its picture (with its
 * alt text) in the main box, whose reserved size stays the same, and marks that thumbnail as pressed.
 */
export function mountProductGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>(`[${PRODUCT_DOM.mainPicture}] img`);
  const thumbnails = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${PRODUCT_DOM.thumbnail}]`));
  if (!main) return;
  for (const thumbnail of thumbnails) {
    thumbnail.addEventListener("click", () => {
      const src = thumbnail.getAttribute(PRODUCT_DOM.thumbnail) ?? "";
      if (madeInWidths(src)) main.srcset = srcsetOf(src, undefined);
      else main.removeAttribute("srcset");
      main.src = src;
      main.alt = thumbnail.getAttribute(PRODUCT_DOM.thumbnailAlt) ?? "";
      main.loading = "eager";
      for (const other of thumbnails) other.setAttribute("aria-pressed", String(other === thumbnail));
    });
  }
}
