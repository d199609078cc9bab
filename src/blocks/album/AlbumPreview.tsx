import type { AlbumSettings } from "./schema";

/** The catalogue's picture of an album: its example's first track titles as a numbered list. */
export function AlbumPreview({ example }: { example: AlbumSettings }) {
  return (
    <span className="preview-album" aria-hidden="true">
      {example.tracks.map((track, index) => (
        <span key={track.title} className={index === 0 ? "preview-album-track preview-album-track--current" : "preview-album-track"}>
          {index + 1}. {track.title}
        </span>
      ))}
    </span>
  );
}
