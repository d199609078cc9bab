import { textFactOf } from "./measurePage";
import { contrastNeeded, textContrast } from "./pageProblems";

/**
 * Whether the button block's words would pass the contrast check in each of its styles, on the
 * page as shown: each style's class is put on the button in turn, measured and taken off again
 * before the browser paints, so the owner never sees it change.
 */
export function measureButtonStyles(doc: Document, blockId: string, styles: readonly string[]): { style: string; passes: boolean }[] {
  const button = doc.getElementById(`block-${blockId}`)?.querySelector(".tsr-button");
  if (!button) return [];
  const shown = styles.find((style) => button.classList.contains(`tsr-button--${style}`));
  return styles.map((style) => {
    if (shown) button.classList.replace(`tsr-button--${shown}`, `tsr-button--${style}`);
    const fact = textFactOf(button, blockId);
    if (shown) button.classList.replace(`tsr-button--${style}`, `tsr-button--${shown}`);
    const ratio = fact ? textContrast(fact) : null;
    return { style, passes: fact !== null && ratio !== null && ratio >= contrastNeeded(fact) };
  });
}
