import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { imageSchema, type ImageSettings } from "./schema";

/** Renders the image with its alt text; width and height reserve its space while it loads. */
export function ImageBlock({ id, settings }: BlockRenderProps<ImageSettings>) {
  const img = (
    <img src={settings.src} alt={settings.alt} width={settings.width} height={settings.height} loading="lazy" decoding="async" />
  );
  return (
    <BlockFrame id={id} type={imageSchema.type} code={imageSchema.code}>
      <figure className="tsr-image">
        {settings.link ? <a href={settings.link}>{img}</a> : img}
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    </BlockFrame>
  );
}
