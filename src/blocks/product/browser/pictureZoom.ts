import type { DialogPicture } from "../../shared/pictureDialog";
import { PRODUCT_DOM } from "../productDom";
import { loadPart } from "../../../browser/partLoader";

/** The product's pictures in gallery order: the thumbnails', else the main picture alone. */
function picturesOf(main: HTMLImageElement, thumbnails: HTMLButtonElement[]): DialogPicture[] {
  if (thumbnails.length === 0) return [{ src: main.getAttribute("src") ?? "", alt: main.alt }];
  return thumbnails.map((thumbnail) => ({
    src: thumbnail.getAttribute(PRODUCT_DOM.thumbnail) ?? "",
    alt: thumbnail.getAttribute(PRODUCT_DOM.thumbnailAlt) ?? "",
  }));
}

/**
 * The link around the main product picture: a plain press (not one asking for a new tab) opens the
 * pictures large in a dialog at the one shown, whose code loads on the first opening (when it cannot
 * load, the link is followed as without script); moving through them shows each in the gallery too
 * (`showPicture`), so the page shows the last one seen.
 */
export function mountPictureZoom(root: HTMLElement, showPicture: (index: number) => void): void {
  const link = root.querySelector<HTMLAnchorElement>(`[${PRODUCT_DOM.zoomLink}]`);
  const main = link?.querySelector("img");
  if (!link || !main) return;
  const thumbnails = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${PRODUCT_DOM.thumbnail}]`));
  let opening = false;
  link.addEventListener("click", async (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opening) return;
    opening = true;
    try {
      const { openPictureDialog } = await loadPart("pictureDialog", () => import("../../shared/pictureDialog"));
      const shown = thumbnails.findIndex((thumbnail) => thumbnail.getAttribute("aria-pressed") === "true");
      openPictureDialog({ pictures: picturesOf(main, thumbnails), index: Math.max(0, shown), opener: link, onChange: showPicture });
    } catch {
      location.assign(link.href);
    } finally {
      opening = false;
    }
  });
}
