/**
 * The tab a key moves the selection to in a horizontal tablist (WAI-ARIA tabs pattern): Left and
 * Right wrap around, Home and End go to the ends, Enter and Space select the focused tab.
 * Undefined for any other key, which the tablist leaves to the browser.
 */
export function tabForKey(key: string, focused: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (focused + 1) % count;
    case "ArrowLeft":
      return (focused - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "Enter":
    case " ":
      return focused;
    default:
      return undefined;
  }
}
