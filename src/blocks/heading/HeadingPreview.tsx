import type { HeadingSettings } from "./schema";

/** The catalogue's picture of a heading: its example text in bold. */
export function HeadingPreview({ example }: { example: HeadingSettings }) {
  return <strong className="preview-heading">{example.text}</strong>;
}
