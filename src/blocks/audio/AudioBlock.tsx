import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { AudioPlayer, downloadLabel, recordingLabel } from "./AudioPlayer";
import { audioSchema, type AudioSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/** Renders one recording: its title and artist, the browser's player (named in the page's language) and an optional caption. */
export function AudioBlock({ id, settings, context }: BlockRenderProps<AudioSettings>) {
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const label = recordingLabel(settings.title, settings.artist, texts.recordingBy);
  return (
    <BlockFrame id={id} type={audioSchema.type} code={audioSchema.code}>
      <figure className="tsr-audio">
        <p className="tsr-audio__title">
          {settings.title}
          {settings.artist ? <span className="tsr-audio__artist"> — {settings.artist}</span> : null}
        </p>
        <AudioPlayer src={settings.audioFile} label={label} download={downloadLabel(label, texts.recordingDownload)} />
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
