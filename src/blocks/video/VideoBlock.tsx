import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { parseVideoEmbed } from "./providers";
import { VideoFrame } from "./VideoFrame";
import { videoSchema, type VideoSettings } from "./schema";

/** Renders a video behind its play overlay (named in the page's language), with an optional caption. */
export function VideoBlock({ id, settings, context }: BlockRenderProps<VideoSettings>) {
  const embed = settings.source === "embed" ? parseVideoEmbed(settings.url) : null;
  return (
    <BlockFrame id={id} type={videoSchema.type} code={videoSchema.code} island={videoSchema.island}>
      <figure className="tsr-video-block">
        <VideoFrame
          embed={embed}
          fileSrc={settings.source === "file" ? settings.fileSrc : undefined}
          title={settings.title}
          thumbnail={settings.thumbnail ? { src: settings.thumbnail, width: settings.thumbnailWidth, height: settings.thumbnailHeight } : undefined}
          displayMode={settings.displayMode}
          width={settings.width}
          height={settings.height}
          texts={context.storeTexts}
        />
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
