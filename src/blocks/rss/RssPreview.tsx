import type { RssSettings } from "./schema";

/** The catalogue's picture of an RSS block: its example link text. */
export function RssPreview({ example }: { example: RssSettings }) {
  return (
    <span className="preview-text">
      <u>{example.label}</u>
    </span>
  );
}
