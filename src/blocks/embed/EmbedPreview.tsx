import type { EmbedSettings } from "./schema";

/** The catalogue's picture of an embed: a facade with a play mark and the example's title. */
export function EmbedPreview({ example }: { example: EmbedSettings }) {
  return (
    <span className="preview-embed" aria-hidden="true">
      <span className="preview-embed-play" />
      {example.title}
    </span>
  );
}
