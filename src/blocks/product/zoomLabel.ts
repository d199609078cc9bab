import type { ControlScriptWords } from "../../domain/messages/controlWords";
import { filledIn } from "../../domain/translations/filledIn";

/** The words the link around the main product picture is named with, in the page's language. */
export type ZoomWords = Pick<ControlScriptWords, "pictureZoomOf" | "pictureZoom">;

/**
 * What the link around the main product picture says it does, for screen readers: which
 * picture opens larger when there are several, the same words on the page and after a thumbnail swaps it.
 */
export function zoomLabel(index: number, count: number, words: ZoomWords): string {
  return count > 1 ? filledIn(words.pictureZoomOf, { number: String(index + 1), count: String(count) }) : words.pictureZoom;
}
