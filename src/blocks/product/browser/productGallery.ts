import { largestImageUrl, madeInWidths, srcsetOf } from "../../../domain/imageWidths";
import { PRODUCT_DOM } from "../productDom";
import { zoomLabel } from "../zoomLabel";
import { pageWords } from "../../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";

/**
 * The product page's gallery: pressing a thumbnail (by pointer or keyboard) shows its picture (with its
 * alt text) in the main box, whose reserved size stays the same, points the link around it at that
 * picture at its largest (and names its place, in the page's language), and marks that thumbnail as pressed. Returns what
 * shows the picture at a place the same way, for the larger picture's dialog to follow.
 */
export function mountProductGallery(root: HTMLElement): (index: number) => void {
  const main = root.querySelector<HTMLImageElement>(`[${PRODUCT_DOM.mainPicture}] img`);
  const link = root.querySelector<HTMLAnchorElement>(`[${PRODUCT_DOM.zoomLink}]`);
  const label = root.querySelector<HTMLElement>(`[${PRODUCT_DOM.zoomLabel}]`);
  const words = pageWords({ pictureZoomOf: CONTROL_SCRIPT_WORDS.pictureZoomOf, pictureZoom: CONTROL_SCRIPT_WORDS.pictureZoom });
  const thumbnails = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${PRODUCT_DOM.thumbnail}]`));
  const show = (index: number) => {
    const thumbnail = thumbnails[index];
    if (!main || !thumbnail) return;
    const src = thumbnail.getAttribute(PRODUCT_DOM.thumbnail) ?? "";
    if (madeInWidths(src)) main.srcset = srcsetOf(src, undefined);
    else main.removeAttribute("srcset");
    main.src = src;
    main.alt = thumbnail.getAttribute(PRODUCT_DOM.thumbnailAlt) ?? "";
    main.loading = "eager";
    if (link) link.href = largestImageUrl(src);
    if (label) label.textContent = zoomLabel(index, thumbnails.length, words);
    for (const other of thumbnails) other.setAttribute("aria-pressed", String(other === thumbnail));
  };
  for (const [index, thumbnail] of thumbnails.entries()) thumbnail.addEventListener("click", () => show(index));
  return show;
}
