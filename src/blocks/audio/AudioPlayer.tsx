import { filledIn } from "../../domain/translations/filledIn";

/** What the audio and album blocks show of a recording: where it is and what it is called. */
export interface AudioPlayerProps {
  src: string;
  /** The player's accessible name, e.g. "Morning set by The house band". */
  label: string;
  /** The download link's words in the page's language, e.g. "Download Morning set by The house band". */
  download: string;
  className?: string;
}

/**
 * The browser's own audio player with its controls: keyboard-operable and read by screen
 * readers, nothing loaded until the visitor presses play (preload none), never autoplaying,
 * and a download link for browsers that cannot play it.
 */
export function AudioPlayer(props: AudioPlayerProps) {
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- uploaded recordings come without a caption file; the block shows their title and caption as text
    <audio className={props.className ?? "tsr-audio__player"} src={props.src} controls preload="none" aria-label={props.label}>
      <a href={props.src} download>
        {props.download}
      </a>
    </audio>
  );
}

/** "Title by Artist" in the page's language (`recordingBy`), or the title alone: a player's accessible name. */
export function recordingLabel(title: string, artist: string, recordingBy: string): string {
  return artist ? filledIn(recordingBy, { title, artist }) : title;
}

/** The download link's words for a recording, in the page's language (`recordingDownload`). */
export function downloadLabel(label: string, recordingDownload: string): string {
  return filledIn(recordingDownload, { recording: label });
}
