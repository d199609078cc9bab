import type { TourDatesSettings } from "./schema";

/** The catalogue's picture of tour dates: a date and a place. */
export function TourDatesPreview({ example }: { example: TourDatesSettings }) {
  return <span className="preview-text">Nov 28 · Paris · next {example.limit} dates</span>;
}
