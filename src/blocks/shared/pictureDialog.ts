import { largestImageUrl, madeInWidths, srcsetOf } from "../../domain/imageWidths";
import { wrappedIndex } from "../../browser/lightbox/lightboxRules";
import { pageWords } from "../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../domain/messages/controlWords";
import { filledIn } from "../../domain/translations/filledIn";

/** One picture the dialog can show: its address as stored and what it shows. */
export interface DialogPicture {
  src: string;
  alt: string;
}

/** How the picture dialog opens. */
interface PictureDialogOptions {
  pictures: readonly DialogPicture[];
  index: number;
  /** Gets focus back when the dialog closes. */
  opener: HTMLElement;
  /** Told the place of each picture shown, so the page can follow it. */
  onChange(index: number): void;
}

function controlButton(className: string, label: string, symbol: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `tsr-picture-dialog__button ${className}`;
  button.setAttribute("aria-label", label);
  button.textContent = symbol;
  return button;
}

/**
 * A product's pictures shown large in a modal <dialog> (in the top layer, so the page behind
 * never moves): the picture at the screen's width with its alt text, a Close button, and with
 * several pictures Previous and Next buttons, the arrow keys and "Picture 2 of 3". Escape or a
 * press on the backdrop closes it, which removes it and gives focus back to its opener. It and
 * its buttons are named, and the place said, in the page's language (the body's `data-texts`).
 */
export function openPictureDialog(options: PictureDialogOptions): void {
  const { pictures, opener, onChange } = options;
  const many = pictures.length > 1;
  const { closeButton, picturePrevious, pictureNext, pictureDialog, picturePlace } = CONTROL_SCRIPT_WORDS;
  const words = pageWords({ closeButton, picturePrevious, pictureNext, pictureDialog, picturePlace });
  const dialog = document.createElement("dialog");
  dialog.className = "tsr-picture-dialog";
  dialog.setAttribute("aria-label", words.pictureDialog);
  const close = controlButton("tsr-picture-dialog__close", words.closeButton, "×");
  const image = document.createElement("img");
  image.className = "tsr-picture-dialog__image";
  image.sizes = "100vw";
  const place = document.createElement("p");
  place.className = "tsr-picture-dialog__place";
  place.setAttribute("aria-live", "polite");
  const previous = controlButton("tsr-picture-dialog__previous", words.picturePrevious, "‹");
  const next = controlButton("tsr-picture-dialog__next", words.pictureNext, "›");
  dialog.append(close, image);
  if (many) dialog.append(previous, next, place);

  let index = -1;
  const show = (target: number) => {
    index = wrappedIndex(target, pictures.length);
    const picture = pictures[index]!;
    if (madeInWidths(picture.src)) image.srcset = srcsetOf(picture.src, undefined);
    else image.removeAttribute("srcset");
    image.src = largestImageUrl(picture.src);
    image.alt = picture.alt;
    place.textContent = filledIn(words.picturePlace, { number: String(index + 1), count: String(pictures.length) });
    onChange(index);
  };

  close.addEventListener("click", () => dialog.close());
  previous.addEventListener("click", () => show(index - 1));
  next.addEventListener("click", () => show(index + 1));
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (!many || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    show(index + (event.key === "ArrowRight" ? 1 : -1));
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  show(options.index);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
