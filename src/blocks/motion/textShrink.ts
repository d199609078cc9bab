import { debounce } from "../../browser/debounce";
import { TEXT_SHRINK_LIMITS } from "../../domain/limits/widgetLimits";

/**
 * The font size in pixels at which a line `lineWidth` wide at `fontSize` fits `boxWidth`: the
 * size itself when it fits, else a proportionally smaller one, never below 11 px (spec 2 §9).
 */
export function fittingFontSize(fontSize: number, lineWidth: number, boxWidth: number): number {
  if (lineWidth <= boxWidth || lineWidth <= 0) return fontSize;
  return Math.max(TEXT_SHRINK_LIMITS.minFontSizePx, Math.floor(((fontSize * boxWidth) / lineWidth) * 10) / 10);
}

/**
 * Keeps `line` on one line by shrinking its font until it fits its box, and again once a resize
 * has settled (100 ms, spec 2 §9). At 11 px a line that still does not fit wraps instead.
 */
export function shrinkToFit(line: HTMLElement): void {
  const fit = () => {
    line.style.fontSize = "";
    line.dataset.textShrink = "measuring";
    const natural = parseFloat(getComputedStyle(line).fontSize);
    let size = fittingFontSize(natural, line.scrollWidth, line.clientWidth);
    if (size !== natural) line.style.fontSize = `${size}px`;
    while (line.scrollWidth > line.clientWidth && size > TEXT_SHRINK_LIMITS.minFontSizePx) {
      size = Math.max(TEXT_SHRINK_LIMITS.minFontSizePx, size - 1);
      line.style.fontSize = `${size}px`;
    }
    line.dataset.textShrink = line.scrollWidth > line.clientWidth ? "wrapped" : "fitted";
  };
  fit();
  window.addEventListener("resize", debounce(fit, TEXT_SHRINK_LIMITS.resizeDebounceMs));
}
