import type { AudioSettings } from "./schema";

/** The catalogue's picture of an audio block: a play mark, a progress line and the example's title. */
export function AudioPreview({ example }: { example: AudioSettings }) {
  return (
    <span className="preview-audio" aria-hidden="true">
      <span className="preview-audio-play" />
      <span className="preview-audio-line" />
      {example.title}
    </span>
  );
}
