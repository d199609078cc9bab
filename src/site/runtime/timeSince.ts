import { relativeTimeText } from "../../domain/relativeTime";
import { TIME_SINCE_SELECTOR } from "./timeSinceSelector";

/** How often time-since elements are refreshed (spec 2 §9). */
const TIME_SINCE_REFRESH_MS = 5000;

/**
 * Fills every time-since element with its relative time ("just now", "about N seconds ago",
 * then minutes, hours, days) and refreshes them every 5 s. An element without a numeric
 * data-date gets a warning and is skipped (spec 1 §5). Returns the number of elements kept.
 */
export function startTimeSince(doc: Document = document, now: () => number = Date.now): number {
  const elements: { element: HTMLElement; date: number }[] = [];
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>(TIME_SINCE_SELECTOR))) {
    const raw = element.dataset.date ?? "";
    const date = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(date)) {
      console.warn("Time since element needs a numeric data-date; skipped.", element);
      continue;
    }
    elements.push({ element, date });
  }
  if (elements.length === 0) return 0;
  const refresh = () => {
    for (const { element, date } of elements) element.textContent = relativeTimeText((now() - date) / 1000);
  };
  refresh();
  setInterval(refresh, TIME_SINCE_REFRESH_MS);
  return elements.length;
}
