import type { LinkSettings } from "./schema";

/** The catalogue's picture of a link block: its example text underlined above its description. */
export function LinkPreview({ example }: { example: LinkSettings }) {
  return (
    <span className="preview-text">
      <u>{example.text}</u> — {example.description}
    </span>
  );
}
