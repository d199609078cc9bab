import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { AudioPlayer, downloadLabel, recordingLabel } from "../audio/AudioPlayer";
import { albumSchema, type AlbumSettings } from "./schema";
import { filledIn, PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/**
 * Renders an album: its title (a level-two heading, under the page's main heading), one player
 * holding the first track, and the track list, each track a button (the current one
 * aria-current) that the island makes play; without script the list still names every track and
 * the first one plays. The list and the player are named in the page's language.
 */
export function AlbumBlock({ id, settings, context }: BlockRenderProps<AlbumSettings>) {
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const headingId = `album-${id}`;
  const [first] = settings.tracks;
  const firstLabel = recordingLabel(first!.title, settings.artist, texts.recordingBy);
  return (
    <BlockFrame id={id} type={albumSchema.type} code={albumSchema.code} island={albumSchema.island}>
      <section className="tsr-album" aria-labelledby={headingId}>
        <h2 className="tsr-album__title" id={headingId}>
          {settings.title}
          {settings.artist ? <span className="tsr-album__artist"> — {settings.artist}</span> : null}
        </h2>
        <AudioPlayer className="tsr-album__player" src={first!.audioFile} label={firstLabel} download={downloadLabel(firstLabel, texts.recordingDownload)} />
        <ol className="tsr-album__tracks" aria-label={filledIn(texts.albumTracks, { title: settings.title })}>
          {settings.tracks.map((track, index) => (
            <li key={`${index}-${track.audioFile}`}>
              <button
                type="button"
                className="tsr-album__track"
                data-src={track.audioFile}
                data-label={recordingLabel(track.title, settings.artist, texts.recordingBy)}
                aria-current={index === 0 ? "true" : undefined}
              >
                <span className="tsr-album__number">{index + 1}.</span> {track.title}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </BlockFrame>
  );
}
