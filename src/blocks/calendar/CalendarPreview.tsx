import type { CalendarSettings } from "./schema";

/** The catalogue's picture of a calendar: a small grid of days. */
export function CalendarPreview({ example }: { example: CalendarSettings }) {
  const days = example.weekStartsOn === "sunday" ? "S M T W T F S" : "M T W T F S S";
  return <span className="preview-text">{days}</span>;
}
