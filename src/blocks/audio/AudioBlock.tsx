import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { AudioPlayer, recordingLabel } from "./AudioPlayer";
import { audioSchema, type AudioSettings } from "./schema";

/** Renders one recording: its title and artist, the browser's player and an optional caption. */
export function AudioBlock({ id, settings }: BlockRenderProps<AudioSettings>) {
  return (
    <BlockFrame id={id} type={audioSchema.type} code={audioSchema.code}>
      <figure className="tsr-audio">
        <p className="tsr-audio__title">
          {settings.title}
          {settings.artist ? <span className="tsr-audio__artist"> — {settings.artist}</span> : null}
        </p>
        <AudioPlayer src={settings.audioFile} label={recordingLabel(settings.title, settings.artist)} />
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
