/**
 * What the link around the main product picture says it does, for screen readers: which
 * picture opens larger when there are several, the same words on the page and after a thumbnail swaps it.
 */
export function zoomLabel(index: number, count: number): string {
  return count > 1 ? `View picture ${index + 1} of ${count} larger` : "View the picture larger";
}
